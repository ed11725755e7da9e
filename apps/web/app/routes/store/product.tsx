import {
  type InstalmentOffer,
  type Lang,
  type ProductDetail,
  ProductRequestBody,
  StockRequestBody,
  type StockRequestState,
} from '@bazar/contracts';
import { data, redirect, type ShouldRevalidateFunctionArgs, useSearchParams } from 'react-router';
import { Container } from '../../components/page-heading';
import { ProductBuyBox } from '../../features/basket/product-buy-box';
import { Breadcrumbs } from '../../features/catalog/breadcrumbs';
import { ProductGallery } from '../../features/catalog/product/gallery';
import { InstalmentEntry } from '../../features/catalog/product/instalment-entry';
import { PriceBlock } from '../../features/catalog/product/price-block';
import { productMeta } from '../../features/catalog/product/product-seo';
import { PropertiesTable } from '../../features/catalog/product/properties-table';
import { ProductRequestForm, type RequestResult } from '../../features/catalog/product/request-form';
import { SellerBox } from '../../features/catalog/product/seller-box';
import {
  askIntent,
  cancelIntent,
  hasAsked,
  isStockRequestResult,
  StockRequestBox,
  type StockRequestResult,
} from '../../features/catalog/product/stock-request';
import { VariantPicker } from '../../features/catalog/product/variant-picker';
import {
  offerOf,
  payablePrice,
  selectedVariant,
  variantLabel,
  variantParam,
} from '../../features/catalog/product/variants';
import { YoutubeVideo } from '../../features/catalog/product/youtube-video';
import { ProductShelf } from '../../features/catalog/product-shelf';
import { RatingStars } from '../../features/catalog/rating-stars';
import { CreditEntry } from '../../features/credit-requests/credit-entry';
import { FavouriteButton } from '../../features/wishlist/favourite-button';
import type { ApiClient } from '../../lib/api-client';
import { formValues, problemFeedback, validate } from '../../lib/forms';
import { useLang, useT } from '../../lib/i18n';
import { localizePath } from '../../lib/language';
import { webOf } from '../../lib/load-context';
import { notFoundOnMissing } from '../../lib/not-found';
import { langParam } from '../../lib/route-meta';
import { siteOrigin } from '../../lib/seo';
import { readCurrentUser } from '../../lib/session';
import type { Route } from './+types/product';

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { api } = webOf(context);
  const product = await notFoundOnMissing(api.catalog.productBySlug({ query: { slug: params.slug } }));
  const signedIn = readCurrentUser(request.headers.get('cookie')) !== null;
  const [instalments, stockRequests] = await Promise.all([
    instalmentsByPrice(api, product),
    signedIn ? stockRequestsOf(api, product) : null,
  ]);
  return { product, instalments, signedIn, stockRequests };
}

/**
 * What the member asked to be told about on this product: asked only by a member, and only when
 * something of it is sold out. An extra: without it the page still stands.
 */
async function stockRequestsOf(api: ApiClient, product: ProductDetail): Promise<StockRequestState | null> {
  const soldOut =
    product.variants.length > 0 ? product.variants.some((variant) => !variant.inStock) : !product.inStock;
  return soldOut ? api.stockRequests.mine({ query: { productId: product.id } }).catch(() => null) : null;
}

/**
 * The instalment offers for each price the product sells at (variants may differ), so choosing a
 * variant shows its plans at once. Offers are an extra: without them the page still stands.
 */
async function instalmentsByPrice(
  api: ApiClient,
  product: ProductDetail,
): Promise<Record<string, InstalmentOffer[]>> {
  const prices = [...new Set([product, ...product.variants].map(payablePrice))].slice(0, 12);
  const entries = await Promise.all(
    prices.map(async (price) => {
      const answer = await api.instalments
        .plans({ query: { amount: price, productIds: [product.id] } })
        .catch(() => null);
      return [String(price), answer?.offers ?? []] as const;
    }),
  );
  return Object.fromEntries(entries);
}

/**
 * Spec: a request about an out-of-stock product goes to its seller (POST Product/SendRequest); the
 * "notify me" form asks for, or cancels, a notice when it is back.
 */
export async function action({ request, params, context }: Route.ActionArgs) {
  const lang = langParam(params.lang);
  const values = formValues(await request.formData());
  if (values.intent === askIntent || values.intent === cancelIntent)
    return stockRequestAction(request, values, context, lang);
  const checked = validate(ProductRequestBody, values, lang);
  if (!checked.ok) return data<RequestResult>({ errors: checked.errors, values }, { status: 400 });
  const result = await webOf(context).api.catalog.sendProductRequest({ body: checked.data });
  if (!result.ok)
    return data<RequestResult>({ ...problemFeedback(result.problem), values }, { status: result.status });
  return data<RequestResult>({ sent: true });
}

