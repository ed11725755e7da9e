import type { ProductDetail } from '@bazar/contracts';
import { describe, expect, it } from 'vitest';
import { productJsonLd } from '../features/catalog/product/product-seo';
import { offerOf } from '../features/catalog/product/variants';
import { pageMeta } from './seo';
import {
  articleJsonLd,
  breadcrumbListJsonLd,
  itemListJsonLd,
  organizationJsonLd,
  webSiteJsonLd,
} from './structured-data';

type Node = Record<string, unknown>;

const isNode = (value: unknown): value is Node =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const absolute = (value: unknown) => typeof value === 'string' && /^https?:\/\/[^/]+/.test(value);
const money = (value: unknown) => typeof value === 'string' && /^\d+\.\d{2}$/.test(value);
const filled = (value: unknown) => typeof value === 'string' && value.trim().length > 0;

/** Properties whose values are addresses: schema.org wants them absolute. */
const addressProperties = new Set(['url', 'item', 'image', 'logo', 'urlTemplate', 'mainEntityOfPage']);

/** ListItems numbered on from `first` (1, 2, 3... for a trail) in order, each passing `each`. */
function listItems(node: Node, each: (item: Node) => string[], first?: number): string[] {
  const items = node.itemListElement;
  if (!Array.isArray(items) || items.length === 0) return ['itemListElement is no list of items'];
  const start = first ?? (isNode(items[0]) ? Number(items[0].position) : 0);
  if (!(start >= 1)) return ['list items are not numbered from 1 or more'];
  return items.flatMap((item, index) =>
    isNode(item) && item['@type'] === 'ListItem' && item.position === start + index
      ? each(item)
      : [`item ${index} is no ListItem at position ${start + index}`],
  );
}

/**
 * What schema.org and the search engines' rich-result rules require of each type we emit (name,
 * prices as decimals in a currency, availability from schema.org's list, numbered list items...).
 */
const rules: Record<string, (node: Node) => string[]> = {
  Product: (node) => [
    ...(filled(node.name) ? [] : ['Product without a name']),
    ...(isNode(node.offers) ? [] : ['Product without offers']),
  ],
  Offer: (node) => [
    ...(money(node.price) ? [] : [`Offer price ${String(node.price)} is no decimal`]),
    ...(node.priceCurrency === 'AZN' ? [] : ['Offer not in AZN']),
    ...(/^https:\/\/schema\.org\/(InStock|OutOfStock)$/.test(String(node.availability))
      ? []
      : ['Offer availability is not a schema.org ItemAvailability']),
  ],
  AggregateOffer: (node) => [
    ...(money(node.lowPrice) && money(node.highPrice) ? [] : ['AggregateOffer prices are no decimals']),
    ...(Number(node.lowPrice) <= Number(node.highPrice) ? [] : ['lowPrice above highPrice']),
    ...(node.priceCurrency === 'AZN' ? [] : ['AggregateOffer not in AZN']),
    ...(Array.isArray(node.offers) && node.offerCount === node.offers.length
      ? []
      : ['offerCount does not count the offers']),
  ],
  AggregateRating: (node) =>
    typeof node.ratingValue === 'number' && typeof node.reviewCount === 'number'
      ? []
      : ['AggregateRating without ratingValue and reviewCount'],
  BreadcrumbList: (node) =>
    listItems(
      node,
      (item) => (filled(item.name) && absolute(item.item) ? [] : ['crumb without name or page']),
      1,
    ),
  ItemList: (node) =>
    listItems(node, (item) =>
      filled(item.name) && absolute(item.url) ? [] : ['listed item without name or url'],
    ),
  Organization: (node) => (filled(node.name) ? [] : ['Organization without a name']),
  WebSite: (node) => {
    const action = node.potentialAction;
    if (!isNode(action) || action['@type'] !== 'SearchAction') return ['WebSite without a SearchAction'];
    const target = action.target;
    const template = isNode(target) ? String(target.urlTemplate) : '';
    const input = /^required name=(\w+)$/.exec(String(action['query-input']));
    return input && template.includes(`{${input[1]}}`)
      ? []
      : ['the SearchAction template does not hold the query-input variable'];
  },
  Article: (node) => [
    ...(filled(node.headline) && String(node.headline).length <= 110 ? [] : ['headline missing or too long']),
    ...(Array.isArray(node.image) && node.image.length > 0 ? [] : ['Article without an image']),
    ...(Number.isNaN(Date.parse(String(node.datePublished))) ? ['datePublished is no date'] : []),
    ...(isNode(node.author) && filled(node.author.name) ? [] : ['Article without an author']),
    ...(isNode(node.publisher) && filled(node.publisher.name) ? [] : ['Article without a publisher']),
  ],
};

