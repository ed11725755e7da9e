import { type AdminPromoCode, PromoCodesQuery, promoCodeStates } from '@bazar/contracts';
import { Pencil, Plus } from 'lucide-react';
import { Link } from 'react-router';
import { PageHeading } from '../../components/page-heading';
import { primaryLink, rowButton } from '../../features/backoffice/catalogue-forms';
import { ListBody } from '../../features/backoffice/list/list-body';
import { QuickSearch } from '../../features/backoffice/list/list-filters';
import { formatDateTime } from '../../features/orders/order-parts';
import { useLang, useT } from '../../lib/i18n';
import { localizePath } from '../../lib/language';
import { webOf } from '../../lib/load-context';
import { formatMoney } from '../../lib/money';
import { pageUrl } from '../../lib/page-url';
import { staticPageMeta } from '../../lib/route-meta';
import type { Route } from './+types/promo-codes';

export const meta = staticPageMeta('admin.promo.title');

/** `{lang}/admin/promo-codes?state=&q=&page=`: codes by state, newest first; the filters live in the address. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const url = pageUrl(request);
  const given = Object.fromEntries([...url.searchParams].filter(([, value]) => value !== ''));
  const parsed = PromoCodesQuery.safeParse({ ...given, pageSize: 20 });
  const query = parsed.success ? parsed.data : PromoCodesQuery.parse({ pageSize: 20 });
  return { query, list: await webOf(context).api.backofficePromotions.promoCodes({ query }) };
}

/** The list's columns on wide screens; on a phone each code is a card with labelled lines. */
const columns = 'sm:grid-cols-[minmax(0,1fr)_7rem_9rem_9rem_2.75rem] sm:items-center';

function PromoRow({ row }: { row: AdminPromoCode }) {
  const t = useT();
  const lang = useLang();
  return (
    <li
      className="grid gap-2 border-t border-line p-3 text-sm first:border-t-0 sm:grid-cols-[minmax(0,1fr)_8rem_8rem_10rem_auto] sm:items-center"
      data-testid="promo-row"
    >
      <div className="min-w-0">
        <p className="font-mono font-semibold" data-testid="promo-code">
          {row.code}
        </p>
        <p className="text-xs text-muted">
          {t('admin.promo.for')}:{' '}
          {row.people.length === 0
            ? t('admin.promo.forEveryone')
            : t('admin.promo.forPeople', { count: row.people.length })}{' '}
          · {t('admin.promo.used', { count: row.used })}
        </p>
      </div>
      <p>
        <span className="text-muted sm:sr-only">{t('admin.promo.discount')}: </span>
        {formatMoney(row.discount)}
      </p>
      <p>
        <span className="text-muted sm:sr-only">{t('admin.promo.minOrder')}: </span>
        {formatMoney(row.minOrder)}
      </p>
      <p>
        <span className="text-muted sm:sr-only">{t('admin.promo.until')}: </span>
        {formatDateTime(row.expiresAt)}
      </p>
      <Link
        to={localizePath(`/admin/promo-codes/${row.id}`, lang)}
        className={`${rowButton} justify-self-start`}
      >
        <Pencil className="size-4" aria-hidden />
        <span className="sr-only">{t('admin.promo.edit', { code: row.code })}</span>
      </Link>
    </li>
  );
}

/** Issue 17: the promo codes buyers type at checkout, active or expired, found by code. */
export default function PromoCodes({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const lang = useLang();
  const { query, list } = loaderData;
  const base = localizePath('/admin/promo-codes', lang);
  const hrefFor = (page: number) =>
    `${base}?${new URLSearchParams({ state: query.state, ...(query.q ? { q: query.q } : {}), ...(page > 1 ? { page: String(page) } : {}) })}`;
  return (
    <>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <PageHeading sub={t('admin.promo.hint')}>{t('admin.promo.title')}</PageHeading>
        <Link
          to={localizePath('/admin/promo-codes/new', lang)}
          className={primaryLink}
          data-testid="promo-new"
        >
          <Plus className="size-4" aria-hidden />
          {t('admin.promo.new')}
        </Link>
      </div>
      <nav className="mb-4 flex flex-wrap gap-2" aria-label={t('admin.promo.title')}>
        {promoCodeStates.map((state) => (
          <Link
            key={state}
            to={`${base}?state=${state}`}
            aria-current={query.state === state ? 'page' : undefined}
            className="rounded-full border border-line px-3 py-1.5 text-sm aria-[current=page]:border-accent aria-[current=page]:bg-accent-soft aria-[current=page]:font-semibold aria-[current=page]:text-accent"
          >
            {t(`admin.promo.state.${state}`)}
          </Link>
        ))}
      </nav>
      <QuickSearch
        action={base}
        idPrefix="promo-filter"
        q={query.q ?? ''}
        label={t('admin.promo.search')}
        button={t('admin.promo.show')}
        width="sm:w-64"
        buttonWidth="sm:w-auto"
        maxLength={100}
      >
        <input type="hidden" name="state" value={query.state} />
      </QuickSearch>
      <ListBody
        list={list}
        found={t('admin.promo.found', { count: list.total })}
        empty={t('admin.promo.empty')}
        hrefFor={hrefFor}
      >
        <div className="rounded-card border border-line">
          <div
            className={`${columns} hidden gap-2 bg-surface px-3 py-2 text-sm text-muted sm:grid`}
            aria-hidden
          >
            <span>{t('admin.promo.code')}</span>
            <span>{t('admin.promo.discount')}</span>
            <span>{t('admin.promo.minOrder')}</span>
            <span>{t('admin.promo.until')}</span>
            <span />
          </div>
          <ul data-testid="promo-list">
            {list.items.map((row) => (
              <PromoRow key={row.id} row={row} />
            ))}
          </ul>
        </div>
      </ListBody>
    </>
  );
}
