import type { Problem } from '@bazar/contracts';
import { useEffect, useRef, useState } from 'react';
import { Form, Link, useSubmit } from 'react-router';
import { FormAlert, SubmitButton, TextField } from '../../components/form';
import { AuthCard } from '../../features/accounts/auth-card';
import { ApiError } from '../../lib/api-client';
import { type FieldErrors, formValues, problemFeedback } from '../../lib/forms';
import { translator, useLang, useT } from '../../lib/i18n';
import { localizePath } from '../../lib/language';
import { webOf } from '../../lib/load-context';
import { langParam } from '../../lib/route-meta';
import { signIn } from '../../lib/session.server';
import { clearedSocialState, returningSocialState, socialProviderParam } from '../../lib/social.server';
import type { LayoutHandle } from '../../lib/store-layout';
import type { Route } from './+types/social-callback';

export const handle: LayoutHandle = { footer: false };

export function loader({ params }: Route.LoaderArgs) {
  return { provider: socialProviderParam(params.provider) };
}

/**
 * Two posts land here. Google's own (cross-site, `id_token` + `state`, without our cookies) is only
 * relayed: the page posts the token back from this site, so that the state cookie comes along. That
 * second post, like Facebook's (the page reads its token from the address fragment), signs in.
 */
export async function action({ request, params, context }: Route.ActionArgs) {
  const provider = socialProviderParam(params.provider);
  const form = formValues(await request.formData());
  if (form.id_token) return { relay: { token: form.id_token, state: form.state ?? '' } };
  const token = form.token ?? '';
  const flow = returningSocialState(request, provider, form.state, token);
  if (!flow) return { failed: true };
  const { api } = webOf(context);
  const lang = langParam(params.lang);
  // The page that joins the social account to the Bazar account with its e-mail carries the token on.
  const link = (step: 'password' | 'code', extra: LinkExtra = {}) => ({
    link: { token, state: form.state ?? '', step, ...extra },
  });
  if (form.intent === 'linkSendCode') {
    const sent = await api.accounts.socialLinkCode({ body: { provider, token } }).catch(asProblem);
    if (!sent.ok) return link('password', problemFeedback(sent.problem));
    return link('code', { ending: sent.value.phoneEnding });
  }
  if (form.intent === 'linkPassword' && !form.password)
    return link('password', { errors: { password: translator(lang)('validation.required') } });
  if (form.intent === 'linkCode' && !/^\d{6}$/.test(form.code ?? ''))
    return link('code', { ending: form.ending, errors: { code: translator(lang)('validation.codeFormat') } });
  const proof =
    form.intent === 'linkPassword'
      ? { password: form.password }
      : form.intent === 'linkCode'
        ? { code: form.code }
        : {};
  // A provider that does not answer (the API's 503) is said here too, with the way back to sign in.
  const answer = await api.accounts.loginSocial({ body: { provider, token, ...proof } }).catch(asProblem);
  if (!answer.ok) {
    if (answer.problem.code === 'error.socialLinkNeeded') return link('password');
    if (form.intent === 'linkPassword') return link('password', problemFeedback(answer.problem));
    if (form.intent === 'linkCode')
      return link('code', { ending: form.ending, ...problemFeedback(answer.problem) });
    return { failed: true, message: answer.problem.detail };
  }
  const headers = new Headers({ 'set-cookie': clearedSocialState(request) });
  return signIn({ request, context }, answer.value, flow.lang, flow.continueUrl, headers);
}

interface LinkExtra {
  ending?: string;
  errors?: FieldErrors;
  formError?: string;
}

/** An ApiError with a problem (a 5xx such as the provider's 503) as an answer the page can show. */
function asProblem(error: unknown): { ok: false; problem: Problem } {
  if (ApiError.is(error) && error.problem) return { ok: false, problem: error.problem };
  throw error;
}

/** Facebook answers in the fragment (`#access_token=…&state=…`), which only the page can read. */
function fragmentToken(): { token: string; state: string } | null {
  const fragment = new URLSearchParams(window.location.hash.slice(1));
  const token = fragment.get('access_token');
  return token ? { token, state: fragment.get('state') ?? '' } : null;
}

