import type { SellerOrderPart } from '@bazar/contracts';
import { ChevronLeft, Eye } from 'lucide-react';
import { Link } from 'react-router';
import { useLang, useT } from '../../lib/i18n';
import { localizePath } from '../../lib/language';
import { formatDate } from '../../lib/route-meta';
import { deliveryKey, PaymentName, StatusBadge } from '../orders/order-parts';
import { FoldedHistory } from '../orders/order-view';
import { PartBody } from '../orders/part-body';
import { BuyerName } from '../privacy/buyer-name';

/** "View as seller": the way back to the shop, the read-only notice and the cabinet's screens as tabs. */
export function ShopCabinetHeader({
  shop,
  current,
}: {
  shop: { id: number; name: string };
  current: 'products' | 'orders';
}) {
  const t = useT();
  const lang = useLang();
  const tabs = [
    { key: 'products', to: `/admin/shops/${shop.id}/products`, label: t('admin.shops.cabinet.products') },
    { key: 'orders', to: `/admin/shops/${shop.id}/orders`, label: t('admin.shops.cabinet.orders') },
  ] as const;
  return (
    <>
      <Link
        to={localizePath(`/admin/shops/${shop.id}`, lang)}
        className="mb-2 inline-flex items-center gap-1 text-sm text-muted hover:text-accent"
      >
        <ChevronLeft className="size-4" aria-hidden />
        {shop.name}
      </Link>
      <p
        className="mb-3 flex items-start gap-2 rounded-lg border border-line bg-surface px-3 py-2 text-sm"
        data-testid="read-only-notice"
      >
        <Eye className="mt-0.5 size-4 shrink-0 text-accent" aria-hidden />
        {t('admin.shops.cabinet.readOnly')}
      </p>
      <nav aria-label={t('admin.shops.viewAsSeller')} className="mb-4">
        <ul className="flex gap-2">
          {tabs.map((tab) => (
            <li key={tab.key}>
              <Link
                to={localizePath(tab.to, lang)}
                aria-current={tab.key === current ? 'page' : undefined}
                className="inline-block rounded-full border border-line px-4 py-1.5 text-sm font-semibold hover:border-accent aria-[current=page]:border-accent aria-[current=page]:bg-accent aria-[current=page]:text-white"
              >
                {tab.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </>
  );
}

/** One part of an order as the seller sees it, without any move; the order opens in the back office. */
export function CabinetOrderCard({ part }: { part: SellerOrderPart }) {
  const t = useT();
  const lang = useLang();
  return (
    <li className="rounded-card border border-line p-4" data-testid="cabinet-order" aria-label={part.number}>
      <header className="flex flex-wrap items-start justify-between gap-2 border-b border-line pb-3">
        <div>
          <Link
            to={localizePath(`/admin/orders/${part.orderId}`, lang)}
            className="font-semibold text-accent hover:underline"
          >
            {part.number}
          </Link>
          <p className="text-sm text-muted">
            {formatDate(part.createdAt)} · {t(deliveryKey(part.deliveryType))} ·{' '}
            <PaymentName type={part.paymentType} instalment={part.instalment} />
          </p>
        </div>
        <StatusBadge status={part.status} />
      </header>
      <PartBody part={part}>
        <div className="min-w-0 text-sm">
          <h3 className="font-semibold">{t('sellerOrders.buyer')}</h3>
          <p>
            <BuyerName name={part.buyer.name} surname={part.buyer.surname} />
            {part.buyer.phone && `, +${part.buyer.phone}`}
          </p>
          <p className="text-muted">
            {part.address.city}, {part.address.district}, {part.address.text}
          </p>
          <FoldedHistory events={part.events} feedback={part.feedback} />
        </div>
      </PartBody>
    </li>
  );
}
