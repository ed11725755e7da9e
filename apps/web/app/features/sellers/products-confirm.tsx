import type { ProductStatus, SellerProductRow } from '@bazar/contracts';
import { Form, Link } from 'react-router';
import { type MessageKey, useT } from '../../lib/i18n';
import { button, moveLook } from './products-table';

/**
 * The question before a move that takes a product off sale, above the table: where the page opens
 * when the row's action link loads it (with or without JavaScript). Answering posts the move.
 */
export function ProductMoveConfirm({
  row,
  status,
  cancelHref,
}: {
  row: SellerProductRow;
  status: ProductStatus;
  cancelHref: string;
}) {
  const t = useT();
  const look = moveLook[status];
  return (
    <Form
      method="post"
      className="mb-4 rounded-card border border-discount/30 bg-discount/5 p-4"
      data-testid="product-confirm"
    >
      <input type="hidden" name="id" value={row.id} />
      <input type="hidden" name="status" value={status} />
      <p role="alert" className="font-semibold">
        {t(`seller.products.confirm.${status}` as MessageKey, { title: row.title })}
      </p>
      <div className="mt-3 flex flex-wrap items-center gap-3">
        <button
          type="submit"
          className={`${button} border-discount bg-discount text-white hover:opacity-90 xl:px-3`}
          // biome-ignore lint/a11y/noAutofocus: the question opened at the seller's request; its answer takes the focus
          autoFocus
        >
          {look?.icon}
          {look && t(look.label)}
        </button>
        <Link to={cancelHref} className="text-sm font-semibold text-muted hover:underline">
          {t('seller.products.confirm.cancel')}
        </Link>
      </div>
    </Form>
  );
}
