import { ProductGroup, ProductStatus, ProductStatusBody } from '@bazar/contracts';
import { Plus } from 'lucide-react';
import { data, Link, redirect } from 'react-router';
import { PageHeading } from '../../components/page-heading';
import { Pagination } from '../../components/pagination';
import { pageNumber } from '../../features/catalog/listing/listing-query';
import { ProductMoveConfirm } from '../../features/sellers/products-confirm';
import { ProductsEmpty } from '../../features/sellers/products-empty';
import { ProductSearch } from '../../features/sellers/products-search';
import { productGroupKey } from '../../features/sellers/products-status';
import { needsConfirmation, ProductsTable } from '../../features/sellers/products-table';
import { ProductTabs } from '../../features/sellers/products-tabs';
import { formValues, validate } from '../../lib/forms';
import { type MessageKey, translator, useLang, useT } from '../../lib/i18n';
import { localizePath } from '../../lib/language';
import { webOf } from '../../lib/load-context';
import { pageUrl } from '../../lib/page-url';
import { langParam, staticPageMeta } from '../../lib/route-meta';
import { redirectWithToast } from '../../lib/toast.server';
import type { Route } from './+types/products';

export const meta = staticPageMeta('seller.products');

const pageSize = 20;

/** `?confirm=12-archived`: the move of one row the page asks the seller to confirm. */
function readConfirm(value: string | null): { id: number; status: ProductStatus } | null {
  const match = /^(\d+)-([a-z]+)$/.exec(value ?? '');
  const status = ProductStatus.safeParse(match?.[2]);
  return match && status.success ? { id: Number(match[1]), status: status.data } : null;
}

/** The group's address with the page and the search, as every link of the page builds it. */
const groupPath = (group: ProductGroup, page: number, q: string) =>
  `/shop/products/${group}/${page}${q ? `?${new URLSearchParams({ q })}` : ''}`;

/**
 * `{lang}/shop/products/:filter/:page?` with `?q=`: one group of the seller's products. An unknown
 * group or page number is the 404 page; a page past the last (the last row of it moved away) goes
 * to the last page.
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const group = ProductGroup.safeParse(params.filter);
  const page = pageNumber(params.page);
  if (!group.success || page === null) throw data(null, { status: 404 });
  const url = pageUrl(request);
  const q = (url.searchParams.get('q') ?? '').trim().slice(0, 100);
  const products = await webOf(context).api.sellerProducts.list({
    query: {
      group: group.data,
      page,
      pageSize,
      q: q || undefined,
    },
  });
  const pages = Math.max(1, Math.ceil(products.total / products.pageSize));
  if (page > pages) throw redirect(localizePath(groupPath(group.data, pages, q), langParam(params.lang)));
  return { group: group.data, q, products, confirming: readConfirm(url.searchParams.get('confirm')) };
}

/** A row's move (archive, send to pending, unpublish), answered with a toast on the same page. */
export async function action({ request, params, context }: Route.ActionArgs) {
  const lang = langParam(params.lang);
  const t = translator(lang);
  const url = pageUrl(request);
  url.searchParams.delete('confirm');
  url.searchParams.delete('index');
  const back = url.pathname + url.search;
  const form = formValues(await request.formData());
  const id = Number(form.id);
  const body = validate(ProductStatusBody, { status: form.status ?? '' }, lang);
  if (!Number.isInteger(id) || id <= 0 || !body.ok)
    throw redirectWithToast(back, { kind: 'error', message: t('seller.products.moveFailed') });
  const answer = await webOf(context).api.sellerProducts.move({ params: { id }, query: {}, body: body.data });
  throw redirectWithToast(
    back,
    answer.ok
      ? {
          kind: 'success',
          message: t(`seller.products.moved.${answer.value.status}` as MessageKey, {
            title: answer.value.title,
          }),
        }
      : { kind: 'error', message: answer.problem.detail },
  );
}

/** Spec SEL-02, SEL-03: the product groups with counts, search, the table and each row's moves. */
export default function SellerProducts({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const lang = useLang();
  const { group, q, products, confirming } = loaderData;
  const pages = Math.max(1, Math.ceil(products.total / products.pageSize));
  const here = localizePath(groupPath(group, products.page, q), lang);
  const confirmHref = (id: number, status: ProductStatus) =>
    `${localizePath(`/shop/products/${group}/${products.page}`, lang)}?${new URLSearchParams({
      ...(q ? { q } : {}),
      confirm: `${id}-${status}`,
    })}`;
  // Only a question about a row of this page, for a move it still has, is asked.
  const asked = products.items.find((row) => row.id === confirming?.id);
  const question =
    asked && confirming && needsConfirmation(asked) && asked.moves.includes(confirming.status)
      ? { row: asked, status: confirming.status }
      : null;
  return (
    <>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <PageHeading sub={t(`seller.products.hint.${group}`)}>{t('seller.products')}</PageHeading>
        <Link
          to={localizePath('/shop/product/new', lang)}
          className="inline-flex items-center gap-1.5 rounded-lg bg-accent px-4 py-2.5 text-sm font-semibold text-white hover:bg-accent-hover"
          data-testid="products-new"
        >
          <Plus className="size-4" aria-hidden />
          {t('seller.products.new')}
        </Link>
      </div>
      <ProductTabs current={group} counts={products.counts} />
      <ProductSearch action={localizePath(`/shop/products/${group}/1`, lang)} q={q} />
      {products.items.length === 0 ? (
        <ProductsEmpty group={group} q={q} clearHref={localizePath(groupPath(group, 1, ''), lang)} />
      ) : (
        <>
          <p className="mb-3 text-sm text-muted" data-testid="products-count">
            {t(productGroupKey(group))} · {t('seller.products.found', { count: products.total })}
          </p>
          {question && <ProductMoveConfirm row={question.row} status={question.status} cancelHref={here} />}
          <ProductsTable
            rows={products.items}
            confirmHref={confirmHref}
            confirmingId={question?.row.id ?? null}
          />
          <Pagination
            page={products.page}
            pages={pages}
            hrefFor={(page) => localizePath(groupPath(group, page, q), lang)}
          />
        </>
      )}
    </>
  );
}
