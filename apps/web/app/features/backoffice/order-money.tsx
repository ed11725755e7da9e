import type { OperatorOrderMoney } from '@bazar/contracts';
import { Form, Link } from 'react-router';
import { useT } from '../../lib/i18n';
import { formatMoney } from '../../lib/money';
import { formatDateTime } from '../orders/order-parts';

const smallButton = 'rounded-md border border-line px-2.5 py-1 text-xs font-semibold hover:bg-surface';

/**
 * What an order took and gave back, for operators: each refund with where it went and, for one
 * the bank keeps refusing, how often it was tried, the bank's last answer, a button to ask the
 * bank again now (its automatic tries stop after about a week) and, for a member's order, a link
 * that opens the confirmation of giving it to the buyer's wallet instead (`?refund=<id>`).
 */
export function OrderMoney({
  money,
  here,
  buyerHasWallet,
  toWalletAsked,
}: {
  money: OperatorOrderMoney;
  here: string;
  buyerHasWallet: boolean;
  toWalletAsked: number | null;
}) {
  const t = useT();
  if (money.paid === 0 && money.refunds.length === 0) return null;
  return (
    <div className="mt-3 border-t border-line pt-3 text-sm" data-testid="admin-order-money">
      <p>{t('admin.orders.moneyTaken', { amount: formatMoney(money.paid) })}</p>
      {money.fromWallet > 0 && (
        <p className="text-muted">
          {t('orderPayment.fromWallet', { amount: formatMoney(money.fromWallet) })}
        </p>
      )}
      {money.refunds.length > 0 && (
        <ol className="mt-2 space-y-2">
          {money.refunds.map((refund) => (
            <li key={refund.id} data-testid="admin-order-refund" data-status={refund.status}>
              <span className="font-semibold">{formatMoney(refund.amount)}</span>{' '}
              <span className="text-muted">
                · {t(`admin.orders.refundTo.${refund.to}`)} · {formatDateTime(refund.at)}
              </span>
              <span className={`block ${refund.status === 'pending' ? 'text-amber-900' : 'text-success'}`}>
                {t(refund.status === 'pending' ? 'admin.orders.refundWaiting' : 'orderPayment.refundDone')}
              </span>
              {refund.lastError && (
                <span className="block text-discount" data-testid="admin-order-refund-error">
                  {t('admin.orders.refundRefused', { attempts: refund.attempts, error: refund.lastError })}
                </span>
              )}
              {refund.status === 'pending' && refund.to === 'card' && refund.lastError && (
                <Form method="post" className="mt-1 flex flex-wrap items-center gap-2">
                  <input type="hidden" name="refundId" value={refund.id} />
                  <button type="submit" name="intent" value="retry-refund" className={smallButton}>
                    {t('admin.orders.refundRetry')}
                  </button>
                  {buyerHasWallet && toWalletAsked !== refund.id && (
                    <Link to={`${here}?refund=${refund.id}`} className={smallButton}>
                      {t('admin.orders.refundToWallet')}
                    </Link>
                  )}
                </Form>
              )}
              {toWalletAsked === refund.id && (
                <Form
                  method="post"
                  className="mt-2 space-y-2 rounded-card border border-amber-300 bg-amber-50 p-3"
                  data-testid="refund-to-wallet-confirm"
                >
                  <input type="hidden" name="intent" value="refund-to-wallet" />
                  <input type="hidden" name="refundId" value={refund.id} />
                  <p role="alert" className="font-semibold">
                    {t('admin.orders.refundToWalletConfirm', { amount: formatMoney(refund.amount) })}
                  </p>
                  <div className="flex flex-wrap items-center gap-3">
                    <button
                      type="submit"
                      className="rounded-lg bg-accent px-3 py-1.5 text-sm font-semibold text-white hover:bg-accent-hover"
                    >
                      {t('admin.orders.confirmMove')}
                    </button>
                    <Link to={here} className="text-sm font-semibold text-muted hover:underline">
                      {t('admin.orders.keep')}
                    </Link>
                  </div>
                </Form>
              )}
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}
