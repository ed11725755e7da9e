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
    expect(json).toMatchObject({ offers: { availability: 'https://schema.org/OutOfStock' } });
  });

  it('[CAT-08] [CAT-14] lists the offers of a product with variants, from the cheapest one in stock to the dearest', () => {
    const withVariants: ProductDetail = {
      ...product,
      hasVariants: true,
      variant: { id: 502, label: '256 GB', priceFrom: true },
      offerFields: [
        {
          id: 7,
          name: 'Yaddaş',
          values: [
            { id: 70, value: '128 GB' },
            { id: 71, value: '256 GB' },
            { id: 72, value: '512 GB' },
          ],
        },
      ],
      variants: [
        {
          id: 501,
          valueId: 70,
          secondValueId: null,
          price: 2459,
          discountedPrice: null,
          discountPercent: null,
          stockCount: 3,
          inStock: true,
        },
        {
          id: 502,
          valueId: 71,
          secondValueId: null,
          price: 2899,
          discountedPrice: 2116.27,
          discountPercent: 27,
          stockCount: 1,
          inStock: true,
        },
        // Cheapest of all, but sold out: not what the product is offered from.
        {
          id: 503,
          valueId: 72,
          secondValueId: null,
          price: 1999,
          discountedPrice: null,
          discountPercent: null,
          stockCount: 0,
          inStock: false,
        },
      ],
    };
    const json = productJsonLd(
      withVariants,
      offerOf(withVariants, null),
      'https://bazar.az',
      '/product/iphone',
    );
    expect(json).toMatchObject({
      url: 'https://bazar.az/product/iphone',
      offers: {
        '@type': 'AggregateOffer',
        priceCurrency: 'AZN',
        lowPrice: '2116.27',
        highPrice: '2459.00',
        offerCount: 3,
        availability: 'https://schema.org/InStock',
        offers: [
          {
            '@type': 'Offer',
            name: '128 GB',
            price: '2459.00',
            url: 'https://bazar.az/product/iphone?v=501',
          },
          { '@type': 'Offer', name: '256 GB', price: '2116.27', availability: 'https://schema.org/InStock' },
          {
            '@type': 'Offer',
            name: '512 GB',
            price: '1999.00',
            availability: 'https://schema.org/OutOfStock',
          },
        ],
      },
    });
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
    expect(meta).toContainEqual({
      tagName: 'link',
      rel: 'canonical',
      href: 'https://bazar.az/en/product/apple-iphone-15',
    });
    expect(meta).toContainEqual({
      property: 'og:url',
      content: 'https://bazar.az/en/product/apple-iphone-15',
    });
    const types = meta.flatMap((tag) =>
      'script:ld+json' in tag ? [(tag['script:ld+json'] as { '@type': string })['@type']] : [],
    );
    expect(types).toEqual(['Product', 'BreadcrumbList']);
    expect(meta).toContainEqual({
      'script:ld+json': expect.objectContaining({
        itemListElement: [
          expect.objectContaining({ position: 1, name: 'Home', item: 'https://bazar.az/en' }),
          expect.objectContaining({
            position: 2,
            name: 'Smartfonlar',
            item: 'https://bazar.az/en/category/17-smartphones',
          }),
          expect.objectContaining({ position: 3, item: 'https://bazar.az/en/product/apple-iphone-15' }),
        ],
      }),
    });
  });
});
