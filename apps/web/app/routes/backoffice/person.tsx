import {
  assignableRoles,
  BlockPersonBody,
  isChildOn,
  marketDay,
  purgeAfterDays,
  Role,
} from '@bazar/contracts';
import { Baby, Ban, ChevronLeft, KeyRound, ShieldCheck, Trash2, Unlock } from 'lucide-react';
import type { ReactNode } from 'react';
import { data, Form, Link } from 'react-router';
import { TextField } from '../../components/form';
import { PageHeading } from '../../components/page-heading';
import { Pagination } from '../../components/pagination';
import { useOperator } from '../../features/backoffice/operator';
import { BlockedBadge, RoleBadge, roleKey } from '../../features/backoffice/people-list';
import { ShopStatusBadge } from '../../features/backoffice/shops-list';
import { formatDateTime, paymentKey, StatusBadge } from '../../features/orders/order-parts';
import { type FieldErrors, formValues, validate } from '../../lib/forms';
import { translator, useLang, useT } from '../../lib/i18n';
import { localizePath } from '../../lib/language';
import { webOf } from '../../lib/load-context';
import { formatMoney } from '../../lib/money';
import { pageUrl } from '../../lib/page-url';
import { langParam, staticPageMeta } from '../../lib/route-meta';
import { redirectWithToast } from '../../lib/toast.server';
import type { Route } from './+types/person';

export const meta = staticPageMeta('admin.people.title');

const idOf = (param: string | undefined) => {
  const id = Number(param);
  if (!Number.isInteger(id) || id <= 0 || id > 2_147_483_647) throw data(null, { status: 404 });
  return id;
};

const isAssignable = (role: number) => (assignableRoles as readonly number[]).includes(role);

/**
 * `{lang}/admin/people/:id?page=`: a person and their orders; `?confirm=block` asks for the reason
 * and confirms a block, `?role=2` confirms a role change, `?confirm=delete` a deletion (Admin).
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const id = idOf(params.id);
  const search = pageUrl(request).searchParams;
  const requested = Number(search.get('page'));
  const page = Number.isInteger(requested) && requested > 0 ? requested : 1;
  const { api } = webOf(context);
  const [person, orders] = await Promise.all([
    api.backofficePeople.detail({ params: { id } }),
    api.backofficePeople.orders({ params: { id }, query: { page, pageSize: 10 } }),
  ]);
  const role = Number(search.get('role'));
  return {
    person,
    orders,
    confirmBlock: search.get('confirm') === 'block',
    confirmDelete: search.get('confirm') === 'delete',
    confirmRole: isAssignable(role) ? role : null,
  };
}

/**
 * Block (with its reason), unblock, a new role, a parent's consent; a toast on the person's page.
 * A deleted account's toast is shown on the list of people.
 */
