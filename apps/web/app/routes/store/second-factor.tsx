import { ConfirmSecondFactorBody, RecoveryCodeBody, type SecondFactorEnrollment } from '@bazar/contracts';
import { Form, Link, redirect } from 'react-router';
import { FormAlert, SubmitButton, TextField } from '../../components/form';
import { AuthCard, textLink } from '../../features/accounts/auth-card';
import { formValues, problemFeedback, validate } from '../../lib/forms';
import { requireUser } from '../../lib/guard.server';
import { useLang, useT } from '../../lib/i18n';
import { localizePath } from '../../lib/language';
import { webOf } from '../../lib/load-context';
import { pageUrl } from '../../lib/page-url';
import { langParam, staticPageMeta } from '../../lib/route-meta';
import { isOperator } from '../../lib/session';
import { continuePath } from '../../lib/session.server';
import type { LayoutHandle } from '../../lib/store-layout';
import type { Route } from './+types/second-factor';

export const handle: LayoutHandle = { footer: false };
export const meta = staticPageMeta('secondFactor.codeTitle');

/**
 * `/second-factor?continueUrl=`: an operator's second step after the password (issue 35 point 14):
 * the authenticator's code or a recovery code (`?recovery=1`), or, without an authenticator yet,
 * its enrollment (QR code, key, ten recovery codes, a code to confirm).
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const lang = langParam(params.lang);
  const user = await requireUser(request, context);
  const url = pageUrl(request);
  const continueUrl = url.searchParams.get('continueUrl');
  if (!isOperator(user)) throw redirect(continuePath(continueUrl, lang));
  const status = await webOf(context).api.secondFactor.status({});
  if (status.verified) throw redirect(continuePath(continueUrl, lang));
  return { enrolled: status.enrolled, continueUrl, recovery: url.searchParams.get('recovery') === '1' };
}

/** The enrollment as the page shows it: the QR code as an image address. */
type ShownEnrollment = Omit<SecondFactorEnrollment, 'qrSvg' | 'otpauthUri'> & { qr: string };

function shown(enrollment: SecondFactorEnrollment): ShownEnrollment {
  return {
    secret: enrollment.secret,
    recoveryCodes: enrollment.recoveryCodes,
    qr: `data:image/svg+xml;charset=utf-8,${encodeURIComponent(enrollment.qrSvg)}`,
  };
}

/** The enrollment the confirm form carried back, to show it again beside a wrong code. */
function carried(values: Record<string, string>): ShownEnrollment | undefined {
  const { secret, qr, recoveryCodes } = values;
  if (!secret || !qr?.startsWith('data:image/svg+xml;') || !recoveryCodes) return undefined;
  return { secret, qr, recoveryCodes: recoveryCodes.split(' ') };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const lang = langParam(params.lang);
  const values = formValues(await request.formData());
  const { api } = webOf(context);
  const done = () => redirect(continuePath(values.continueUrl, lang));
  if (values.intent === 'start') {
    const answer = await api.secondFactor.startEnrollment({});
    if (!answer.ok) return problemFeedback(answer.problem);
    return { enrollment: shown(answer.value) };
  }
  if (values.intent === 'confirm') {
    const enrollment = carried(values);
    const body = validate(ConfirmSecondFactorBody, values, lang);
    if (!body.ok) return { errors: body.errors, enrollment };
    const answer = await api.secondFactor.confirmEnrollment({ body: { code: body.data.code } });
    if (!answer.ok) return { ...problemFeedback(answer.problem), enrollment };
    return done();
  }
  const body =
    values.recoveryCode !== undefined
      ? validate(RecoveryCodeBody, { recoveryCode: values.recoveryCode }, lang)
      : validate(ConfirmSecondFactorBody, { code: values.code ?? '' }, lang);
  if (!body.ok) return { errors: body.errors };
  const answer = await api.secondFactor.verify({ body: body.data });
  if (!answer.ok) return problemFeedback(answer.problem);
  return done();
}

const codeInput = { inputMode: 'numeric', autoComplete: 'one-time-code', maxLength: 6 } as const;

