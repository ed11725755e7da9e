import { acceptedDocuments, type ConsentsView, type Lang, marketTimeZone } from '@bazar/contracts';
import type { WebContext } from '../../lib/load-context';
import { answeredBanner, readConsent } from './consent-cookie';
import type { PolicyNotice, PrivacyChrome } from './privacy-chrome';

function longDate(iso: string, lang: Lang): string {
  return new Intl.DateTimeFormat(lang, { dateStyle: 'long', timeZone: marketTimeZone }).format(new Date(iso));
}

/** Upcoming versions of the legal texts a member has not accepted yet. */
function policyNotices(consents: ConsentsView | null, lang: Lang): PolicyNotice[] {
  const notices: PolicyNotice[] = [];
  for (const state of consents?.documents ?? []) {
    const document = acceptedDocuments.find((slug) => slug === state.document);
    if (!document || !state.upcoming) continue;
    if ((state.acceptedVersion ?? 0) >= state.upcoming.version) continue;
    notices.push({
      document,
      version: state.upcoming.version,
      date: longDate(state.upcoming.effectiveAt, lang),
    });
  }
  return notices;
}

/**
 * The store layout's privacy part, from the configuration, the consent cookie and (for members) the
 * API's view of their consents: a guest costs no API call.
 */
export function privacyChrome(
  trackers: WebContext['trackers'],
  cookies: string | null,
  consents: ConsentsView | null,
  lang: Lang,
): PrivacyChrome {
  const consent = readConsent(cookies);
  const answered = answeredBanner(consent);
  const analyticsOn =
    Boolean(trackers.analyticsId) && answered && consent.granted.analytics && !consents?.restricted;
  return {
    consent,
    analyticsOffered: Boolean(trackers.analyticsId),
    banner: Boolean(trackers.analyticsId) && !answered,
    analytics:
      analyticsOn && trackers.analyticsId
        ? { id: trackers.analyticsId, marketing: consent.granted.marketing }
        : null,
    maps: trackers.mapsKey ? { key: trackers.mapsKey, consented: consent.granted.maps } : null,
    notices: policyNotices(consents, lang),
  };
}
