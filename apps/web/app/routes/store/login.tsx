import { LoginBody } from '@bazar/contracts';
import { Form, Link } from 'react-router';
import { FormAlert, SubmitButton, TextField } from '../../components/form';
import { AuthCard, textLink } from '../../features/accounts/auth-card';
import { SocialButtons } from '../../features/accounts/social-buttons';
import { formValues, problemFeedback, validate } from '../../lib/forms';
import { useLang, useT } from '../../lib/i18n';
import { localizePath } from '../../lib/language';
import { webOf } from '../../lib/load-context';
import { pageUrl } from '../../lib/page-url';
import { langParam, staticPageMeta } from '../../lib/route-meta';
import { isOperator } from '../../lib/session';
import { signIn } from '../../lib/session.server';
import { socialProviders } from '../../lib/social.server';
import type { LayoutHandle } from '../../lib/store-layout';
import type { Route } from './+types/login';

export const handle: LayoutHandle = { footer: false };
export const meta = staticPageMeta('login.title');

export function loader({ request }: Route.LoaderArgs) {
  return {
    continueUrl: pageUrl(request).searchParams.get('continueUrl'),
    social: socialProviders(),
  };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const lang = langParam(params.lang);
  const values = formValues(await request.formData());
  const login = validate(LoginBody, values, lang);
  if (!login.ok) return { errors: login.errors, phoneOrEmail: values.phoneOrEmail };
  const answer = await webOf(context).api.accounts.login({ body: login.data });
  if (!answer.ok) return { ...problemFeedback(answer.problem), phoneOrEmail: values.phoneOrEmail };
  // Staff and Admin pass their second factor next (issue 35 point 14), then go on.
  const next = isOperator(answer.value)
    ? `/second-factor${values.continueUrl ? `?continueUrl=${encodeURIComponent(values.continueUrl)}` : ''}`
    : values.continueUrl;
  return signIn({ request, context }, answer.value, lang, next);
}

export default function Login({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const lang = useLang();
  const { continueUrl, social } = loaderData;
  const errors = actionData?.errors ?? {};
  return (
    <AuthCard
      title={t('login.title')}
      sub={t('login.subtitle')}
      footer={
        <>
          {t('login.noAccount')}{' '}
          <Link
            to={localizePath(
              `/register${continueUrl ? `?continueUrl=${encodeURIComponent(continueUrl)}` : ''}`,
              lang,
            )}
            className={textLink}
          >
            {t('login.register')}
          </Link>
        </>
      }
    >
      <Form method="post" noValidate className="space-y-4">
        {continueUrl && <input type="hidden" name="continueUrl" value={continueUrl} />}
        <FormAlert>{actionData?.formError}</FormAlert>
        <TextField
          name="phoneOrEmail"
          label={t('login.phoneOrEmail')}
          autoComplete="username"
          defaultValue={actionData?.phoneOrEmail}
          error={errors.phoneOrEmail}
          required
        />
        <TextField
          name="password"
          type="password"
          label={t('login.password')}
          autoComplete="current-password"
          error={errors.password}
          required
        />
        <p className="text-right text-sm">
          <Link to={localizePath('/forgot-password', lang)} className={textLink}>
            {t('login.forgot')}
          </Link>
        </p>
        <SubmitButton>{t('login.submit')}</SubmitButton>
      </Form>
      <SocialButtons providers={social} continueUrl={continueUrl} />
    </AuthCard>
  );
}
