import { type PrivacyState, purgeAfterDays } from '@bazar/contracts';
import * as Dialog from '@radix-ui/react-dialog';
import { Trash2, TriangleAlert, X } from 'lucide-react';
import { type FormEvent, type ReactNode, useEffect, useRef, useState } from 'react';
import { Form, Link, useNavigation } from 'react-router';
import { FormAlert, TextField } from '../../components/form';
import type { FieldErrors } from '../../lib/forms';
import { useLang, useT } from '../../lib/i18n';
import { localizePath } from '../../lib/language';
import { formatMoney } from '../../lib/money';
import { clearBrowserSession } from '../../lib/use-logout';
import { dangerButton, MyDataSection, outlineButton } from './my-data-section';

/** What the page's action answers about a deletion that did not happen (yet): a code sent, or why not. */
export interface DeletionFeedback {
  intent: 'code' | 'delete';
  codeSent?: boolean;
  errors?: FieldErrors;
  formError?: string;
}

/** Open orders and wallet money: what the member should weigh before deleting (asked twice). */
function DeletionWarnings({ state }: { state: PrivacyState }) {
  const t = useT();
  const warnings = [
    state.openOrders > 0 && t('myData.delete.openOrders', { count: state.openOrders }),
    state.walletBalance > 0 && t('myData.delete.wallet', { amount: formatMoney(state.walletBalance) }),
  ].filter((warning): warning is string => Boolean(warning));
  if (warnings.length === 0) return null;
  return (
    <ul
      className="space-y-1 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm font-semibold text-amber-900"
      data-testid="deletion-warnings"
    >
      {warnings.map((warning) => (
        <li key={warning} className="flex items-start gap-2">
          <TriangleAlert className="mt-0.5 size-4 shrink-0" aria-hidden />
          {warning}
        </li>
      ))}
    </ul>
  );
}

/**
 * The confirmation itself: the password, or (an account without one) a texted code. Local storage
 * is cleared as sign-out clears it, once the deletion's answer takes the browser to the home page.
 */
function DeletionForm({
  hasPassword,
  feedback,
  action,
  idPrefix,
  cancel,
}: {
  hasPassword: boolean;
  feedback: DeletionFeedback | undefined;
  action?: string;
  idPrefix: string;
  cancel: ReactNode;
}) {
  const t = useT();
  const busy = useNavigation().state === 'submitting';
  const errors = feedback?.errors ?? {};
  const codeAsked = feedback?.codeSent === true || (!hasPassword && feedback?.intent === 'delete');
  const fieldError =
    feedback?.intent === 'delete' ? (errors.password ?? errors.code ?? feedback.formError) : undefined;
  useEffect(() => {
    if (feedback) window.removeEventListener('pagehide', clearBrowserSession);
  }, [feedback]);
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    const submitter = (event.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null;
    if (submitter?.value === 'delete')
      window.addEventListener('pagehide', clearBrowserSession, { once: true });
  };
  return (
    <Form method="post" action={action} noValidate onSubmit={onSubmit} className="space-y-3">
      {hasPassword ? (
        <TextField
          name="password"
          type="password"
          label={t('login.password')}
          autoComplete="current-password"
          error={fieldError}
          idPrefix={idPrefix}
          required
          maxLength={128}
          autoFocus
        />
      ) : codeAsked ? (
        <>
          {feedback?.codeSent && (
            <p role="status" className="text-sm text-success">
              {t('myData.delete.codeSent')}
            </p>
          )}
          <TextField
            name="code"
            label={t('myData.delete.code')}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            error={fieldError}
            idPrefix={idPrefix}
            required
            autoFocus
          />
        </>
      ) : (
        <FormAlert>{feedback?.formError}</FormAlert>
      )}
      <div className="flex flex-wrap items-center gap-3">
        {(hasPassword || codeAsked) && (
          <button
            type="submit"
            name="intent"
            value="delete"
            aria-disabled={busy || undefined}
            className={dangerButton}
          >
            <Trash2 className="size-4" aria-hidden />
            {t('myData.delete.confirm')}
          </button>
        )}
        {!hasPassword && (
          <button
            type="submit"
            name="intent"
            value="code"
            formNoValidate
            aria-disabled={busy || undefined}
            className={outlineButton}
          >
            {t('myData.delete.sendCode')}
          </button>
        )}
        {cancel}
      </div>
    </Form>
  );
}

