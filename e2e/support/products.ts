import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { type APIRequestContext, expect } from '@playwright/test';

const photo = readFileSync(
  path.join(path.dirname(fileURLToPath(import.meta.url)), '../fixtures/product-photo.png'),
);

type Node = { category: { id: number; slug: string }; children: Node[] };

/**
 * A new monitor of the demo seller's shop, made through the API as the seller's form would, waiting
 * for moderation; its body, to edit it later. Monitors, because no journey counts the shop's
 * monitors, while the shop page's journey counts its laptops.
 */
export async function newProduct(
  request: APIRequestContext,
  sellerToken: string,
  title: string,
  manufacturer = 'Lenovo',
) {
  const headers = { authorization: `Bearer ${sellerToken}` };
  const tree: Node[] = await (await request.get('/api/v1/Shop/GetCategories')).json();
  const find = (nodes: Node[]): Node | undefined =>
    nodes.map((node) => (node.category.slug === 'monitors' ? node : find(node.children))).find(Boolean);
  const uploaded = await request.post('/api/v1/Media/ProductPhoto', {
    headers,
    multipart: { file: { name: 'photo.png', mimeType: 'image/png', buffer: photo } },
  });
  expect(uploaded.status()).toBe(201);
  const unique = `${Date.now()}${Math.floor(Math.random() * 1000)}`;
  const body = {
    categoryId: find(tree)?.category.id,
    title,
    slug: `moderation-${unique}`,
    model: 'ModX 27',
    manufacturer,
    stockCode: `MOD-${unique}`,
    count: 3,
    price: 1499,
    description: '<p>Geniş və parlaq monitor.</p>',
    properties: { Diaqonal: '27"', Ayırdetmə: '2560x1440' },
    photos: [(await uploaded.json()).path],
  };
  const created = await request.post('/api/v1/Product', { headers, data: body });
  expect(created.status(), await created.text()).toBe(201);
  return { id: (await created.json()).id as number, body };
}

/** A plain product (no variants) in stock whose payable price is within [min, max] ₼, of one shop if named. */
export async function plainProductBetween(
  request: APIRequestContext,
  min: number,
  max: number,
  shop?: string,
) {
  const list = await request.get(
    `/api/v1/Product/GetList?inStock=true&pageSize=48&minPrice=${min}&maxPrice=${max}${shop ? `&shop=${shop}` : ''}`,
  );
  const cards = (await list.json()).items as {
    id: number;
    slug: string;
    hasVariants: boolean;
    price: number;
    discountedPrice: number | null;
  }[];
  const card = cards
    .map((item) => ({ ...item, payable: item.discountedPrice ?? item.price }))
    .find((item) => !item.hasVariants && item.payable >= min && item.payable <= max);
  if (!card) throw new Error(`the demo lacks a plain product between ${min} and ${max} ₼`);
  return card;
}
