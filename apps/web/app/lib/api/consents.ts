import { type ConsentsBody, privacyApi } from '@bazar/contracts';
import type { Call } from './call';

/** The cookie banner's choices, the maps button's, and the legal texts a member accepts (PRV-03, PRV-05). */
export function consentsCalls(call: Call) {
  return {
    consents: (visitorId?: string) => call(privacyApi.consents, { query: visitorId ? { visitorId } : {} }),
    recordConsents: (body: ConsentsBody) => call(privacyApi.recordConsents, { body }),
    adoptConsents: (visitorId: string) => call(privacyApi.adoptConsents, { body: { visitorId } }),
  };
}
