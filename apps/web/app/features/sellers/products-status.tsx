import type { ProductGroup, ProductStatus } from '@bazar/contracts';
import { type MessageKey, useT } from '../../lib/i18n';

const statusLook: Record<ProductStatus, string> = {
  pending: 'bg-amber-100 text-amber-900',
  published: 'bg-success/10 text-success',
  unpublished: 'bg-surface text-muted',
  archived: 'bg-surface text-muted',
  rejected: 'bg-discount/10 text-discount',
};

export const productStatusKey = (status: ProductStatus): MessageKey => `seller.products.status.${status}`;
export const productGroupKey = (group: ProductGroup): MessageKey => `seller.products.group.${group}`;

/** Where a product stands, as the seller's table shows it. */
export function ProductStatusBadge({ status }: { status: ProductStatus }) {
  const t = useT();
  return (
    <span
      className={`inline-block whitespace-nowrap rounded-full px-2.5 py-0.5 text-xs font-semibold ${statusLook[status]}`}
      data-testid="product-status"
    >
      {t(productStatusKey(status))}
    </span>
  );
}
