import { type PersonRow, Role } from '@bazar/contracts';
import { Link } from 'react-router';
import { type MessageKey, useLang, useT } from '../../lib/i18n';
import { localizePath } from '../../lib/language';
import { formatDateTime } from '../orders/order-parts';
import { AdminTable } from './list/admin-table';
import { FilterSelect, SearchFilters } from './list/list-filters';

export interface PeopleView {
  q?: string;
  role?: number;
  blocked?: 'yes' | 'no';
  page: number;
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
    <SearchFilters name="people" action={action} q={view.q} searchLabel={t('admin.people.search')}>
      <FilterSelect
        name="role"
        idPrefix="people"
        width="sm:w-48"
        label={t('admin.people.role')}
        value={view.role}
        anyLabel={t('admin.people.allRoles')}
        options={roles.map((role) => ({ value: role, label: t(roleKey(role)) }))}
      />
      <FilterSelect
        name="blocked"
        idPrefix="people"
        width="sm:w-48"
        label={t('admin.people.blockedFilter')}
        value={view.blocked}
        anyLabel={t('admin.people.anyBlocked')}
        options={[
          { value: 'yes', label: t('admin.people.onlyBlocked') },
          { value: 'no', label: t('admin.people.onlyActive') },
        ]}
      />
    </SearchFilters>
  );
}

/** People: a table on wide screens, cards on a phone, each opening the person's page. */
export function PeopleTable({ rows }: { rows: PersonRow[] }) {
  const t = useT();
  const lang = useLang();
  const href = (id: number) => localizePath(`/admin/people/${id}`, lang);
  const contacts = (row: PersonRow) =>
    [row.phone ? `+${row.phone}` : null, row.email].filter(Boolean).join(' · ');
  return (
    <AdminTable
      name="person"
      rows={rows}
      columns={[
        {
          head: t('admin.people.col.person'),
          cell: (row) => (
            <>
              <Link to={href(row.id)} className="font-semibold hover:text-accent" data-testid="person-link">
                {row.firstName} {row.lastName}
              </Link>
              {row.shop && <p className="text-xs text-muted">{row.shop.name}</p>}
            </>
          ),
        },
        { head: t('admin.people.col.contacts'), className: 'text-muted', cell: contacts },
        { head: t('admin.people.role'), cell: (row) => <RoleBadge role={row.role} /> },
        {
          head: t('admin.people.col.created'),
          className: 'whitespace-nowrap text-muted',
          cell: (row) => formatDateTime(row.createdAt),
        },
        {
          head: t('admin.people.col.state'),
          cell: (row) => <BlockedBadge blocked={row.blockedAt !== null} />,
        },
      ]}
      card={(row) => (
        <>
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
        </>
      )}
    />
  );
}
