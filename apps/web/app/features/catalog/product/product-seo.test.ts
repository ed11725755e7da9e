import type { ProductDetail } from '@bazar/contracts';
import { describe, expect, it } from 'vitest';
import { plainText, productJsonLd, productMeta, shorten } from './product-seo';
import { offerOf } from './variants';

const product: ProductDetail = {
  id: 41,
  slug: 'apple-iphone-15',
  code: 'BZ100041',
  title: 'Apple iPhone 15 128 GB',
  image: '/media/products/41-1.webp',
  price: 1649,
  discountedPrice: 1499.5,
  discountPercent: 9,
  inStock: true,
  hasVariants: false,
  variant: null,
  rating: 4.1,
  ratingCount: 115,
  shop: { slug: 'texno-merkez', name: 'Texno Mərkəz', logo: '/media/shops/texno-merkez.webp', rating: 4.9 },
  description: '<p>Dynamic Island &amp; 48 MP <strong>kamera</strong>.</p>',
  model: 'iPhone 15 (A3090)',
  manufacturer: 'Apple',
  stockCount: 4,
  youtubeId: null,
  photos: ['/media/products/41-1.webp', '/media/products/41-2.webp'],
  properties: [],
  breadcrumbs: [{ id: 17, slug: 'smartphones', name: 'Smartfonlar' }],
  offerFields: [],
  variants: [],
  similar: [],
  promoted: [],
  buyWith: [],
};

describe('product text for search engines', () => {
  it('reads the description as plain text', () => {
    expect(plainText(product.description)).toBe('Dynamic Island & 48 MP kamera.');
  });

  it('shortens at a word boundary', () => {
    expect(shorten('one two three four', 12)).toBe('one two…');
    expect(shorten('short', 12)).toBe('short');
  });
});

describe('productJsonLd', () => {
  it('describes the product with its offer in AZN and its rating', () => {
    const json = productJsonLd(
      product,
      offerOf(product, null),
      'https://bazar.az',
      '/product/apple-iphone-15',
    );
    expect(json).toMatchObject({
      '@type': 'Product',
      name: 'Apple iPhone 15 128 GB',
      sku: 'BZ100041',
      brand: { '@type': 'Brand', name: 'Apple' },
      image: ['https://bazar.az/media/products/41-1.webp', 'https://bazar.az/media/products/41-2.webp'],
      offers: {
        '@type': 'Offer',
        price: '1499.50',
        priceCurrency: 'AZN',
        availability: 'https://schema.org/InStock',
        seller: { '@type': 'Organization', name: 'Texno Mərkəz' },
      },
      aggregateRating: { ratingValue: 4.1, reviewCount: 115 },
    });
  });

  it('leaves the rating out when nobody rated and says when it is sold out', () => {
    const unrated = { ...product, ratingCount: 0, rating: 0 };
    const offer = { ...offerOf(unrated, null), inStock: false };
    const json = productJsonLd(unrated, offer, 'https://bazar.az', '/product/x');
    expect(json).not.toHaveProperty('aggregateRating');
    expect(json.offers.availability).toBe('https://schema.org/OutOfStock');
  });
});

describe('productMeta', () => {
  it('marks the page as a product with an absolute image', () => {
    const meta = productMeta({
      product,
      offer: offerOf(product, null),
      origin: 'https://bazar.az',
      pathname: '/en/product/apple-iphone-15',
      lang: 'en',
    });
    expect(meta).toContainEqual({ property: 'og:type', content: 'product' });
    expect(meta).toContainEqual({
      property: 'og:image',
      content: 'https://bazar.az/media/products/41-1.webp',
    });
    expect(meta).toContainEqual({ title: 'Apple iPhone 15 128 GB | Bazar' });
    expect(meta.some((tag) => 'script:ld+json' in tag)).toBe(true);
  });
});
