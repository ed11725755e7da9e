import type { StatisticsFigures } from '@bazar/contracts';
import { Ban, Banknote, Boxes, Receipt, ShoppingBag } from 'lucide-react';
import type { ReactNode } from 'react';
import { type MessageKey, useT } from '../../lib/i18n';
import { formatMoney } from '../../lib/money';
import { formatPercent } from './stats-format';

const icon = 'size-5 text-accent';

const tiles: {
  key: keyof StatisticsFigures;
  label: MessageKey;
  icon: ReactNode;
  show: (n: number) => string;
}[] = [
  {
    key: 'revenue',
    label: 'seller.stats.revenue',
    icon: <Banknote className={icon} aria-hidden />,
    show: formatMoney,
  },
  {
    key: 'orders',
    label: 'seller.stats.orders',
    icon: <ShoppingBag className={icon} aria-hidden />,
    show: String,
  },
  { key: 'items', label: 'seller.stats.items', icon: <Boxes className={icon} aria-hidden />, show: String },
  {
    key: 'averageOrder',
    label: 'seller.stats.averageOrder',
    icon: <Receipt className={icon} aria-hidden />,
    show: formatMoney,
  },
  {
    key: 'cancellationRate',
    label: 'seller.stats.cancellationRate',
    icon: <Ban className={icon} aria-hidden />,
    show: formatPercent,
  },
];

/** The range's totals as five figures. */
export function StatsTiles({ totals }: { totals: StatisticsFigures }) {
  const t = useT();
  return (
    <dl className="mb-6 grid grid-cols-2 gap-3 sm:grid-cols-3 xl:grid-cols-5">
      {tiles.map((tile) => (
        <div
          key={tile.key}
          className="rounded-card border border-line p-4 last:col-span-2 sm:last:col-span-1"
          data-testid={`stats-${tile.key}`}
        >
          <dt className="flex items-center gap-2 text-sm text-muted">
            {tile.icon}
            {t(tile.label)}
          </dt>
          <dd className="mt-2 text-xl font-bold sm:text-2xl">{tile.show(totals[tile.key])}</dd>
        </div>
      ))}
    </dl>
  );
}
