import type { OrderPayment } from '@bazar/contracts';
import { Form, Link } from 'react-router';
import { useT } from '../../lib/i18n';

const choice =
  'flex cursor-pointer items-start gap-2 rounded-lg border border-line bg-white px-3 py-2 text-sm has-[:checked]:border-accent has-[:checked]:bg-accent-soft has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-accent';

/**
 * Where a paid order's money goes when it is cancelled: what a card paid goes back to the card, or,
 * if the buyer prefers, to the wallet at once; what the wallet paid always goes back to the wallet.
 */
function RefundChoice({ payment }: { payment: OrderPayment }) {
  const t = useT();
  const byCard = payment.paid - payment.fromWallet > 0;
  if (!byCard)
    return (
      <p className="mt-2 text-sm" data-testid="refund-to-wallet-note">
        {t('orderPayment.backToWallet')}
      </p>
    );
  return (
    <fieldset className="mt-3 space-y-2">
      <legend className="mb-1 text-sm font-semibold">{t('orderPayment.refundChoice')}</legend>
      <label className={choice}>
        <input type="radio" name="refundTo" value="source" defaultChecked className="mt-1 accent-accent" />
        <span>
          <span className="block font-semibold">{t('orderPayment.toSource')}</span>
          <span className="text-muted">{t('orderPayment.toSourceHint')}</span>
        </span>
      </label>
      <label className={choice}>
        <input type="radio" name="refundTo" value="wallet" className="mt-1 accent-accent" />
        <span>
          <span className="block font-semibold">{t('orderPayment.toWallet')}</span>
          <span className="text-muted">{t('orderPayment.toWalletHint')}</span>
        </span>
      </label>
    </fieldset>
  );
}

/** The question before the buyer cancels an order, with where its money goes when it was paid. */
export function CancelConfirm({ payment }: { payment: OrderPayment }) {
  const t = useT();
  // Paid, in part refunded, or part paid from the wallet while the card is still awaited.
  const moneyTaken = payment.paid - payment.refunded > 0;
  return (
    <Form
      method="post"
      className="rounded-card border border-discount/30 bg-discount/5 p-4"
      data-testid="cancel-confirm"
    >
      <p role="alert" className="font-semibold">
        {t('orders.cancelConfirm')}
      </p>
      {moneyTaken && <RefundChoice payment={payment} />}
      <div className="mt-3 flex flex-wrap items-center gap-3">
        <button
          type="submit"
          name="intent"
          value="cancel"
          className="rounded-lg bg-discount px-4 py-2 text-sm font-semibold text-white hover:opacity-90"
        >
          {t('orders.cancelYes')}
        </button>
        <Link to="." className="text-sm font-semibold text-muted hover:underline">
          {t('orders.keep')}
        </Link>
      </div>
    </Form>
  );
}
