import { type PersonRow, Role } from '@bazar/contracts';
import { Search } from 'lucide-react';
import { Form, Link } from 'react-router';
import { SelectField } from '../../components/form';
import { type MessageKey, useLang, useT } from '../../lib/i18n';
import { localizePath } from '../../lib/language';
import { formatDateTime } from '../orders/order-parts';

export interface PeopleView {
  q?: string;
  role?: number;
  blocked?: 'yes' | 'no';
  page: number;
}

export function peopleSearch(view: PeopleView): string {
  const query = new URLSearchParams();
  if (view.q) query.set('q', view.q);
  if (view.role) query.set('role', String(view.role));
  if (view.blocked) query.set('blocked', view.blocked);
  if (view.page > 1) query.set('page', String(view.page));
  return query.size ? `?${query}` : '';
}

export const roleKey = (role: number): MessageKey =>
  `admin.people.roleName.${[1, 2, 3, 4].includes(role) ? role : 4}` as MessageKey;
const roles = [Role.Customer, Role.Seller, Role.Staff, Role.Admin];

export function RoleBadge({ role }: { role: number }) {
  const t = useT();
  const operator = role === Role.Staff || role === Role.Admin;
  return (
    <span
      className={`inline-flex whitespace-nowrap rounded-full px-2.5 py-0.5 text-xs font-semibold ${
        operator ? 'bg-accent/10 text-accent' : 'bg-surface text-muted'
      }`}
      data-testid="role-badge"
    >
      {t(roleKey(role))}
    </span>
  );
}

export function BlockedBadge({ blocked }: { blocked: boolean }) {
  const t = useT();
  return blocked ? (
    <span
      className="inline-flex rounded-full bg-discount/10 px-2.5 py-0.5 text-xs font-semibold text-discount"
      data-testid="blocked-badge"
    >
      {t('admin.people.blocked')}
    </span>
  ) : (
    <span className="inline-flex rounded-full bg-success/10 px-2.5 py-0.5 text-xs font-semibold text-success">
      {t('admin.people.active')}
    </span>
  );
}

/** The search box (name, phone or e-mail), then role and blocked: a GET form. */
export function PeopleFilters({ action, view }: { action: string; view: PeopleView }) {
  const t = useT();
  return (
    <Form method="get" action={action} role="search" className="mb-4 space-y-3" data-testid="people-filters">
      <div className="flex gap-2">
        <label htmlFor="people-q" className="sr-only">
          {t('admin.people.search')}
        </label>
        <input
          id="people-q"
          name="q"
          type="search"
          defaultValue={view.q}
          placeholder={t('admin.people.search')}
          autoComplete="off"
          className="w-full min-w-0 rounded-lg border border-line bg-white px-3 py-2.5 text-base outline-none focus:border-accent sm:max-w-md sm:text-sm"
        />
        <button
          type="submit"
          className="inline-flex shrink-0 items-center gap-1.5 rounded-lg bg-accent px-4 py-2.5 text-sm font-semibold text-white hover:bg-accent-hover"
        >
          <Search className="size-4" aria-hidden />
          {t('admin.shops.find')}
        </button>
      </div>
      <div className="grid grid-cols-2 gap-3 sm:flex sm:flex-wrap sm:items-end">
        <div className="sm:w-48">
          <SelectField
            name="role"
            label={t('admin.people.role')}
            defaultValue={view.role ?? ''}
            idPrefix="people"
          >
            <option value="">{t('admin.people.allRoles')}</option>
            {roles.map((role) => (
              <option key={role} value={role}>
                {t(roleKey(role))}
              </option>
            ))}
          </SelectField>
        </div>
        <div className="sm:w-48">
          <SelectField
            name="blocked"
            label={t('admin.people.blockedFilter')}
            defaultValue={view.blocked ?? ''}
            idPrefix="people"
          >
            <option value="">{t('admin.people.anyBlocked')}</option>
            <option value="yes">{t('admin.people.onlyBlocked')}</option>
            <option value="no">{t('admin.people.onlyActive')}</option>
          </SelectField>
        </div>
        <button
          type="submit"
          className="col-span-2 rounded-lg border border-line bg-white px-4 py-2.5 text-sm font-semibold hover:bg-surface sm:col-span-1"
        >
          {t('admin.shops.apply')}
        </button>
      </div>
    </Form>
  );
}

const head = 'px-3 py-2 text-left text-xs font-semibold uppercase text-muted';

/** People: a table on wide screens, cards on a phone, each opening the person's page. */
export function PeopleTable({ rows }: { rows: PersonRow[] }) {
  const t = useT();
  const lang = useLang();
  const href = (id: number) => localizePath(`/admin/people/${id}`, lang);
  const contacts = (row: PersonRow) =>
    [row.phone ? `+${row.phone}` : null, row.email].filter(Boolean).join(' · ');
  return (
    <>
      <div className="hidden overflow-x-auto rounded-card border border-line md:block">
        <table className="w-full text-sm">
          <thead className="bg-surface">
            <tr>
              <th scope="col" className={head}>
                {t('admin.people.col.person')}
              </th>
              <th scope="col" className={head}>
                {t('admin.people.col.contacts')}
              </th>
              <th scope="col" className={head}>
                {t('admin.people.role')}
              </th>
              <th scope="col" className={head}>
                {t('admin.people.col.created')}
              </th>
              <th scope="col" className={head}>
                {t('admin.people.col.state')}
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr
                key={row.id}
                className="border-t border-line align-top"
                data-testid="person-row"
                data-person-id={row.id}
              >
                <td className="px-3 py-3">
                  <Link
                    to={href(row.id)}
                    className="font-semibold hover:text-accent"
                    data-testid="person-link"
                  >
                    {row.firstName} {row.lastName}
                  </Link>
                  {row.shop && <p className="text-xs text-muted">{row.shop.name}</p>}
                </td>
                <td className="px-3 py-3 text-muted">{contacts(row)}</td>
                <td className="px-3 py-3">
                  <RoleBadge role={row.role} />
                </td>
                <td className="whitespace-nowrap px-3 py-3 text-muted">{formatDateTime(row.createdAt)}</td>
                <td className="px-3 py-3">
                  <BlockedBadge blocked={row.blockedAt !== null} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <ul className="space-y-3 md:hidden">
        {rows.map((row) => (
          <li key={row.id} className="rounded-card border border-line p-3" data-testid="person-card">
            <div className="flex items-start justify-between gap-2">
              <Link to={href(row.id)} className="min-w-0 font-semibold hover:text-accent">
                {row.firstName} {row.lastName}
              </Link>
              <BlockedBadge blocked={row.blockedAt !== null} />
            </div>
            <p className="break-words text-xs text-muted">{contacts(row)}</p>
            <div className="mt-2 flex flex-wrap items-center gap-2 text-xs text-muted">
              <RoleBadge role={row.role} />
              {row.shop && <span>{row.shop.name}</span>}
              <span>{formatDateTime(row.createdAt)}</span>
            </div>
          </li>
        ))}
      </ul>
    </>
  );
}
