import type { Lang, ProductDetail } from '@bazar/contracts';
import type { MetaDescriptor } from 'react-router';
import type { AggregateOffer, Product, Offer as SchemaOffer, WithContext } from 'schema-dts';
import { translator } from '../../../lib/i18n';
import { localizePath, splitLangPath } from '../../../lib/language';
import { absoluteUrl, jsonLd, pageMeta } from '../../../lib/seo';
import { breadcrumbListJsonLd } from '../../../lib/structured-data';
import { type Offer, payablePrice, variantLabel, variantParam } from './variants';

const entities: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", nbsp: ' ' };

/** The readable text of the description's (already sanitized) HTML, on one line. */
export function plainText(html: string): string {
  return html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (_, name: string) => entities[name] ?? '')
    .replace(/\s+/g, ' ')
    .replace(/ ([.,;:!?])/g, '$1')
    .trim();
}

/** At most `max` characters, cut at a word boundary. */
export function shorten(text: string, max = 160): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max / 2 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

const availability = (inStock: boolean) =>
  inStock ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock';

/**
 * What the product is offered at: one Offer for a plain product; for one with variants an
 * AggregateOffer listing each variant's Offer (its own address, ?v=), priced from the cheapest one a
 * buyer can order, as the cards show it, to the dearest.
 */
function offersOf(
  product: ProductDetail,
  offer: Offer,
  url: string,
  sellerUrl: string,
): SchemaOffer | AggregateOffer {
  const seller = { '@type': 'Organization', name: product.shop.name, url: sellerUrl } as const;
  if (product.variants.length === 0)
    return {
      '@type': 'Offer',
      url,
      price: payablePrice(offer).toFixed(2),
      priceCurrency: 'AZN',
      availability: availability(offer.inStock),
      seller,
    };
  const offers = product.variants.map(
    (variant): SchemaOffer => ({
      '@type': 'Offer',
      name: variantLabel(product, variant),
      url: `${url}?${variantParam}=${variant.id}`,
      price: payablePrice(variant).toFixed(2),
      priceCurrency: 'AZN',
      availability: availability(variant.inStock),
      seller,
    }),
  );
  const buyable = product.variants.filter((variant) => variant.inStock);
  const prices = (buyable.length > 0 ? buyable : product.variants).map(payablePrice);
  return {
    '@type': 'AggregateOffer',
    priceCurrency: 'AZN',
    lowPrice: Math.min(...prices).toFixed(2),
    highPrice: Math.max(...prices).toFixed(2),
    offerCount: offers.length,
    availability: availability(buyable.length > 0),
    offers,
  };
}

/** schema.org Product with its offers in AZN, for search engines' rich results. */
export function productJsonLd(
  product: ProductDetail,
  offer: Offer,
  origin: string,
  pathname: string,
): WithContext<Product> {
  const images = product.photos.length > 0 ? product.photos : product.image ? [product.image] : [];
  const url = absoluteUrl(origin, pathname);
  const sellerPage = localizePath(`/seller-page/${product.shop.slug}`, splitLangPath(pathname).lang);
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.title,
    url,
    sku: product.code,
    ...(product.model ? { mpn: product.model } : {}),
    ...(product.manufacturer ? { brand: { '@type': 'Brand', name: product.manufacturer } } : {}),
    image: images.map((image) => absoluteUrl(origin, image)),
    description: shorten(plainText(product.description), 5000),
    offers: offersOf(product, offer, url, absoluteUrl(origin, sellerPage)),
    ...(product.ratingCount > 0
      ? {
          aggregateRating: {
            '@type': 'AggregateRating',
            ratingValue: product.rating,
            reviewCount: product.ratingCount,
            bestRating: 5,
          },
        }
      : {}),
  };
}

/** Title, description, keywords, canonical and hreflang, Open Graph as a product, and JSON-LD. */
export function productMeta({
  product,
  offer,
  origin,
  pathname,
  lang,
}: {
  product: ProductDetail;
  offer: Offer;
  origin: string;
  pathname: string;
  lang: Lang;
}): MetaDescriptor[] {
  const description = shorten(plainText(product.description)) || product.title;
  const keywords = [
    product.title,
    product.manufacturer,
    product.model,
    ...product.breadcrumbs.map((crumb) => crumb.name),
    product.shop.name,
  ]
    .filter(Boolean)
    .join(', ');
  const image = product.photos[0] ?? product.image;
  const t = translator(lang);
  return [
    ...pageMeta({ title: `${product.title} | Bazar`, description, keywords, pathname, lang, origin }),
    { property: 'og:type', content: 'product' },
    ...(image ? [{ property: 'og:image', content: absoluteUrl(origin, image) }] : []),
    { property: 'product:price:amount', content: payablePrice(offer).toFixed(2) },
    { property: 'product:price:currency', content: 'AZN' },
    jsonLd(productJsonLd(product, offer, origin, pathname)),
    jsonLd(
      breadcrumbListJsonLd(origin, [
        { name: t('header.home'), path: localizePath('/', lang) },
        ...product.breadcrumbs.map((crumb) => ({
          name: crumb.name,
          path: localizePath(`/category/${crumb.id}-${crumb.slug}`, lang),
        })),
        { name: product.title, path: pathname },
      ]),
    ),
  ];
}
