import type { WalletEntry } from '@bazar/contracts';
import { ArrowDownLeft, ArrowUpRight, Gift, ReceiptText, RotateCcw } from 'lucide-react';
import { Link } from 'react-router';
import { useLang, useT } from '../../lib/i18n';
import { localizePath } from '../../lib/language';
import { formatMoney } from '../../lib/money';
import { formatDateTime } from '../orders/order-parts';

const kindIcon: Record<WalletEntry['kind'], typeof ArrowDownLeft> = {
  topUp: ArrowDownLeft,
  payment: ArrowUpRight,
  refund: RotateCcw,
  giftCard: Gift,
};

/** Money in with a plus, money out with the minus sign, so the sign reads without the colour. */
export function signedMoney(amount: number): string {
  return amount < 0 ? `−${formatMoney(-amount)}` : `+${formatMoney(amount)}`;
}

/**
 * The order an entry names, as a link: to the member's order when its id is known (the history names
 * orders by number only), else to the list of their orders.
 */
function OrderLink({ id, number }: { id: number; number: string }) {
  const t = useT();
  const lang = useLang();
  const to = localizePath(`/user/profile/my-orders/${id}`, lang);
  return (
    <Link to={to} className="font-medium text-accent hover:underline" data-testid="wallet-entry-order">
      {t('wallet.order')} {number}
    </Link>
  );
}

/** The wallet's movements, newest first: when (Asia/Baku), what, the order it was for, and the signed amount. */
export function WalletHistory({ entries }: { entries: WalletEntry[] }) {
  const t = useT();
  if (entries.length === 0)
    return (
      <div
        className="flex flex-col items-center rounded-card border border-dashed border-line px-4 py-10 text-center text-muted"
        data-testid="wallet-history-empty"
      >
        <ReceiptText className="size-10" aria-hidden />
        <p className="mt-2">{t('wallet.historyEmpty')}</p>
      </div>
    );
  return (
    <div className="overflow-hidden rounded-card border border-line">
      <div
        className="hidden grid-cols-[10rem_minmax(0,1fr)_minmax(0,1fr)_8rem] gap-4 border-b border-line bg-surface px-4 py-2 text-xs font-semibold text-muted sm:grid"
        aria-hidden
      >
        <span>{t('wallet.date')}</span>
        <span>{t('wallet.movement')}</span>
        <span>{t('wallet.order')}</span>
        <span className="text-right">{t('wallet.sum')}</span>
      </div>
      <ul className="divide-y divide-line" data-testid="wallet-history">
        {entries.map((entry) => {
          const Icon = kindIcon[entry.kind];
          const income = entry.amount >= 0;
          return (
            <li
              key={entry.id}
              className="flex items-start justify-between gap-4 px-4 py-3 text-sm sm:grid sm:grid-cols-[10rem_minmax(0,1fr)_minmax(0,1fr)_8rem] sm:items-center"
              data-testid="wallet-entry"
            >
              <div className="flex min-w-0 flex-col gap-0.5 sm:contents">
                <span className="inline-flex items-center gap-2 font-semibold sm:order-2">
                  <Icon
                    className={`size-4 shrink-0 ${income ? 'text-success' : 'text-discount'}`}
                    aria-hidden
                  />
                  {t(`wallet.kind.${entry.kind}`)}
                </span>
                <span className="text-xs text-muted sm:order-1 sm:text-sm">{formatDateTime(entry.at)}</span>
                <span className="sm:order-3">
                  {entry.orderId && entry.orderNumber && (
                    <OrderLink id={entry.orderId} number={entry.orderNumber} />
                  )}
                </span>
              </div>
              <span
                className={`shrink-0 text-right font-bold tabular-nums sm:order-4 ${income ? 'text-success' : 'text-discount'}`}
                data-testid="wallet-entry-amount"
              >
                {signedMoney(entry.amount)}
              </span>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
