import { randomUUID } from 'node:crypto';
import type { ConsentChoices, Problem } from '@bazar/contracts';
import { isHttps, readCookie, serializeCookie } from '../../lib/cookies';
import { guestVisitorId, visitorCookie } from '../../lib/guest-storage';
import { type RouteContext, webOf } from '../../lib/load-context';
import { tokenCookie } from '../../lib/session';
import { type ConsentState, consentCookie, formatConsent } from './consent-cookie';

const year = 365 * 24 * 60 * 60;

export type Recorded = { ok: true; cookies: string[] } | { ok: false; problem: Problem };

/**
 * Records choices through POST Privacy/Consents (as the member when signed in, else under the
 * guest's visitor id, made on their first choice), then keeps them in the browser: the cookies to
 * set come back. Nothing is kept that the API did not record.
 */
export async function recordChoices(
  context: RouteContext,
  request: Request,
  choices: ConsentChoices,
  next: ConsentState,
): Promise<Recorded> {
  const cookies = request.headers.get('cookie');
  const member = readCookie(cookies, tokenCookie) !== null;
  const known = guestVisitorId(cookies);
  const visitorId = member ? undefined : (known ?? randomUUID());
  const answer = await webOf(context).api.privacy.recordConsents({
    body: visitorId ? { visitorId, choices } : { choices },
  });
  if (!answer.ok) return { ok: false, problem: answer.problem };
  const secure = isHttps(request);
  const set = [serializeCookie(consentCookie, formatConsent(next), { httpOnly: true, secure, maxAge: year })];
  if (visitorId && !known)
    set.push(serializeCookie(visitorCookie, visitorId, { httpOnly: true, secure, maxAge: year }));
  return { ok: true, cookies: set };
}