async function stockRequestAction(
  request: Request,
  values: Record<string, string>,
  context: Route.ActionArgs['context'],
  lang: Lang,
) {
  const checked = validate(StockRequestBody, values, lang);
  if (!checked.ok)
    return data<StockRequestResult>({ errors: checked.errors, stockRequestFailed: true }, { status: 400 });
  const { api } = webOf(context);
  const result =
    values.intent === askIntent
      ? await api.stockRequests.ask({ body: checked.data })
      : await api.stockRequests.cancel({ query: checked.data });
  if (!result.ok && result.status === 401) {
    const url = new URL(request.url);
    throw redirect(
      `${localizePath('/login', lang)}?continueUrl=${encodeURIComponent(url.pathname + url.search)}`,
    );
  }
  if (!result.ok)
    return data<StockRequestResult>(
      { ...problemFeedback(result.problem), stockRequestFailed: true },
      { status: result.status },
    );
  return data<StockRequestResult>({ stockRequest: result.value });
}

/** Choosing a variant only changes the address (?v=): the product already holds every variant. */
export function shouldRevalidate({
  currentUrl,
  nextUrl,
  formMethod,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  if (!formMethod && currentUrl.pathname === nextUrl.pathname) return false;
  return defaultShouldRevalidate;
}

export const meta: Route.MetaFunction = ({ loaderData, params, location, matches }) => {
  if (!loaderData) return [];
  const { product } = loaderData;
  const variant = selectedVariant(
    product.variants,
    new URLSearchParams(location.search).get(variantParam),
    product.variant?.id,
  );
  return productMeta({
    product,
    offer: offerOf(product, variant),
    origin: siteOrigin(matches),
    pathname: location.pathname,
    lang: langParam(params.lang),
  });
};

export default function ProductPage({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const lang = useLang();
  const [search] = useSearchParams();
  const { product } = loaderData;
  const variant = selectedVariant(product.variants, search.get(variantParam), product.variant?.id);
  const offer = offerOf(product, variant);
  const photos = product.photos.length > 0 ? product.photos : product.image ? [product.image] : [];
  const to = (path: string) => localizePath(path, lang);
  const subject = variant ? `${product.title} (${variantLabel(product, variant)})` : product.title;
  const requestResult = actionData && !isStockRequestResult(actionData) ? actionData : undefined;
  return (
    <Container>
      <Breadcrumbs
        items={[
          { label: t('header.home'), to: to('/') },
          ...product.breadcrumbs.map((crumb) => ({
            label: crumb.name,
            to: to(`/category/${crumb.id}-${crumb.slug}`),
          })),
          { label: product.title },
        ]}
      />
      <div className="grid gap-6 lg:grid-cols-[minmax(0,5fr)_minmax(0,6fr)] lg:gap-10">
        <ProductGallery photos={photos} title={product.title} />
        <div className="flex flex-col gap-5">
          <div>
            <div className="flex items-start justify-between gap-3">
              <h1 className="text-xl font-bold sm:text-2xl" data-testid="product-title">
                {product.title}
              </h1>
              <FavouriteButton id={product.id} title={product.title} />
            </div>
            <p className="mt-1 text-sm text-muted">
              {t('product.code')}: <span data-testid="product-code">{product.code}</span>
            </p>
            <div className="mt-2">
              <RatingStars rating={product.rating} count={product.ratingCount} />
            </div>
          </div>
          <PriceBlock offer={offer} />
          {variant && <VariantPicker product={product} current={variant} />}
          {offer.inStock && (
            <>
              <ProductBuyBox product={product} variant={variant} stockCount={offer.stockCount} />
              <InstalmentEntry offers={loaderData.instalments[String(payablePrice(offer))] ?? []} />
              <CreditEntry
                product={product}
                variant={variant}
                offers={loaderData.instalments[String(payablePrice(offer))] ?? []}
              />
            </>
          )}
          {/* Sold out: a member can ask to be told when it is back. */}
          {!offer.inStock && (
            <StockRequestBox
              key={variant?.id ?? 'product'}
              productId={product.id}
              variantId={variant?.id}
              asked={hasAsked(loaderData.stockRequests, variant?.id)}
              signedIn={loaderData.signedIn}
            />
          )}
          <SellerBox shop={product.shop} />
          {/* Sold out, as a whole or in the chosen combination: the buyer can ask the seller about it. */}
          {!offer.inStock && (
            <ProductRequestForm
              productId={product.id}
              variantId={variant?.id}
              subject={subject}
              result={requestResult}
            />
          )}
        </div>
      </div>

      {product.description && (
        <section className="mt-10" aria-labelledby="product-description">
          <h2 id="product-description" className="mb-3 text-xl font-bold">
            {t('product.description')}
          </h2>
          <div
            className="prose-content max-w-3xl"
            data-testid="product-description"
            // biome-ignore lint/security/noDangerouslySetInnerHtml: the API sanitizes the seller's HTML
            dangerouslySetInnerHTML={{ __html: product.description }}
          />
        </section>
      )}
      <PropertiesTable product={product} />
      {product.youtubeId && (
        <section className="mt-10 max-w-3xl" aria-labelledby="product-video">
          <h2 id="product-video" className="mb-3 text-xl font-bold">
            {t('product.video')}
          </h2>
          <YoutubeVideo videoId={product.youtubeId} title={product.title} poster={photos[0] ?? null} />
        </section>
      )}
      <ProductShelf id="similar-products" title={t('product.similar')} products={product.similar} />
      <ProductShelf id="promoted-products" title={t('product.promoted')} products={product.promoted} />
    </Container>
  );
}
