import { MessageSquareText } from 'lucide-react';
import { data } from 'react-router';
import { EmptyState } from '../../components/empty-state';
import { PageHeading } from '../../components/page-heading';
import { Pagination } from '../../components/pagination';
import { pageNumber } from '../../features/catalog/listing/listing-query';
import { ProductRequestsTable } from '../../features/sellers/products-requests';
import { useLang, useT } from '../../lib/i18n';
import { localizePath } from '../../lib/language';
import { webOf } from '../../lib/load-context';
import { staticPageMeta } from '../../lib/route-meta';
import type { Route } from './+types/product-requests';

export const meta = staticPageMeta('seller.requests.title');

const pageSize = 20;

/** `{lang}/shop/requests/:page?`: what buyers asked about the shop's sold-out products; a page past the last is a 404. */
export async function loader({ params, context }: Route.LoaderArgs) {
  const page = pageNumber(params.page);
  if (page === null) throw data(null, { status: 404 });
  const requests = await webOf(context).api.sellerProducts.requests({ query: { page, pageSize } });
  if (page > 1 && requests.items.length === 0) throw data(null, { status: 404 });
  return { requests };
}

/** Spec: a buyer sends a request about a product when it is out of stock; the seller reads them here. */
export default function SellerProductRequests({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const lang = useLang();
  const { requests } = loaderData;
  const pages = Math.max(1, Math.ceil(requests.total / requests.pageSize));
  const base = localizePath('/shop/requests', lang);
  return (
    <>
      <PageHeading sub={t('seller.requests.hint')}>{t('seller.requests.title')}</PageHeading>
      {requests.items.length === 0 ? (
        <EmptyState
          icon={MessageSquareText}
          title={t('seller.requests.empty')}
          testId="requests-empty"
          section
        >
          <p className="mt-1 max-w-sm text-sm text-muted">{t('seller.requests.emptyHint')}</p>
        </EmptyState>
      ) : (
        <>
          <p className="mb-3 text-sm text-muted" data-testid="requests-count">
            {t('seller.requests.found', { count: requests.total })}
          </p>
          <ProductRequestsTable rows={requests.items} />
          <Pagination
            page={requests.page}
            pages={pages}
            hrefFor={(page) => (page === 1 ? base : `${base}/${page}`)}
          />
        </>
      )}
    </>
  );
}
