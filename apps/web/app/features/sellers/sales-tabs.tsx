import type { SalesFilter } from '@bazar/contracts';
import { Link } from 'react-router';
import { type MessageKey, useLang, useT } from '../../lib/i18n';
import { localizePath } from '../../lib/language';

const filters: { value: SalesFilter; label: MessageKey }[] = [
  { value: 'all', label: 'seller.sales.filter.all' },
  { value: 'selling', label: 'seller.sales.filter.selling' },
  { value: 'not-selling', label: 'seller.sales.filter.not-selling' },
];

/** The spec's sales groups as tabs; switching keeps the date range and starts at page 1. */
export function SalesTabs({ current, search }: { current: SalesFilter; search: string }) {
  const t = useT();
  const lang = useLang();
  return (
    <nav aria-label={t('seller.sales.filter.label')} className="mb-4 border-b border-line">
      <ul className="-mb-px flex gap-1 overflow-x-auto">
        {filters.map((filter) => (
          <li key={filter.value}>
            <Link
              to={`${localizePath(`/shop/sales/${filter.value}/1`, lang)}${search}`}
              aria-current={filter.value === current ? 'page' : undefined}
              className="inline-block whitespace-nowrap border-b-2 border-transparent px-4 py-2.5 text-sm font-semibold text-muted hover:text-ink aria-[current=page]:border-accent aria-[current=page]:text-accent"
              data-testid={`sales-tab-${filter.value}`}
            >
              {t(filter.label)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
