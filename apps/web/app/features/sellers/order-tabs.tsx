import { type SellerOrderTab, sellerOrderTabs } from '@bazar/contracts';
import { Link } from 'react-router';
import { useT } from '../../lib/i18n';

/** A shop's orders by stage, each tab with its count: in the seller's cabinet and an operator's view of it. */
export function SellerOrderTabs({
  current,
  counts,
  href,
}: {
  current: SellerOrderTab;
  counts: Record<SellerOrderTab, number>;
  href: (tab: SellerOrderTab) => string;
}) {
  const t = useT();
  return (
    <nav aria-label={t('sellerOrders.tabs')} className="-mx-4 mb-4 overflow-x-auto px-4">
      <ul className="flex gap-1 border-b border-line">
        {sellerOrderTabs.map((to) => (
          <li key={to}>
            <Link
              to={href(to)}
              aria-current={to === current ? 'page' : undefined}
              className="-mb-px inline-flex items-center gap-1.5 whitespace-nowrap border-b-2 border-transparent px-3 py-2 text-sm hover:text-accent aria-[current=page]:border-accent aria-[current=page]:font-semibold aria-[current=page]:text-accent"
            >
              {t(`sellerOrders.tab.${to}`)}
              <span className="rounded-full bg-surface px-1.5 text-xs text-muted">{counts[to]}</span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