/** Every problem of a JSON-LD document: untyped or unknown nodes, relative addresses, missing properties. */
function problems(document: object, path = '$'): string[] {
  const node = document as Node;
  const type = node['@type'];
  const found: string[] = [];
  if (typeof type !== 'string') found.push(`${path} has no @type`);
  else if (!['Brand', 'EntryPoint', 'ListItem', 'SearchAction'].includes(type) && !rules[type])
    found.push(`${path} is a ${type}, which these rules do not know`);
  else found.push(...(rules[type]?.(node) ?? []).map((problem) => `${path}: ${problem}`));
  for (const [key, value] of Object.entries(node)) {
    if (key === '@context') {
      if (path !== '$' || value !== 'https://schema.org') found.push(`${path}.@context is misplaced`);
      continue;
    }
    const values = Array.isArray(value) ? value : [value];
    values.forEach((child, index) => {
      const at = Array.isArray(value) ? `${path}.${key}[${index}]` : `${path}.${key}`;
      if (isNode(child)) found.push(...problems(child, at));
      else if (addressProperties.has(key) && !absolute(child))
        found.push(`${at} is not absolute: ${String(child)}`);
    });
  }
  if (path === '$' && node['@context'] !== 'https://schema.org') found.push('no schema.org @context');
  return found;
}

const origin = 'https://bazar.example';

const product: ProductDetail = {
  id: 9,
  slug: 'apple-iphone-16-pro',
  code: 'BZ100009',
  title: 'Apple iPhone 16 Pro',
  image: '/media/products/9-1.webp',
  price: 2899,
  discountedPrice: 2116.27,
  discountPercent: 27,
  inStock: true,
  hasVariants: true,
  variant: { id: 2, label: '256 GB', priceFrom: true },
  rating: 4.6,
  ratingCount: 12,
  shop: { slug: 'texno', name: 'Texno', logo: '/media/shops/texno.webp', rating: 4.8 },
  description: '<p>Titan.</p>',
  model: 'A3293',
  manufacturer: 'Apple',
  stockCount: 4,
  youtubeId: null,
  photos: ['/media/products/9-1.webp'],
  properties: [],
  breadcrumbs: [{ id: 17, slug: 'smartphones', name: 'Smartfonlar' }],
  offerFields: [
    {
      id: 1,
      name: 'Yaddaş',
      values: [
        { id: 10, value: '128 GB' },
        { id: 11, value: '256 GB' },
      ],
    },
  ],
  variants: [
    {
      id: 1,
      valueId: 10,
      secondValueId: null,
      price: 2459,
      discountedPrice: null,
      discountPercent: null,
      stockCount: 3,
      inStock: true,
    },
    {
      id: 2,
      valueId: 11,
      secondValueId: null,
      price: 2899,
      discountedPrice: 2116.27,
      discountPercent: 27,
      stockCount: 1,
      inStock: true,
    },
  ],
  similar: [],
  promoted: [],
  buyWith: [],
};

