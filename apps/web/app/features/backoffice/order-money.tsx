import type { OperatorOrderMoney } from '@bazar/contracts';
import { Form } from 'react-router';
import { useT } from '../../lib/i18n';
import { formatMoney } from '../../lib/money';
import { formatDateTime } from '../orders/order-parts';

/**
 * What an order took and gave back, for operators: each refund with where it went and, for one
 * the bank keeps refusing, how often it was tried, the bank's last answer and a button to ask
 * the bank again now (its automatic tries stop after about a week).
 */
export function OrderMoney({ money }: { money: OperatorOrderMoney }) {
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
                <Form method="post" className="mt-1">
                  <input type="hidden" name="refundId" value={refund.id} />
                  <button
                    type="submit"
                    name="intent"
                    value="retry-refund"
                    className="rounded-md border border-line px-2.5 py-1 text-xs font-semibold hover:bg-surface"
                  >
                    {t('admin.orders.refundRetry')}
                  </button>
                </Form>
              )}
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}
