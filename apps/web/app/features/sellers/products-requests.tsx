import type { SellerProductRequest } from '@bazar/contracts';
import { Phone } from 'lucide-react';
import { Link } from 'react-router';
import { useLang, useT } from '../../lib/i18n';
import { localizePath } from '../../lib/language';
import { formatDateTime } from '../orders/order-parts';
import { ProductStatusBadge } from './products-status';

const cell =
  'flex justify-between gap-4 py-0.5 text-right before:shrink-0 before:font-normal before:text-muted before:content-[attr(data-label)] md:table-cell md:px-3 md:py-3 md:text-left md:align-top md:before:content-none';
const head = 'px-3 py-2 text-left text-xs font-semibold uppercase tracking-wide text-muted';

/** Buyers' requests about sold-out products: a table on wide screens, cards on phones. */
export function ProductRequestsTable({ rows }: { rows: SellerProductRequest[] }) {
  const t = useT();
  const lang = useLang();
  return (
    <table className="block w-full text-sm md:table md:rounded-card md:border md:border-line">
      <thead className="sr-only md:not-sr-only md:table-header-group md:bg-surface">
        <tr>
          <th className={head}>{t('seller.requests.date')}</th>
          <th className={head}>{t('seller.requests.product')}</th>
          <th className={head}>{t('seller.requests.buyer')}</th>
          <th className={head}>{t('seller.requests.message')}</th>
        </tr>
      </thead>
      <tbody className="flex flex-col gap-3 md:table-row-group">
        {rows.map((row) => (
          <tr
            key={row.id}
            className="block rounded-card border border-line p-4 md:table-row md:rounded-none md:border-0 md:border-t md:p-0"
            data-testid="product-request"
          >
            <td className={`${cell} whitespace-nowrap`} data-label={t('seller.requests.date')}>
              {formatDateTime(row.createdAt)}
            </td>
            <td className={`${cell} md:max-w-72`} data-label={t('seller.requests.product')}>
              <span className="min-w-0">
                {row.product.status === 'published' ? (
                  <Link
                    to={localizePath(`/product/${row.product.slug}`, lang)}
                    className="line-clamp-2 font-semibold hover:text-accent"
                  >
                    {row.product.title}
                  </Link>
                ) : (
                  <Link
                    to={localizePath(`/shop/product/${row.product.id}/edit`, lang)}
                    className="line-clamp-2 font-semibold hover:text-accent"
                  >
                    {row.product.title}
                  </Link>
                )}
                <span className="mt-0.5 flex flex-wrap items-center justify-end gap-x-2 gap-y-1 text-xs text-muted md:justify-start">
                  <span className="font-mono">{row.product.code}</span>
                  {row.variant && <span>{t('seller.requests.variant', { variant: row.variant })}</span>}
                  {row.product.status !== 'published' && <ProductStatusBadge status={row.product.status} />}
                  <span className={row.product.stockCount > 0 ? 'text-success' : ''}>
                    {t('seller.requests.stockNow', { count: row.product.stockCount })}
                  </span>
                </span>
              </span>
            </td>
            <td className={cell} data-label={t('seller.requests.buyer')}>
              <span>
                <span className="block font-semibold">{row.name}</span>
                <a
                  href={`tel:+${row.phone}`}
                  className="inline-flex items-center gap-1 text-accent hover:underline"
                  data-testid="product-request-phone"
                >
                  <Phone className="size-3.5" aria-hidden />+{row.phone}
                </a>
              </span>
            </td>
            <td
              className="block pt-2 md:table-cell md:max-w-80 md:px-3 md:py-3 md:align-top"
              data-testid="product-request-message"
            >
              <span className="sr-only md:hidden">{t('seller.requests.message')}: </span>
              <span className="whitespace-pre-line break-words">{row.message}</span>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