const documents = {
  product: productJsonLd(product, offerOf(product, null), origin, '/product/apple-iphone-16-pro'),
  plainProduct: productJsonLd(
    { ...product, hasVariants: false, variant: null, offerFields: [], variants: [] },
    offerOf(product, null),
    origin,
    '/product/apple-iphone-16-pro',
  ),
  organization: organizationJsonLd(origin),
  webSite: webSiteJsonLd(origin, 'ru'),
  breadcrumbs: breadcrumbListJsonLd(origin, [
    { name: 'Ana səhifə', path: '/' },
    { name: 'Elektronika', path: '/category/1-electronics' },
    { name: 'Smartfonlar', path: '/category/17-smartphones' },
  ]),
  itemList: itemListJsonLd(
    origin,
    [
      { name: 'Apple iPhone 16 Pro', path: '/product/apple-iphone-16-pro' },
      { name: 'Samsung Galaxy A55', path: '/product/samsung-galaxy-a55' },
    ],
    25,
  ),
  article: articleJsonLd(origin, {
    title: 'Smartfon seçərkən nəyə baxmalı',
    description: 'Yaddaş, kamera və batareya.',
    image: '/media/blog/1.webp',
    publishedAt: '2026-03-01T09:00:00.000Z',
    path: '/en/blog/1-smartfon-secerken',
    lang: 'en',
  }),
};

describe('structured data (schema.org JSON-LD)', () => {
  for (const [name, document] of Object.entries(documents))
    it(`[CAT-08] [CNT-03] ${name}: typed nodes, the properties its type requires, absolute addresses`, () => {
      expect(problems(document)).toEqual([]);
    });

  it('the rules catch what search engines would refuse', () => {
    const broken = {
      ...documents.breadcrumbs,
      itemListElement: [{ '@type': 'ListItem', position: 2, name: 'Ana səhifə', item: '/' }],
    };
    expect(problems(broken)).toEqual([
      '$: item 0 is no ListItem at position 1',
      '$.itemListElement[0].item is not absolute: /',
    ]);
    expect(problems({ ...documents.organization, url: '/' })).toEqual(['$.url is not absolute: /']);
    expect(problems({ ...documents.itemList, itemListElement: [] })).toEqual([
      '$: itemListElement is no list of items',
    ]);
    expect(problems({ '@context': 'https://schema.org', '@type': 'Offer', price: 12.5 })).toContain(
      '$: Offer price 12.5 is no decimal',
    );
  });

  it('[CAT-08] a product with variants is offered from the cheapest variant in stock; a plain one at its price', () => {
    expect(documents.product.offers).toMatchObject({
      '@type': 'AggregateOffer',
      lowPrice: '2116.27',
      highPrice: '2459.00',
    });
    expect(documents.plainProduct.offers).toMatchObject({ '@type': 'Offer', price: '2116.27' });
  });

  it('[CAT-04] [CAT-10] numbers a listing on from the pages before, and searches on the results page', () => {
    expect(documents.itemList.itemListElement).toMatchObject([
      { position: 25, url: `${origin}/product/apple-iphone-16-pro` },
      { position: 26 },
    ]);
    expect(documents.webSite).toMatchObject({
      url: `${origin}/ru`,
      potentialAction: { target: { urlTemplate: `${origin}/ru/search?keyword={search_term_string}` } },
    });
  });
});

describe('pageMeta', () => {
  it('[I18N-01] gives canonical, hreflang and og:url addresses built from the site origin', () => {
    const meta = pageMeta({
      title: 'Smartfonlar | Bazar',
      description: 'Smartfonlar',
      pathname: '/ru/category/17-smartphones/2',
      lang: 'ru',
      origin,
    });
    expect(meta).toContainEqual({
      tagName: 'link',
      rel: 'canonical',
      href: `${origin}/ru/category/17-smartphones/2`,
    });
    expect(meta).toContainEqual({ property: 'og:url', content: `${origin}/ru/category/17-smartphones/2` });
    for (const [hrefLang, href] of [
      ['az', `${origin}/category/17-smartphones/2`],
      ['en', `${origin}/en/category/17-smartphones/2`],
      ['ru', `${origin}/ru/category/17-smartphones/2`],
      ['x-default', `${origin}/category/17-smartphones/2`],
    ])
      expect(meta).toContainEqual({ tagName: 'link', rel: 'alternate', hrefLang, href });
  });
});
