import { WalletMinimal } from 'lucide-react';
import { useT } from '../../lib/i18n';
import { formatMoney } from '../../lib/money';

/** The wallet's balance, large, with what the wallet is for. */
export function WalletBalance({ balance }: { balance: number }) {
  const t = useT();
  return (
    <section
      className="flex flex-col justify-between gap-4 rounded-card bg-accent p-5 text-white"
      aria-labelledby="wallet-balance-title"
    >
      <div className="flex items-center gap-2">
        <WalletMinimal className="size-5" aria-hidden />
        <h2 id="wallet-balance-title" className="font-semibold">
          {t('wallet.balance')}
        </h2>
      </div>
      <p className="text-4xl font-bold tabular-nums" data-testid="wallet-balance">
        {formatMoney(balance)}
      </p>
      <p className="text-sm text-white/85">{t('wallet.intro')}</p>
    </section>
  );
}