export async function action({ request, params, context }: Route.ActionArgs) {
  const lang = langParam(params.lang);
  const t = translator(lang);
  const id = idOf(params.id);
  const back = localizePath(`/admin/people/${id}`, lang);
  const form = formValues(await request.formData());
  const { api } = webOf(context);
  const name = async () => {
    const person = await api.backofficePeople.detail({ params: { id } });
    return `${person.firstName} ${person.lastName}`;
  };
  if (form.intent === 'block') {
    const body = validate(BlockPersonBody, form, lang);
    if (!body.ok) return data({ errors: body.errors }, { status: 400 });
    const answer = await api.backofficePeople.block({ params: { id }, body: body.data });
    if (!answer.ok) throw redirectWithToast(back, { kind: 'error', message: answer.problem.detail });
    throw redirectWithToast(back, {
      kind: 'success',
      message: t('admin.people.done.block', { name: await name() }),
    });
  }
  if (form.intent === 'unblock') {
    const answer = await api.backofficePeople.unblock({ params: { id } });
    if (!answer.ok) throw redirectWithToast(back, { kind: 'error', message: answer.problem.detail });
    throw redirectWithToast(back, {
      kind: 'success',
      message: t('admin.people.done.unblock', { name: await name() }),
    });
  }
  if (form.intent === 'delete') {
    // Named before: the deletion takes the name off the account.
    const named = await name();
    const answer = await api.privacy.deletePerson({ params: { id } });
    if (!answer.ok) throw redirectWithToast(back, { kind: 'error', message: answer.problem.detail });
    throw redirectWithToast(localizePath('/admin/people', lang), {
      kind: 'success',
      message: t('admin.people.done.delete', { name: named }),
    });
  }
  if (form.intent === 'parentalConsent') {
    const answer = await api.privacy.parentalConsent({ params: { id } });
    if (!answer.ok) throw redirectWithToast(back, { kind: 'error', message: answer.problem.detail });
    throw redirectWithToast(back, {
      kind: 'success',
      message: t('admin.people.done.parentalConsent', { name: await name() }),
    });
  }
  if (form.intent === 'resetSecondFactor') {
    const answer = await api.secondFactor.reset({ params: { id } });
    if (!answer.ok) throw redirectWithToast(back, { kind: 'error', message: answer.problem.detail });
    throw redirectWithToast(back, { kind: 'success', message: t('admin.people.secondFactorResetDone') });
  }
  if (form.intent === 'role') {
    const role = Number(form.role);
    const answer = await api.backofficePeople.setRole({ params: { id }, body: { role } });
    if (!answer.ok) throw redirectWithToast(back, { kind: 'error', message: answer.problem.detail });
    throw redirectWithToast(back, {
      kind: 'success',
      message: t('admin.people.done.role', { name: await name(), role: t(roleKey(answer.value.role)) }),
    });
  }
  throw data(null, { status: 400 });
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid grid-cols-[8rem_minmax(0,1fr)] gap-2 py-1 text-sm sm:grid-cols-[10rem_minmax(0,1fr)]">
      <dt className="text-muted">{label}</dt>
      <dd className="min-w-0 break-words">{children}</dd>
    </div>
  );
}

const sectionClass = 'rounded-card border border-line p-4';
const button = 'inline-flex items-center justify-center gap-1.5 rounded-lg px-4 py-2.5 text-sm font-semibold';

/** A confirmation's two answers: the action (posting its intent) and going back without it. */
function ConfirmActions({
  intent,
  tone,
  cancelTo,
  children,
}: {
  intent: string;
  tone: 'danger' | 'primary';
  cancelTo: string;
  children: ReactNode;
}) {
  const t = useT();
  const colours =
    tone === 'danger'
      ? 'bg-discount text-white hover:opacity-90'
      : 'bg-accent text-white hover:bg-accent-hover';
  return (
    <div className="flex flex-wrap items-center gap-3">
      <button type="submit" name="intent" value={intent} className={`${button} ${colours}`}>
        {children}
      </button>
      <Link to={cancelTo} className="text-sm font-semibold text-muted hover:underline">
        {t('admin.people.cancel')}
      </Link>
    </div>
  );
}

/**
 * PRV-02, PRV-04 (Admin): a child's parental consent, and deleting an account on the person's
 * request, confirmed with its consequences named.
 */
