import { useEffect, useRef, useState } from 'react';
import { Form, Link, useSubmit } from 'react-router';
import { FormAlert } from '../../components/form';
import { AuthCard } from '../../features/accounts/auth-card';
import { ApiError } from '../../lib/api-client';
import { formValues } from '../../lib/forms';
import { useLang, useT } from '../../lib/i18n';
import { localizePath } from '../../lib/language';
import { webOf } from '../../lib/load-context';
import { signIn } from '../../lib/session.server';
import { clearedSocialState, returningSocialState, socialProviderParam } from '../../lib/social.server';
import type { Route } from './+types/social-callback';
import type { LayoutHandle } from './layout';

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
  // A provider that does not answer (the API's 503) is said here too, with the way back to sign in.
  const answer = await webOf(context)
    .api.loginSocial({ provider, token })
    .catch((error: unknown) => {
      if (ApiError.is(error) && error.problem) return { ok: false as const, problem: error.problem };
      throw error;
    });
  if (!answer.ok) return { failed: true, message: answer.problem.detail };
  const headers = new Headers({ 'set-cookie': clearedSocialState(request) });
  return signIn({ request, context }, answer.value, flow.lang, flow.continueUrl, headers);
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

  useEffect(() => {
    if (relay) form.current?.requestSubmit();
  }, [relay]);
  useEffect(() => {
    if (!facebookArrival) return;
    const answer = fragmentToken();
    if (answer) submit(answer, { method: 'post', replace: true });
    else setNoFragment(true);
  }, [facebookArrival, submit]);

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
