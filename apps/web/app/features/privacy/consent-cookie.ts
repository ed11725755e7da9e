import { type ConsentPurpose, consentBannerVersion, consentPurposes } from '@bazar/contracts';
import { readCookie } from '../../lib/cookies';

/** The visitor's choices, kept in their browser: the server renders the page (and its tags) by it. */
export const consentCookie = 'consent';

export interface ConsentState {
  /** The banner's version the visitor answered; 0 when they have not (the maps button alone was pressed). */
  version: number;
  granted: Record<ConsentPurpose, boolean>;
}

export const noConsent: ConsentState = {
  version: 0,
  granted: { analytics: false, marketing: false, maps: false },
};

/**
 * The cookie's value: the banner's version, then the purposes granted, dot-separated (`1`,
 * `1.analytics.marketing`, `0.maps`). Anything else reads as no choice at all.
 */
export function parseConsent(value: string | null): ConsentState {
  const [version, ...granted] = (value ?? '').split('.');
  if (!version || !/^\d{1,4}$/.test(version)) return noConsent;
  return {
    version: Number(version),
    granted: {
      analytics: granted.includes('analytics'),
      marketing: granted.includes('marketing'),
      maps: granted.includes('maps'),
    },
  };
}

export function formatConsent(state: ConsentState): string {
  return [String(state.version), ...consentPurposes.filter((purpose) => state.granted[purpose])].join('.');
}

export function readConsent(cookieHeader: string | null | undefined): ConsentState {
  return parseConsent(readCookie(cookieHeader, consentCookie));
}

/**
 * What the banner asked was answered on its current wording. An older answer asks again, and until
 * then its analytics and marketing choices do not count; the map, asked on its own, still does.
 */
export function answeredBanner(state: ConsentState): boolean {
  return state.version >= consentBannerVersion;
}
