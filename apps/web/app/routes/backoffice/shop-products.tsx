import { ProductGroup } from '@bazar/contracts';
import { data, Form } from 'react-router';
import { PageHeading } from '../../components/page-heading';
import { Pagination } from '../../components/pagination';
import { ShopCabinetHeader } from '../../features/backoffice/shop-cabinet';
import { ProductsTable } from '../../features/sellers/products-table';
import { ProductTabs } from '../../features/sellers/products-tabs';
import { useLang, useT } from '../../lib/i18n';
import { localizePath } from '../../lib/language';
import { webOf } from '../../lib/load-context';
import { pageUrl } from '../../lib/page-url';
import { staticPageMeta } from '../../lib/route-meta';
import type { Route } from './+types/shop-products';

export const meta = staticPageMeta('admin.shops.viewAsSeller');

const pageSize = 20;

/**
 * `{lang}/admin/shops/:id/products?group=&q=&page=`: the shop's products in the seller's groups,
 * read through the cabinet's own call for the named shop. Nothing here writes.
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const id = Number(params.id);
  if (!Number.isInteger(id) || id <= 0 || id > 2_147_483_647) throw data(null, { status: 404 });
  const search = pageUrl(request).searchParams;
  const group = ProductGroup.safeParse(search.get('group') ?? 'all-products');
  const requested = Number(search.get('page'));
  const page = Number.isInteger(requested) && requested > 0 ? requested : 1;
  const q = (search.get('q') ?? '').trim().slice(0, 100);
  const { api } = webOf(context);
  const [shop, products] = await Promise.all([
    api.backofficeShops.detail({ params: { id } }),
    api.sellerProducts.list({
      query: {
        group: group.success ? group.data : 'all-products',
        page,
        pageSize,
        q: q || undefined,
        shopId: id,
      },
    }),
  ]);
  return {
    shop: { id: shop.id, name: shop.name },
    group: group.success ? group.data : 'all-products',
    q,
    products,
  };
}

/** Issue 17, "view as seller": the products table of the shop's cabinet, read-only. */
export default function ShopProducts({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const lang = useLang();
  const { shop, group, q, products } = loaderData;
  const pages = Math.max(1, Math.ceil(products.total / products.pageSize));
  const href = (to: ProductGroup, page = 1) => {
    const query = new URLSearchParams({ group: to });
    if (q) query.set('q', q);
    if (page > 1) query.set('page', String(page));
    return localizePath(`/admin/shops/${shop.id}/products?${query}`, lang);
  };
  return (
    <>
      <ShopCabinetHeader shop={shop} current="products" />
      <PageHeading>{t('admin.shops.cabinet.productsTitle', { shop: shop.name })}</PageHeading>
      <ProductTabs current={group} counts={products.counts} hrefFor={(to) => href(to)} />
      <Form method="get" role="search" className="mb-4 flex max-w-md gap-2">
        <input type="hidden" name="group" value={group} />
        <label htmlFor="cabinet-q" className="sr-only">
          {t('seller.products.search.label')}
        </label>
        <input
          id="cabinet-q"
          name="q"
          type="search"
          defaultValue={q}
          placeholder={t('seller.products.search.placeholder')}
          className="w-full min-w-0 rounded-lg border border-line px-3 py-2 text-base outline-none focus:border-accent sm:text-sm"
        />
        <button
          type="submit"
          className="shrink-0 rounded-lg bg-accent px-4 py-2 text-sm font-semibold text-white hover:bg-accent-hover"
        >
          {t('admin.shops.find')}
        </button>
      </Form>
      {products.items.length === 0 ? (
        <p className="rounded-card border border-line p-6 text-center text-muted">
          {t('admin.shops.cabinet.noProducts')}
        </p>
      ) : (
        <>
          <ProductsTable rows={products.items} />
          <Pagination page={products.page} pages={pages} hrefFor={(page) => href(group, page)} />
        </>
      )}
    </>
  );
}
