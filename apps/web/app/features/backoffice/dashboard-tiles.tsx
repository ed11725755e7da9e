import type { AdminDashboard, DashboardFigures } from '@bazar/contracts';
import { ClipboardCheck, Mail, RotateCcw, Store } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { type MessageKey, useLang, useT } from '../../lib/i18n';
import { localizePath } from '../../lib/language';
import { formatMoney } from '../../lib/money';

const icon = 'size-5 text-accent';

const waitingTiles: {
  key: 'products' | 'shops' | 'messages';
  label: MessageKey;
  to: string;
  icon: ReactNode;
}[] = [
  {
    key: 'products',
    label: 'admin.dashboard.waitingProducts',
    to: '/admin/moderation',
    icon: <ClipboardCheck className={icon} aria-hidden />,
  },
  {
    key: 'shops',
    label: 'admin.dashboard.waitingShops',
    to: '/admin/shops?status=waiting',
    icon: <Store className={icon} aria-hidden />,
  },
  {
    key: 'messages',
    label: 'admin.dashboard.waitingMessages',
    to: '/admin/messages',
    icon: <Mail className={icon} aria-hidden />,
  },
];

/** What waits for an operator, each a link to the list where it is done. */
export function WaitingTiles({ waiting }: { waiting: AdminDashboard['waiting'] }) {
  const t = useT();
  const lang = useLang();
  return (
    <ul className="mb-6 grid gap-3 sm:grid-cols-3" aria-label={t('admin.dashboard.waiting')}>
      {waitingTiles.map((tile) => (
        <li key={tile.key}>
          <Link
            to={localizePath(tile.to, lang)}
            className="flex h-full items-center gap-3 rounded-card border border-line p-4 hover:border-accent"
            data-testid={`waiting-${tile.key}`}
          >
            {tile.icon}
            <span className="text-sm text-muted">{t(tile.label)}</span>
            <span className="ms-auto text-2xl font-bold">{waiting[tile.key]}</span>
          </Link>
        </li>
      ))}
      {waiting.refunds > 0 && (
        <li>
          <Link
            to={localizePath(`/admin/orders/${waiting.refundOrderId}`, lang)}
            className="flex h-full items-center gap-3 rounded-card border border-discount p-4 hover:border-accent"
            data-testid="waiting-refunds"
          >
            <RotateCcw className="size-5 text-discount" aria-hidden />
            <span className="text-sm text-muted">{t('admin.dashboard.waitingRefunds')}</span>
            <span className="ms-auto text-2xl font-bold">{waiting.refunds}</span>
          </Link>
        </li>
      )}
    </ul>
  );
}

/** A span's four figures: shop orders, sales, new buyers, new shops. */
export function DashboardSpan({
  id,
  title,
  figures,
}: {
  id: string;
  title: string;
  figures: DashboardFigures;
}) {
  const t = useT();
  const rows: { label: MessageKey; value: string; key: keyof DashboardFigures }[] = [
    { key: 'orders', label: 'admin.dashboard.orders', value: String(figures.orders) },
    { key: 'revenue', label: 'seller.stats.revenue', value: formatMoney(figures.revenue) },
    { key: 'newBuyers', label: 'admin.dashboard.newBuyers', value: String(figures.newBuyers) },
    { key: 'newShops', label: 'admin.dashboard.newShops', value: String(figures.newShops) },
  ];
  return (
    <section className="rounded-card border border-line p-4" aria-labelledby={`span-${id}`}>
      <h2 id={`span-${id}`} className="mb-3 font-semibold">
        {title}
      </h2>
      <dl className="grid grid-cols-2 gap-3">
        {rows.map((row) => (
          <div key={row.key} data-testid={`${id}-${row.key}`}>
            <dt className="text-sm text-muted">{t(row.label)}</dt>
            <dd className="text-xl font-bold">{row.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
