import type { ProductStatus, SellerProductRow } from '@bazar/contracts';
import { Archive, EyeOff, ImageOff, Pencil, Send } from 'lucide-react';
import type { ReactNode } from 'react';
import { Form, Link } from 'react-router';
import { SquareImage } from '../../components/responsive-image';
import { type MessageKey, useLang, useT } from '../../lib/i18n';
import { localizePath } from '../../lib/language';
import { formatMoney } from '../../lib/money';
import { ProductStatusBadge } from './products-status';

/** A row's moves as the seller names them (spec: archive, send to pending, unpublish). */
export const moveLook: Record<ProductStatus, { label: MessageKey; icon: ReactNode } | undefined> = {
  archived: { label: 'seller.products.move.archived', icon: <Archive className="size-4" aria-hidden /> },
  pending: { label: 'seller.products.move.pending', icon: <Send className="size-4" aria-hidden /> },
  unpublished: { label: 'seller.products.move.unpublished', icon: <EyeOff className="size-4" aria-hidden /> },
  published: undefined,
  rejected: undefined,
};

/** Taking a product off sale hides it from buyers at once, so it asks first. */
export const needsConfirmation = (row: { status: ProductStatus }) => row.status === 'published';

export const button =
  'inline-flex items-center gap-1.5 whitespace-nowrap rounded-lg border px-3 py-1.5 text-xs font-semibold xl:px-2';
const quiet = `${button} border-line hover:border-accent hover:text-accent`;

/** The moves the API offers for the row, each a form post; those taking it off sale ask first. */
function RowActions({
  row,
  confirmHref,
}: {
  row: SellerProductRow;
  confirmHref: (id: number, status: ProductStatus) => string;
}) {
  const t = useT();
  const lang = useLang();
  return (
    <div className="flex flex-wrap gap-2 xl:flex-nowrap xl:justify-end">
      <Link
        to={localizePath(`/shop/product/${row.id}/edit`, lang)}
        className={quiet}
        title={t('seller.products.edit')}
        data-testid="product-edit"
      >
        <Pencil className="size-4" aria-hidden />
        <span className="xl:sr-only">{t('seller.products.edit')}</span>
      </Link>
      {row.moves.map((status) => {
        const look = moveLook[status];
        if (!look) return null;
        return needsConfirmation(row) ? (
          <Link
            key={status}
            to={confirmHref(row.id, status)}
            className={quiet}
            title={t(look.label)}
            data-testid={`product-move-${status}`}
          >
            {look.icon}
            <span className="xl:sr-only">{t(look.label)}</span>
          </Link>
        ) : (
          <Form key={status} method="post">
            <input type="hidden" name="id" value={row.id} />
            <input type="hidden" name="status" value={status} />
            <button
              type="submit"
              className={quiet}
              title={t(look.label)}
              data-testid={`product-move-${status}`}
            >
              {look.icon}
              <span className="xl:sr-only">{t(look.label)}</span>
            </button>
          </Form>
        );
      })}
    </div>
  );
}

// Below wide screens each row is a card (two abreast on tablets): photo and title on top, every other cell a labelled line.
const cell =
  'col-span-2 flex justify-between gap-4 py-0.5 text-right before:shrink-0 before:font-normal before:text-muted before:content-[attr(data-label)] xl:table-cell xl:px-2 xl:py-3 xl:text-left xl:align-top xl:before:content-none';
const head = 'px-2 py-2 text-left text-xs font-semibold uppercase text-muted';

/**
 * The seller's products: a table on wide screens, cards below, each row with its legal moves.
 * Without `confirmHref` it is read-only (an operator viewing a shop's cabinet): no moves, and the
 * title opens nothing to edit.
 */
