import type { OrderStatus, SellerOrderPart } from '@bazar/contracts';
import { Form } from 'react-router';
import { FieldError, TextField } from '../../components/form';
import type { FormFeedback } from '../../lib/forms';
import { useT } from '../../lib/i18n';

export interface MoveFeedback extends FormFeedback {
  partId: number;
  /** The move that was refused, so its own form shows the error. */
  status: string;
}

const button =
  'rounded-lg px-4 py-2 text-sm font-semibold disabled:opacity-60 focus-visible:outline focus-visible:outline-2 focus-visible:outline-accent';
const primary = `${button} bg-accent text-white hover:bg-accent-hover`;
const secondary = `${button} border border-line bg-white hover:bg-surface`;
const danger = `${button} border border-discount text-discount hover:bg-discount/5`;

/** The moves a seller may make on a part now: each a small form that works without JavaScript. */
export function OrderActions({ part, feedback }: { part: SellerOrderPart; feedback?: MoveFeedback }) {
  const t = useT();
  // An order paid online is confirmed once its money is in (the API answers order.awaitingPayment).
  const awaitingPayment = part.paymentStatus === 'awaiting';
  const can = (status: OrderStatus) =>
    part.moves.includes(status) && !(awaitingPayment && status === 'confirmed');
  const mine = feedback?.partId === part.id ? feedback : undefined;
  const noteError = (status: OrderStatus) => (mine?.status === status ? mine.errors?.note : undefined);
  const field = (name: string) => `part-${part.id}-${name}`;
  if (part.moves.length === 0) return null;
  return (
    <div className="mt-4 space-y-3 border-t border-line pt-4" data-testid="order-actions">
      {mine?.formError && (
        <p role="alert" className="text-sm text-discount">
          {mine.formError}
        </p>
      )}
      {awaitingPayment && part.moves.includes('confirmed') && (
        <p className="text-sm text-amber-900" data-testid="awaiting-payment-note">
          {t('orderPayment.sellerAwaiting')}
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        {can('confirmed') && (
          <Form method="post">
            <input type="hidden" name="partId" value={part.id} />
            <button type="submit" name="status" value="confirmed" className={primary}>
              {t('sellerOrders.confirm')}
            </button>
          </Form>
        )}
        {can('delivered') && (
          <Form method="post">
            <input type="hidden" name="partId" value={part.id} />
            <button type="submit" name="status" value="delivered" className={primary}>
              {t('sellerOrders.deliver')}
            </button>
          </Form>
        )}
      </div>
      {can('shipped') && (
        <Form method="post" className="flex flex-col gap-2 sm:flex-row sm:items-end">
          <input type="hidden" name="partId" value={part.id} />
          <div className="grow">
            <TextField
              name="note"
              idPrefix={field('ship')}
              label={t('sellerOrders.trackingNote')}
              maxLength={500}
              error={noteError('shipped')}
            />
          </div>
          <button type="submit" name="status" value="shipped" className={primary}>
            {t('sellerOrders.ship')}
          </button>
        </Form>
      )}
      {can('refused') && (
        <details className="rounded-lg border border-line p-3">
          <summary className="cursor-pointer text-sm font-semibold">{t('sellerOrders.refuse')}</summary>
          <Form method="post" className="mt-3 space-y-2">
            <input type="hidden" name="partId" value={part.id} />
            <label className="flex items-center gap-2 text-sm">
              <input type="checkbox" name="justified" className="size-4 accent-accent" />
              {t('sellerOrders.refuseJustified')}
            </label>
            <TextField
              name="note"
              idPrefix={field('refuse')}
              label={t('sellerOrders.note')}
              maxLength={500}
            />
            <button type="submit" name="status" value="refused" className={danger}>
              {t('sellerOrders.refuseConfirm')}
            </button>
          </Form>
        </details>
      )}
      {can('returned') && (
        <details className="rounded-lg border border-line p-3">
          <summary className="cursor-pointer text-sm font-semibold">{t('sellerOrders.return')}</summary>
          <Form method="post" className="mt-3 space-y-2">
            <input type="hidden" name="partId" value={part.id} />
            <TextField
              name="note"
              idPrefix={field('return')}
              label={t('sellerOrders.note')}
              maxLength={500}
            />
            <button type="submit" name="status" value="returned" className={secondary}>
              {t('sellerOrders.returnConfirm')}
            </button>
          </Form>
        </details>
      )}
      {can('cancelled') && (
        <details
          className="rounded-lg border border-line p-3"
          open={noteError('cancelled') ? true : undefined}
        >
          <summary className="cursor-pointer text-sm font-semibold text-discount">
            {t('sellerOrders.cancel')}
          </summary>
          <Form method="post" className="mt-3 space-y-2">
            <input type="hidden" name="partId" value={part.id} />
            <label htmlFor={field('cancel-note')} className="block text-sm font-semibold">
              {t('sellerOrders.cancelReason')}
            </label>
            <textarea
              id={field('cancel-note')}
              name="note"
              rows={2}
              maxLength={500}
              aria-invalid={noteError('cancelled') ? true : undefined}
              aria-describedby={noteError('cancelled') ? `${field('cancel-note')}-error` : undefined}
              className="w-full rounded-lg border border-line px-3 py-2 text-sm outline-none focus:border-accent aria-[invalid]:border-discount"
            />
            <FieldError id={`${field('cancel-note')}-error`}>{noteError('cancelled')}</FieldError>
            <button type="submit" name="status" value="cancelled" className={danger}>
              {t('sellerOrders.cancelConfirm')}
            </button>
          </Form>
        </details>
      )}
    </div>
  );
}
