import type { Lang, ProductDetail } from '@bazar/contracts';
import type { MetaDescriptor } from 'react-router';
import { pageMeta } from '../../../lib/seo';
import { type Offer, payablePrice } from './variants';

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

const absolute = (origin: string, path: string) => (/^https?:\/\//.test(path) ? path : `${origin}${path}`);

/** schema.org Product with its offer in AZN, for search engines' rich results. */
export function productJsonLd(product: ProductDetail, offer: Offer, origin: string, pathname: string) {
  const images = product.photos.length > 0 ? product.photos : product.image ? [product.image] : [];
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.title,
    sku: product.code,
    ...(product.model ? { mpn: product.model } : {}),
    ...(product.manufacturer ? { brand: { '@type': 'Brand', name: product.manufacturer } } : {}),
    image: images.map((image) => absolute(origin, image)),
    description: shorten(plainText(product.description), 5000),
    offers: {
      '@type': 'Offer',
      url: `${origin}${pathname}`,
      price: payablePrice(offer).toFixed(2),
      priceCurrency: 'AZN',
      availability: offer.inStock ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
      seller: { '@type': 'Organization', name: product.shop.name },
    },
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
  return [
    ...pageMeta({ title: `${product.title} | Bazar`, description, keywords, pathname, lang }),
    { property: 'og:type', content: 'product' },
    { property: 'og:url', content: `${origin}${pathname}` },
    ...(image ? [{ property: 'og:image', content: absolute(origin, image) }] : []),
    { property: 'product:price:amount', content: payablePrice(offer).toFixed(2) },
    { property: 'product:price:currency', content: 'AZN' },
    { 'script:ld+json': productJsonLd(product, offer, origin, pathname) },
  ];
}