export default function SocialCallback({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const lang = useLang();
  const submit = useSubmit();
  const form = useRef<HTMLFormElement>(null);
  const [noFragment, setNoFragment] = useState(false);
  const relay = actionData && 'relay' in actionData ? actionData.relay : null;
  const facebookArrival = !actionData && loaderData.provider === 'facebook';
  // Google always posts; arriving here any other way (or cancelling at Facebook) is a failed sign-in.
  const failed =
    (actionData && 'failed' in actionData) || noFragment || (!actionData && loaderData.provider === 'google');
  const message = actionData && 'message' in actionData ? actionData.message : undefined;
  const link = actionData && 'link' in actionData ? actionData.link : null;

  useEffect(() => {
    if (relay) form.current?.requestSubmit();
  }, [relay]);
  useEffect(() => {
    if (!facebookArrival) return;
    const answer = fragmentToken();
    if (answer) submit(answer, { method: 'post', replace: true });
    else setNoFragment(true);
  }, [facebookArrival, submit]);

  if (link) return <LinkStep link={link} />;
  return (
    <AuthCard title={t('login.title')}>
      {failed ? (
        <div className="space-y-4">
          <FormAlert>{message ?? t('social.failed')}</FormAlert>
          <Link to={localizePath('/login', lang)} className="font-semibold text-accent hover:underline">
            {t('social.backToLogin')}
          </Link>
        </div>
      ) : (
        <Form method="post" ref={form} className="space-y-4">
          <p role="status">{t('social.signingIn')}</p>
          {relay && (
            <>
              <input type="hidden" name="token" value={relay.token} />
              <input type="hidden" name="state" value={relay.state} />
              <button
                type="submit"
                className="w-full rounded-lg bg-accent px-4 py-2.5 font-semibold text-white"
              >
                {t('social.continue')}
              </button>
            </>
          )}
        </Form>
      )}
    </AuthCard>
  );
}

/**
 * A Bazar account already has the social account's (Google-verified) e-mail: joining them needs
 * that account's password, or a code texted to its phone. Plain form posts, carrying the token on.
 */
function LinkStep({
  link,
}: {
  link: { token: string; state: string; step: 'password' | 'code' } & LinkExtra;
}) {
  const t = useT();
  const carried = (
    <>
      <input type="hidden" name="token" value={link.token} />
      <input type="hidden" name="state" value={link.state} />
    </>
  );
  return (
    <AuthCard title={t('social.linkTitle')}>
      <div className="space-y-4">
        <p className="text-sm">{t('error.socialLinkNeeded')}</p>
        <FormAlert>{link.formError}</FormAlert>
        {link.step === 'code' ? (
          <Form key="code" method="post" noValidate className="space-y-4">
            {carried}
            <input type="hidden" name="ending" value={link.ending ?? ''} />
            <p role="status" className="rounded-lg bg-accent-soft px-3 py-2 text-sm">
              {t('social.linkCodeSent', { ending: link.ending ?? '' })}
            </p>
            <TextField
              name="code"
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={6}
              label={t('social.linkCode')}
              error={link.errors?.code}
              idPrefix="link"
              required
            />
            <SubmitButton intent="linkCode">{t('social.linkWithCode')}</SubmitButton>
          </Form>
        ) : (
          <>
            <Form key="password" method="post" noValidate className="space-y-4">
              {carried}
              <TextField
                name="password"
                type="password"
                autoComplete="current-password"
                label={t('social.linkPassword')}
                error={link.errors?.password}
                idPrefix="link"
                required
              />
              <SubmitButton intent="linkPassword">{t('social.linkWithPassword')}</SubmitButton>
            </Form>
            <Form method="post">
              {carried}
              <button
                type="submit"
                name="intent"
                value="linkSendCode"
                className="text-sm font-semibold text-accent hover:underline"
              >
                {t('social.linkSendCode')}
              </button>
            </Form>
          </>
        )}
      </div>
    </AuthCard>
  );
}