export function ProductsTable({
  rows,
  confirmHref,
  confirmingId = null,
}: {
  rows: SellerProductRow[];
  confirmHref?: (id: number, status: ProductStatus) => string;
  /** The row whose move the page asks to confirm, marked. */
  confirmingId?: number | null;
}) {
  const t = useT();
  const lang = useLang();
  return (
    // Wide screens scroll the table inside its frame rather than the page, should it ever not fit.
    <div className="xl:overflow-x-auto xl:rounded-card xl:border xl:border-line">
      <table className="block w-full text-sm xl:table">
        <thead className="sr-only xl:not-sr-only xl:table-header-group xl:bg-surface">
          <tr>
            <th className={head}>{t('seller.products.col.image')}</th>
            <th className={head}>{t('seller.products.col.code')}</th>
            <th className={head}>{t('seller.products.col.title')}</th>
            <th className={head}>{t('seller.products.col.stockCode')}</th>
            <th className={`${head} xl:text-right`}>{t('seller.products.col.stockCount')}</th>
            <th className={`${head} xl:text-right`}>{t('seller.products.col.price')}</th>
            <th className={`${head} xl:text-right`}>{t('seller.products.col.discountedPrice')}</th>
            <th className={head}>{t('seller.products.col.status')}</th>
            <th className={head}>{t('seller.products.col.rejectionReason')}</th>
            {confirmHref && <th className={`${head} xl:text-right`}>{t('seller.products.col.actions')}</th>}
          </tr>
        </thead>
        <tbody className="grid gap-3 md:grid-cols-2 xl:table-row-group">
          {rows.map((row) => (
            <tr
              key={row.id}
              className={`grid grid-cols-[4rem_minmax(0,1fr)] gap-x-3 gap-y-1 rounded-card border p-3 xl:table-row xl:rounded-none xl:border-0 xl:border-t xl:p-0 ${
                row.id === confirmingId ? 'border-discount/40 bg-discount/5' : 'border-line'
              }`}
              data-testid="product-row"
              data-product-id={row.id}
            >
              <td className="row-span-2 xl:table-cell xl:w-16 xl:px-2 xl:py-3 xl:align-top">
                {row.image ? (
                  <SquareImage
                    src={row.image}
                    alt={row.title}
                    size={64}
                    className="size-16 rounded-lg border border-line object-cover xl:size-12"
                  />
                ) : (
                  <span
                    className="flex size-16 items-center justify-center rounded-lg border border-line bg-surface text-muted xl:size-12"
                    title={t('seller.products.noPhoto')}
                  >
                    <ImageOff className="size-5" aria-hidden />
                    <span className="sr-only">{t('seller.products.noPhoto')}</span>
                  </span>
                )}
              </td>
              <td
                className={`${cell} max-xl:hidden whitespace-nowrap font-mono text-xs`}
                data-label={t('seller.products.col.code')}
              >
                {row.code}
              </td>
              <td className="col-start-2 min-w-0 xl:table-cell xl:min-w-32 xl:max-w-64 xl:px-2 xl:py-3 xl:align-top">
                {confirmHref ? (
                  <Link
                    to={localizePath(`/shop/product/${row.id}/edit`, lang)}
                    className="line-clamp-2 font-semibold hover:text-accent"
                    data-testid="product-title"
                  >
                    {row.title}
                  </Link>
                ) : (
                  <span className="line-clamp-2 font-semibold" data-testid="product-title">
                    {row.title}
                  </span>
                )}
                <span className="mt-1 flex flex-wrap items-center gap-2 text-xs text-muted xl:hidden">
                  <span className="font-mono">{row.code}</span>
                  <ProductStatusBadge status={row.status} />
                </span>
                {row.status === 'published' && (
                  <Link
                    to={localizePath(`/product/${row.slug}`, lang)}
                    className="mt-1 inline-block text-xs font-semibold text-accent hover:underline"
                  >
                    {t('seller.products.view')}
                  </Link>
                )}
              </td>
              <td
                className={`${cell} xl:whitespace-nowrap xl:text-xs`}
                data-label={t('seller.products.col.stockCode')}
              >
                {row.stockCode}
              </td>
              <td
                className={`${cell} xl:text-right ${row.stockCount === 0 ? 'font-semibold text-discount' : ''}`}
                data-label={t('seller.products.col.stockCount')}
              >
                {row.stockCount}
              </td>
              <td
                className={`${cell} whitespace-nowrap font-semibold xl:text-right`}
                data-label={t('seller.products.col.price')}
              >
                {formatMoney(row.price)}
              </td>
              <td
                className={`${cell} whitespace-nowrap xl:text-right ${row.discountedPrice === null ? 'max-xl:hidden' : 'font-semibold text-discount'}`}
                data-label={t('seller.products.col.discountedPrice')}
              >
                {row.discountedPrice === null ? '—' : formatMoney(row.discountedPrice)}
              </td>
              <td className={`${cell} max-xl:hidden`} data-label={t('seller.products.col.status')}>
                <ProductStatusBadge status={row.status} />
              </td>
              <td
                className={`${cell} xl:max-w-48 xl:text-xs ${row.rejectionReason ? 'text-discount' : 'max-xl:hidden'}`}
                data-label={t('seller.products.col.rejectionReason')}
                data-testid="product-rejection-reason"
              >
                {row.rejectionReason ?? '—'}
              </td>
              {confirmHref && (
                <td className="col-span-2 mt-2 xl:mt-0 xl:table-cell xl:px-2 xl:py-3 xl:align-top">
                  <RowActions row={row} confirmHref={confirmHref} />
                </td>
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