function ConfirmText({ hasPassword }: { hasPassword: boolean }) {
  const t = useT();
  return <>{t(hasPassword ? 'myData.delete.confirmPassword' : 'myData.delete.confirmCode')}</>;
}

/**
 * With JavaScript the question is a dialog (focus kept inside, Escape closes it); without, the
 * button leads to `?confirm=delete`, where the page asks in place.
 */
function DeletionDialog({
  state,
  feedback,
}: {
  state: PrivacyState;
  feedback: DeletionFeedback | undefined;
}) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const opener = useRef<HTMLAnchorElement>(null);
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Link
        ref={opener}
        to="?confirm=delete#delete"
        onClick={(event) => {
          event.preventDefault();
          setOpen(true);
        }}
        className={dangerButton}
        data-testid="delete-account"
      >
        <Trash2 className="size-4" aria-hidden />
        {t('myData.delete.title')}
      </Link>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/40" />
        <Dialog.Content
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            opener.current?.focus();
          }}
          className="fixed left-1/2 top-1/2 z-50 max-h-[90vh] w-[calc(100vw-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 space-y-4 overflow-y-auto rounded-xl bg-white p-5 shadow-2xl"
        >
          <div className="flex items-start justify-between gap-4">
            <div>
              <Dialog.Title className="text-lg font-bold">{t('myData.delete.confirmTitle')}</Dialog.Title>
              <Dialog.Description className="mt-1 text-sm text-muted">
                <ConfirmText hasPassword={state.hasPassword} />
              </Dialog.Description>
            </div>
            <Dialog.Close className="rounded-md p-1.5 hover:bg-surface" aria-label={t('agreement.close')}>
              <X className="size-5" aria-hidden />
            </Dialog.Close>
          </div>
          <DeletionWarnings state={state} />
          <DeletionForm
            hasPassword={state.hasPassword}
            feedback={feedback}
            idPrefix="delete-dialog"
            cancel={
              <Dialog.Close className="text-sm font-semibold text-muted hover:underline">
                {t('addresses.cancel')}
              </Dialog.Close>
            }
          />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

/** PRV-04 deletion: what happens and when, the warnings, and the twice-asked confirmation. */
export function MyDataDelete({
  state,
  confirming,
  feedback,
}: {
  state: PrivacyState;
  /** `?confirm=delete`: the question asked in the page (no JavaScript). */
  confirming: boolean;
  feedback: DeletionFeedback | undefined;
}) {
  const t = useT();
  const lang = useLang();
  return (
    <MyDataSection id="delete" title={t('myData.delete.title')} icon={Trash2}>
      <p>{t('myData.delete.now')}</p>
      <p>{t('myData.delete.later', { days: purgeAfterDays })}</p>
      {!state.canDeleteSelf ? (
        <p className="font-semibold text-ink" data-testid="seller-deletion">
          {t('myData.delete.seller')}{' '}
          <Link to={localizePath('/help#contact', lang)} className="text-accent hover:underline">
            {t('myData.delete.contact')}
          </Link>
        </p>
      ) : confirming ? (
        <div
          className="space-y-3 rounded-card border border-discount/30 bg-discount/5 p-4 text-ink"
          data-testid="delete-confirm"
        >
          <p role="alert" className="font-semibold">
            {t('myData.delete.confirmTitle')} <ConfirmText hasPassword={state.hasPassword} />
          </p>
          <DeletionWarnings state={state} />
          <DeletionForm
            hasPassword={state.hasPassword}
            feedback={feedback}
            action="?confirm=delete"
            idPrefix="delete-page"
            cancel={
              <Link to="." className="text-sm font-semibold text-muted hover:underline">
                {t('addresses.cancel')}
              </Link>
            }
          />
        </div>
      ) : (
        <>
          <DeletionWarnings state={state} />
          <DeletionDialog state={state} feedback={feedback} />
        </>
      )}
    </MyDataSection>
  );
}
