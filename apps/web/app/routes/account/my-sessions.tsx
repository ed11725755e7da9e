import type { SessionInfo } from '@bazar/contracts';
import { LogOut, Monitor, MonitorSmartphone, ShieldCheck, Smartphone } from 'lucide-react';
import { Form, Link, redirectDocument, useSearchParams } from 'react-router';
import { PageHeading } from '../../components/page-heading';
import { smallButton } from '../../features/checkout/phone-confirmation';
import { formatDateTime } from '../../features/orders/order-parts';
import { type MessageKey, translator, useT } from '../../lib/i18n';
import { localizePath } from '../../lib/language';
import { webOf } from '../../lib/load-context';
import { pageUrl } from '../../lib/page-url';
import { langParam, staticPageMeta } from '../../lib/route-meta';
import { clearedSessionCookies } from '../../lib/session.server';
import { redirectWithToast, toastSetCookie } from '../../lib/toast.server';
import type { Route } from './+types/my-sessions';

export const meta = staticPageMeta('account.sessions');

export async function loader({ context }: Route.LoaderArgs) {
  return webOf(context).api.accounts.sessions({});
}

/**
 * Signs one other device out, every other device (this one stays), or every device (this one too,
 * which then goes to sign in).
 */
export async function action({ request, params, context }: Route.ActionArgs) {
  const lang = langParam(params.lang);
  const t = translator(lang);
  const here = pageUrl(request).pathname;
  const form = await request.formData();
  if (form.get('intent') === 'everywhere') {
    const answer = await webOf(context).api.accounts.signOutEverywhere({});
    if (!answer.ok) throw redirectWithToast(here, { kind: 'error', message: answer.problem.detail });
    const headers = new Headers();
    for (const cookie of clearedSessionCookies(request)) headers.append('set-cookie', cookie);
    headers.append(
      'set-cookie',
      toastSetCookie({ kind: 'success', message: t('sessions.signedOutEverywhere') }),
    );
    return redirectDocument(localizePath('/login', lang), { headers });
  }
  if (form.get('intent') === 'others') {
    const answer = await webOf(context).api.accounts.signOutOthers({});
    throw redirectWithToast(
      here,
      answer.ok
        ? { kind: 'success', message: t('sessions.signedOutOthers') }
        : { kind: 'error', message: answer.problem.detail },
    );
  }
  const answer = await webOf(context).api.accounts.endSession({
    params: { id: String(form.get('id') ?? '') },
  });
  throw redirectWithToast(
    here,
    answer.ok
      ? { kind: 'success', message: t('sessions.signedOut') }
      : { kind: 'error', message: answer.problem.detail },
  );
}

function SessionCard({ session }: { session: SessionInfo }) {
  const t = useT();
  const mobile = session.os === 'Android' || session.os === 'iOS';
  const Icon = mobile ? Smartphone : Monitor;
  const device = [session.browser, session.os].filter(Boolean).join(' · ') || t('sessions.unknownDevice');
  return (
    <li
      className="flex flex-wrap items-start gap-3 rounded-card border border-line p-4"
      data-testid="session-card"
    >
      <Icon className="mt-0.5 size-6 shrink-0 text-accent" aria-hidden />
      <div className="min-w-0 flex-1 text-sm">
        <p className="font-semibold">
          {device}
          {session.current && (
            <span className="ml-2 inline-flex items-center gap-1 rounded bg-accent-soft px-2 py-0.5 text-xs font-semibold text-accent">
              <ShieldCheck className="size-3" aria-hidden />
              {t('sessions.thisDevice')}
            </span>
          )}
        </p>
        {session.ip && (
          <p className="whitespace-nowrap text-muted">
            {t('sessions.address')}: {session.ip}
          </p>
        )}
        <p className="flex flex-wrap gap-x-3 text-muted">
          <span className="whitespace-nowrap">
            {t('sessions.started')}: {formatDateTime(session.createdAt)}
          </span>
          <span className="whitespace-nowrap">
            {t('sessions.lastUsed')}: {formatDateTime(session.lastSeenAt)}
          </span>
        </p>
      </div>
      {!session.current && (
        <Form method="post">
          <input type="hidden" name="id" value={session.id} />
          <button
            type="submit"
            name="intent"
            value="end"
            className={`${smallButton} inline-flex items-center gap-1.5`}
          >
            <LogOut className="size-4" aria-hidden />
            {t('sessions.signOut')}
          </button>
        </Form>
      )}
    </li>
  );
}

type Confirming = 'others' | 'everywhere';

const confirmText: Record<Confirming, { question: MessageKey; yes: MessageKey }> = {
  others: { question: 'sessions.othersConfirm', yes: 'sessions.othersYes' },
  everywhere: { question: 'sessions.everywhereConfirm', yes: 'sessions.everywhereYes' },
};

/** The question before signing devices out in bulk; without JavaScript it is a page of its own state. */
function ConfirmBulk({ intent }: { intent: Confirming }) {
  const t = useT();
  return (
    <Form
      method="post"
      className="mt-6 flex flex-wrap items-center gap-3 rounded-lg bg-discount/5 p-3"
      data-testid={`${intent}-confirm`}
    >
      <p role="alert" className="text-sm font-semibold">
        {t(confirmText[intent].question)}
      </p>
      <button
        type="submit"
        name="intent"
        value={intent}
        className="rounded-lg bg-discount px-4 py-2 text-sm font-semibold text-white hover:opacity-90"
      >
        {t(confirmText[intent].yes)}
      </button>
      <Link to="." className="text-sm font-semibold text-muted hover:underline">
        {t('addresses.cancel')}
      </Link>
    </Form>
  );
}

const bulkLink =
  'inline-flex items-center gap-1.5 rounded-lg border border-discount px-4 py-2.5 text-sm font-semibold text-discount hover:bg-discount/5';

/** Where the account is signed in: each device and address, sign one out, the others, or everywhere. */
export default function MySessions({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const [search] = useSearchParams();
  const others = loaderData.items.some((session) => !session.current);
  const asked = search.get('confirm');
  const confirming: Confirming | null =
    asked === 'everywhere' || (asked === 'others' && others) ? asked : null;
  return (
    <>
      <PageHeading>{t('account.sessions')}</PageHeading>
      <p className="mb-4 text-sm text-muted">{t('sessions.intro')}</p>
      <ul className="grid gap-3">
        {loaderData.items.map((session) => (
          <SessionCard key={session.id} session={session} />
        ))}
      </ul>
      {confirming ? (
        <ConfirmBulk intent={confirming} />
      ) : (
        <div className="mt-6 flex flex-wrap gap-3">
          {others && (
            <Link to="?confirm=others" className={bulkLink}>
              <MonitorSmartphone className="size-4" aria-hidden />
              {t('sessions.others')}
            </Link>
          )}
          <Link to="?confirm=everywhere" className={bulkLink}>
            <LogOut className="size-4" aria-hidden />
            {t('sessions.everywhere')}
          </Link>
        </div>
      )}
    </>
  );
}
