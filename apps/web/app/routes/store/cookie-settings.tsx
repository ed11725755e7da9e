import {
  type ConsentChoices,
  type ConsentPurpose,
  consentBannerVersion,
  consentPurposes,
} from '@bazar/contracts';
import { data } from 'react-router';
import { Container, PageHeading } from '../../components/page-heading';
import { offeredPurposes, usePrivacyChrome } from '../../features/privacy/consent-chrome';
import { type ConsentState, readConsent } from '../../features/privacy/consent-cookie';
import { ConsentSettingsForm } from '../../features/privacy/consent-form';
import { recordChoices } from '../../features/privacy/consent-record.server';
import { translator, useT } from '../../lib/i18n';
import { webOf } from '../../lib/load-context';
import { langParam, staticPageMeta } from '../../lib/route-meta';
import { continuePath } from '../../lib/session.server';
import { redirectWithToast } from '../../lib/toast.server';
import type { Route } from './+types/cookie-settings';

export const meta = staticPageMeta('consent.settings.title');

/** The purposes this marketplace can ask about: nothing when no other host's service is configured. */
function configuredPurposes(trackers: { analyticsId?: string; mapsKey?: string }): ConsentPurpose[] {
  return consentPurposes.filter((purpose) => (purpose === 'maps' ? trackers.mapsKey : trackers.analyticsId));
}

/** The settings as a page of their own: the footer link's target without JavaScript. */
export function loader({ context }: Route.LoaderArgs) {
  if (configuredPurposes(webOf(context).trackers).length === 0) throw data(null, { status: 404 });
  return null;
}

/** The answer of one form: which purposes it offered and what the visitor chose for each. */
function choicesOf(form: FormData, offered: ConsentPurpose[]): ConsentChoices | null {
  const intent = form.get('intent');
  const choices: ConsentChoices = {};
  for (const purpose of offered) {
    if (intent === 'necessary') choices[purpose] = false;
    else if (intent === 'all' || intent === 'maps') choices[purpose] = true;
    else if (intent === 'save') choices[purpose] = form.get(purpose) === 'on';
    else return null;
  }
  return choices;
}

function nextState(current: ConsentState, choices: ConsentChoices): ConsentState {
  const answersBanner = choices.analytics !== undefined || choices.marketing !== undefined;
  return {
    version: answersBanner ? consentBannerVersion : current.version,
    granted: {
      analytics: choices.analytics ?? current.granted.analytics,
      marketing: choices.marketing ?? current.granted.marketing,
      maps: choices.maps ?? current.granted.maps,
    },
  };
}

/**
 * Spec PRV-05: the banner's, the settings' and the map button's answers. Recorded through the API
 * with the banner's version, kept in the consent cookie, then the page the visitor came from is
 * loaded again (with or without the tags). The map button, a script's request, gets a plain answer.
 */
export async function action({ request, params, context }: Route.ActionArgs) {
  const lang = langParam(params.lang);
  const t = translator(lang);
  const form = await request.formData();
  const configured = configuredPurposes(webOf(context).trackers);
  const offered = configured.filter((purpose) => form.getAll('offered').includes(purpose));
  const choices = choicesOf(form, offered);
  if (!choices || offered.length === 0) throw data(t('error.badRequest'), { status: 400 });
  const recorded = await recordChoices(
    context,
    request,
    choices,
    nextState(readConsent(request.headers.get('cookie')), choices),
  );
  const headers = new Headers();
  if (recorded.ok) for (const cookie of recorded.cookies) headers.append('set-cookie', cookie);
  if (form.get('intent') === 'maps')
    return data(recorded.ok ? { ok: true } : { ok: false, message: recorded.problem.detail }, { headers });
  const back = continuePath(form.get('returnTo'), lang);
  if (!recorded.ok) throw redirectWithToast(back, { kind: 'error', message: recorded.problem.detail });
  // Answering from the settings page leads home rather than back to the settings.
  if (back.endsWith('/cookie-settings'))
    throw redirectWithToast(continuePath('/', lang), savedToast(t), headers);
  throw redirectWithToast(back, savedToast(t), headers);
}

const savedToast = (t: ReturnType<typeof translator>) => ({
  kind: 'success' as const,
  message: t('consent.saved'),
});

export default function CookieSettingsPage() {
  const t = useT();
  const privacy = usePrivacyChrome();
  if (!privacy) return null;
  return (
    <Container narrow>
      <PageHeading sub={t('consent.settings.intro')}>{t('consent.settings.title')}</PageHeading>
      <ConsentSettingsForm consent={privacy.consent} offered={offeredPurposes(privacy)} />
    </Container>
  );
}