function PersonalData({
  person,
  name,
  here,
  confirming,
}: {
  person: Route.ComponentProps['loaderData']['person'];
  name: string;
  here: string;
  confirming: boolean;
}) {
  const t = useT();
  return (
    <section aria-labelledby="person-privacy" className={`${sectionClass} space-y-3`}>
      <h2 id="person-privacy" className="text-lg font-semibold">
        {t('admin.people.privacy')}
      </h2>
      {person.deletedAt !== null && (
        <p className="text-sm font-semibold text-discount" data-testid="person-deleted">
          {t('admin.people.deletedOn', { date: formatDateTime(person.deletedAt) })}
        </p>
      )}
      {isChildOn(person.birthday, marketDay(new Date())) &&
        person.parentalConsentAt === null &&
        person.deletedAt === null && (
          <Form method="post" className="space-y-2 rounded-lg bg-amber-50 p-3 text-sm text-amber-900">
            <p className="flex items-start gap-2 font-semibold">
              <Baby className="mt-0.5 size-4 shrink-0" aria-hidden />
              {t('admin.people.child')}
            </p>
            <button
              type="submit"
              name="intent"
              value="parentalConsent"
              className={`${button} border border-line bg-white text-ink hover:bg-surface`}
              data-testid="person-parental-consent"
            >
              {t('admin.people.parentalConsent')}
            </button>
          </Form>
        )}
      <p className="text-xs text-muted">{t('admin.people.privacyHint', { days: purgeAfterDays })}</p>
      {person.deletedAt !== null ? null : confirming ? (
        <Form
          method="post"
          className="space-y-3 rounded-card border border-discount/30 bg-discount/5 p-4"
          data-testid="person-delete-confirm"
        >
          <p role="alert" className="text-sm font-semibold">
            {t('admin.people.confirmDelete', { name, days: purgeAfterDays })}
          </p>
          <ConfirmActions intent="delete" tone="danger" cancelTo={here}>
            <Trash2 className="size-4" aria-hidden />
            {t('admin.people.deleteYes')}
          </ConfirmActions>
        </Form>
      ) : (
        <Link
          to={`${here}?confirm=delete`}
          className={`${button} border border-discount text-discount hover:bg-discount/5`}
          data-testid="person-delete"
        >
          <Trash2 className="size-4" aria-hidden />
          {t('admin.people.delete')}
        </Link>
      )}
    </section>
  );
}