function Enrollment({
  enrollment,
  continueUrl,
  errors,
  formError,
}: {
  enrollment: ShownEnrollment;
  continueUrl: string | null;
  errors: Record<string, string | undefined>;
  formError?: string;
}) {
  const t = useT();
  return (
    <div className="space-y-5">
      <div className="flex flex-col items-center gap-3 sm:flex-row sm:items-start">
        <img
          src={enrollment.qr}
          alt={t('secondFactor.qrAlt')}
          width={176}
          height={176}
          className="size-44 shrink-0 rounded-lg border border-line"
        />
        <div className="min-w-0 text-sm">
          <p className="text-muted">{t('secondFactor.secretLabel')}</p>
          <p className="mt-1 break-all font-mono text-base tracking-wider" data-testid="second-factor-secret">
            {enrollment.secret}
          </p>
        </div>
      </div>
      <section aria-labelledby="recovery-codes" className="rounded-lg border border-line bg-surface p-4">
        <h2 id="recovery-codes" className="font-semibold">
          {t('secondFactor.recoveryTitle')}
        </h2>
        <p className="mt-1 text-sm text-muted">{t('secondFactor.recoveryHint')}</p>
        <ol className="mt-3 grid grid-cols-2 gap-x-4 gap-y-1 font-mono text-sm" data-testid="recovery-codes">
          {enrollment.recoveryCodes.map((code) => (
            <li key={code}>{code}</li>
          ))}
        </ol>
      </section>
      <Form method="post" noValidate className="space-y-4">
        <input type="hidden" name="intent" value="confirm" />
        {continueUrl && <input type="hidden" name="continueUrl" value={continueUrl} />}
        <input type="hidden" name="secret" value={enrollment.secret} />
        <input type="hidden" name="qr" value={enrollment.qr} />
        <input type="hidden" name="recoveryCodes" value={enrollment.recoveryCodes.join(' ')} />
        <FormAlert>{formError}</FormAlert>
        <TextField
          name="code"
          label={t('secondFactor.codeLabel')}
          error={errors.code}
          required
          {...codeInput}
        />
        <SubmitButton>{t('secondFactor.confirm')}</SubmitButton>
      </Form>
    </div>
  );
}

export default function SecondFactor({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const lang = useLang();
  const { enrolled, continueUrl, recovery } = loaderData;
  const errors: Record<string, string | undefined> =
    actionData && 'errors' in actionData ? (actionData.errors ?? {}) : {};
  const formError = actionData && 'formError' in actionData ? actionData.formError : undefined;
  const enrollment = actionData && 'enrollment' in actionData ? actionData.enrollment : undefined;
  const here = (withRecovery: boolean) =>
    localizePath(
      `/second-factor?${new URLSearchParams({
        ...(continueUrl ? { continueUrl } : {}),
        ...(withRecovery ? { recovery: '1' } : {}),
      })}`,
      lang,
    );

  if (!enrolled)
    return (
      <AuthCard title={t('secondFactor.enrollTitle')} sub={t('secondFactor.enrollHint')}>
        {enrollment ? (
          <Enrollment
            enrollment={enrollment}
            continueUrl={continueUrl}
            errors={errors}
            formError={formError}
          />
        ) : (
          <Form method="post" className="space-y-4">
            <FormAlert>{formError}</FormAlert>
            {continueUrl && <input type="hidden" name="continueUrl" value={continueUrl} />}
            <SubmitButton intent="start">{t('secondFactor.start')}</SubmitButton>
          </Form>
        )}
      </AuthCard>
    );

  return (
    <AuthCard
      title={t('secondFactor.codeTitle')}
      sub={t('secondFactor.codeHint')}
      footer={
        <Link to={here(!recovery)} className={textLink}>
          {recovery ? t('secondFactor.useApp') : t('secondFactor.useRecovery')}
        </Link>
      }
    >
      <Form method="post" noValidate className="space-y-4">
        <input type="hidden" name="intent" value="verify" />
        {continueUrl && <input type="hidden" name="continueUrl" value={continueUrl} />}
        <FormAlert>{formError}</FormAlert>
        {recovery ? (
          <TextField
            name="recoveryCode"
            label={t('secondFactor.recoveryLabel')}
            autoComplete="off"
            error={errors.recoveryCode}
            required
          />
        ) : (
          <TextField
            name="code"
            label={t('secondFactor.codeLabel')}
            error={errors.code}
            required
            {...codeInput}
          />
        )}
        <SubmitButton>{t('secondFactor.verify')}</SubmitButton>
      </Form>
    </AuthCard>
  );
}
