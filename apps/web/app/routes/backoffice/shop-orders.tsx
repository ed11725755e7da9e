import { SellerOrderTab } from '@bazar/contracts';
import { data } from 'react-router';
import { PageHeading } from '../../components/page-heading';
import { Pagination } from '../../components/pagination';
import { CabinetOrderCard, ShopCabinetHeader } from '../../features/backoffice/shop-cabinet';
import { SellerOrderTabs } from '../../features/sellers/order-tabs';
import { useLang, useT } from '../../lib/i18n';
import { localizePath } from '../../lib/language';
import { webOf } from '../../lib/load-context';
import { pageUrl } from '../../lib/page-url';
import { staticPageMeta } from '../../lib/route-meta';
import type { Route } from './+types/shop-orders';

export const meta = staticPageMeta('admin.shops.viewAsSeller');

/** `{lang}/admin/shops/:id/orders?tab=&page=`: the shop's parts of orders as its seller sees them, read-only. */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const id = Number(params.id);
  if (!Number.isInteger(id) || id <= 0 || id > 2_147_483_647) throw data(null, { status: 404 });
  const search = pageUrl(request).searchParams;
  const tab = SellerOrderTab.safeParse(search.get('tab') ?? 'all');
  const requested = Number(search.get('page'));
  const page = Number.isInteger(requested) && requested > 0 ? requested : 1;
  const { api } = webOf(context);
  const [shop, orders] = await Promise.all([
    api.backofficeShops.detail({ params: { id } }),
    api.sellerOrders.list({ query: { tab: tab.success ? tab.data : 'all', page, shopId: id, pageSize: 10 } }),
  ]);
  return { shop: { id: shop.id, name: shop.name }, tab: tab.success ? tab.data : 'all', orders };
}

/** Issue 17, "view as seller": the orders screen of the shop's cabinet, without any move. */
export default function ShopOrders({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const lang = useLang();
  const { shop, tab, orders } = loaderData;
  const pages = Math.max(1, Math.ceil(orders.total / orders.pageSize));
  const href = (to: SellerOrderTab, page = 1) =>
    localizePath(`/admin/shops/${shop.id}/orders?tab=${to}${page > 1 ? `&page=${page}` : ''}`, lang);
  return (
    <>
      <ShopCabinetHeader shop={shop} current="orders" />
      <PageHeading>{t('admin.shops.cabinet.ordersTitle', { shop: shop.name })}</PageHeading>
      <SellerOrderTabs current={tab} counts={orders.counts} href={href} />
      {orders.items.length === 0 ? (
        <p className="rounded-card border border-line p-6 text-center text-muted">
          {t('admin.shops.cabinet.noOrders')}
        </p>
      ) : (
        <ul className="space-y-4">
          {orders.items.map((part) => (
            <CabinetOrderCard key={part.id} part={part} />
          ))}
        </ul>
      )}
      <Pagination page={orders.page} pages={pages} hrefFor={(page) => href(tab, page)} />
    </>
  );
}