/** Issue 17: a person's profile, access (block, unblock), role (Admin) and orders. */
export default function Person({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const lang = useLang();
  const operator = useOperator();
  const { person, orders, confirmBlock, confirmDelete, confirmRole } = loaderData;
  const errors: FieldErrors = (actionData as { errors?: FieldErrors } | undefined)?.errors ?? {};
  const name = `${person.firstName} ${person.lastName}`;
  const self = person.id === operator.id;
  const here = localizePath(`/admin/people/${person.id}`, lang);
  // Operators' accounts, and accounts an Admin blocked, are an Admin's to block and unblock.
  const personIsOperator = person.role === Role.Staff || person.role === Role.Admin;
  const canBlock = !self && (operator.isAdmin || !personIsOperator);
  const canUnblock = operator.isAdmin || !(personIsOperator || person.blockedByAdmin);
  const askBlock = (confirmBlock || Boolean(errors.note)) && !person.blockedAt && canBlock;
  const pages = Math.max(1, Math.ceil(orders.total / orders.pageSize));
  const none = <span className="text-muted">{t('admin.shops.notGiven')}</span>;
  return (
    <>
      <Link
        to={localizePath('/admin/people', lang)}
        className="mb-2 inline-flex items-center gap-1 text-sm text-muted hover:text-accent"
      >
        <ChevronLeft className="size-4" aria-hidden />
        {t('admin.people.back')}
      </Link>
      <PageHeading>{name}</PageHeading>
      <div className="mb-4 flex flex-wrap items-center gap-2">
        <RoleBadge role={person.role} />
        <BlockedBadge blocked={person.blockedAt !== null} />
        {self && <span className="text-sm text-muted">{t('admin.people.you')}</span>}
      </div>
      <div className="grid gap-4 xl:grid-cols-2">
        <section aria-labelledby="person-profile" className={sectionClass}>
          <h2 id="person-profile" className="mb-3 text-lg font-semibold">
            {t('admin.people.profile')}
          </h2>
          <dl>
            <Fact label={t('admin.people.phone')}>
              {person.phone ? `+${person.phone}` : none}
              {person.phone && (
                <span className="block text-xs text-muted">
                  {t(
                    person.phoneConfirmed ? 'admin.people.phoneConfirmed' : 'admin.people.phoneNotConfirmed',
                  )}
                </span>
              )}
            </Fact>
            <Fact label={t('admin.people.email')}>{person.email ?? none}</Fact>
            <Fact label={t('admin.people.fatherName')}>{person.fatherName ?? none}</Fact>
            <Fact label={t('admin.people.birthday')}>{person.birthday ?? none}</Fact>
            <Fact label={t('admin.people.created')}>{formatDateTime(person.createdAt)}</Fact>
            <Fact label={t('admin.people.sessions')}>{person.liveSessions}</Fact>
            {person.shop && (
              <Fact label={t('admin.people.shop')}>
                <Link
                  to={localizePath(`/admin/shops/${person.shop.id}`, lang)}
                  className="font-semibold text-accent hover:underline"
                >
                  {person.shop.name}
                </Link>{' '}
                <ShopStatusBadge status={person.shop.status} />
              </Fact>
            )}
          </dl>
        </section>
        <div className="space-y-4">
          {operator.isAdmin && personIsOperator && !self && (
            <section aria-labelledby="person-second-factor" className={sectionClass}>
              <h2 id="person-second-factor" className="mb-2 text-lg font-semibold">
                {t('admin.people.secondFactor')}
              </h2>
              <p className="mb-3 text-sm text-muted">{t('admin.people.secondFactorResetHint')}</p>
              <Form method="post">
                <button
                  type="submit"
                  name="intent"
                  value="resetSecondFactor"
                  className={`${button} border border-line bg-white text-ink hover:bg-surface`}
                  data-testid="person-reset-second-factor"
                >
                  <KeyRound className="size-4" aria-hidden />
                  {t('admin.people.secondFactorReset')}
                </button>
              </Form>
            </section>
          )}
          <section aria-labelledby="person-access" className={sectionClass}>
            <h2 id="person-access" className="mb-3 text-lg font-semibold">
              {t('admin.people.access')}
            </h2>
            {person.blockedAt ? (
              <div className="space-y-2 text-sm" data-testid="person-blocked">
                <p className="font-semibold text-discount">
                  {t('admin.people.blockedSince', { date: formatDateTime(person.blockedAt) })}
                </p>
                {person.blockNote && <p>{t('admin.people.blockReason', { note: person.blockNote })}</p>}
                {!canUnblock && (
                  <p className="text-muted" data-testid="person-unblock-admin-only">
                    {t('admin.people.unblockAdminOnly')}
                  </p>
                )}
                {canUnblock && (
                  <Form method="post">
                    <button
                      type="submit"
                      name="intent"
                      value="unblock"
                      className={`${button} bg-accent text-white hover:bg-accent-hover`}
                      data-testid="person-unblock"
                    >
                      <Unlock className="size-4" aria-hidden />
                      {t('admin.people.unblock')}
                    </button>
                  </Form>
                )}
              </div>
            ) : askBlock ? (
              <Form
                method="post"
                className="space-y-3 rounded-card border border-discount/30 bg-discount/5 p-4"
                data-testid="person-block-confirm"
              >
                <p role="alert" className="font-semibold">
                  {t('admin.people.confirmBlock', { name })}
                </p>
                <TextField
                  name="note"
                  label={t('admin.people.blockNote')}
                  error={errors.note}
                  idPrefix="block"
                  required
                  maxLength={1000}
                  autoFocus
                />
                <ConfirmActions intent="block" tone="danger" cancelTo={here}>
                  <Ban className="size-4" aria-hidden />
                  {t('admin.people.block')}
                </ConfirmActions>
              </Form>
            ) : (
              <div className="flex flex-wrap items-center gap-3 text-sm">
                <span>{t('admin.people.active')}</span>
                {canBlock && (
                  <Link
                    to={`${here}?confirm=block`}
                    className={`${button} border border-discount text-discount hover:bg-discount/5`}
                    data-testid="person-block"
                  >
                    <Ban className="size-4" aria-hidden />
                    {t('admin.people.block')}
                  </Link>
                )}
              </div>
            )}
          </section>
          {operator.isAdmin && !self && (
            <PersonalData person={person} name={name} here={here} confirming={confirmDelete} />
          )}
          {operator.isAdmin && person.role !== Role.Seller && (
            <section aria-labelledby="person-role" className={sectionClass}>
              <h2 id="person-role" className="mb-1 text-lg font-semibold">
                {t('admin.people.roleSection')}
              </h2>
              <p className="mb-3 text-xs text-muted">{t('admin.people.roleHint')}</p>
              {confirmRole !== null && confirmRole !== person.role ? (
                <Form
                  method="post"
                  className="space-y-3 rounded-card border border-discount/30 bg-discount/5 p-4"
                  data-testid="person-role-confirm"
                >
                  <input type="hidden" name="role" value={confirmRole} />
                  <p role="alert" className="font-semibold">
                    {t('admin.people.confirmRole', { name, role: t(roleKey(confirmRole)) })}
                  </p>
                  <ConfirmActions intent="role" tone="primary" cancelTo={here}>
                    <ShieldCheck className="size-4" aria-hidden />
                    {t('admin.people.changeRole')}
                  </ConfirmActions>
                </Form>
              ) : (
                <Form method="get" className="flex flex-wrap items-end gap-3" data-testid="person-role-form">
                  <div className="w-full sm:w-56">
                    <label htmlFor="person-new-role" className="mb-1 block text-sm font-semibold">
                      {t('admin.people.newRole')}
                    </label>
                    <select
                      id="person-new-role"
                      name="role"
                      defaultValue={person.role}
                      className="w-full rounded-lg border border-line bg-white px-3 py-2.5 text-base outline-none focus:border-accent sm:text-sm"
                    >
                      {assignableRoles.map((role) => (
                        <option key={role} value={role}>
                          {t(roleKey(role))}
                        </option>
                      ))}
                    </select>
                  </div>
                  <button type="submit" className={`${button} border border-line bg-white hover:bg-surface`}>
                    {t('admin.people.changeRole')}
                  </button>
                </Form>
              )}
            </section>
          )}
        </div>
      </div>
      <section aria-labelledby="person-orders" className={`${sectionClass} mt-4`}>
        <h2 id="person-orders" className="mb-3 text-lg font-semibold">
          {t('admin.people.orders')} <span className="text-sm font-normal text-muted">({orders.total})</span>
        </h2>
        {orders.items.length === 0 ? (
          <p className="text-sm text-muted">{t('admin.people.noOrders')}</p>
        ) : (
          <ul className="divide-y divide-line" data-testid="person-orders">
            {orders.items.map((order) => (
              <li key={order.id} className="flex flex-wrap items-center justify-between gap-2 py-2 text-sm">
                <div className="min-w-0">
                  <Link
                    to={localizePath(`/admin/orders/${order.id}`, lang)}
                    className="font-semibold text-accent hover:underline"
                  >
                    {order.number}
                  </Link>
                  <p className="text-xs text-muted">
                    {formatDateTime(order.createdAt)} · {t(paymentKey(order.paymentType))}
                  </p>
                </div>
                <div className="flex flex-wrap items-center gap-2">
                  {[...new Set(order.statuses)].map((status) => (
                    <StatusBadge key={status} status={status} />
                  ))}
                  <span className="whitespace-nowrap font-semibold">{formatMoney(order.total)}</span>
                </div>
              </li>
            ))}
          </ul>
        )}
        <Pagination
          page={orders.page}
          pages={pages}
          hrefFor={(page) => `${here}${page > 1 ? `?page=${page}` : ''}`}
        />
      </section>
    </>
  );
}
