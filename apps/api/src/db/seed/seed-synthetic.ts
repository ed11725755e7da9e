import { Role, slugify } from '@bazar/contracts';
import { asc, count, eq, gt, max, sql } from 'drizzle-orm';
import { indexForSearch } from '../../domains/search/search.indexer';
import type { Database } from '../connection';
import { categories, productPhotos, products, shops, users } from '../schema';
import { seededRandom } from './random';

/** Words that make one demo product into many believable ones, and leaf categories into more. */
const editions = [
  { az: 'Premium', en: 'Premium', ru: 'Премиум' },
  { az: 'Ekonom', en: 'Budget', ru: 'Эконом' },
  { az: 'Peşəkar', en: 'Professional', ru: 'Профессиональные' },
  { az: 'Uşaqlar üçün', en: 'For kids', ru: 'Для детей' },
  { az: 'Yeni kolleksiya', en: 'New collection', ru: 'Новая коллекция' },
  { az: 'Yerli istehsal', en: 'Made in Azerbaijan', ru: 'Местного производства' },
];
const colours = ['Qara', 'Ağ', 'Boz', 'Mavi', 'Qırmızı', 'Yaşıl', 'Bej', 'Gümüşü', 'Çəhrayı', 'Sarı'];
const cities = [
  'Bakı',
  'Gəncə',
  'Sumqayıt',
  'Lənkəran',
  'Şəki',
  'Mingəçevir',
  'Quba',
  'Şamaxı',
  'Naxçıvan',
  'Qəbələ',
];
const shopWords = [
  'Market',
  'Store',
  'Ticarət',
  'Dünyası',
  'Evi',
  'Mərkəzi',
  'Plus',
  'Express',
  'Bazarı',
  'Shop',
];
const shopRoots = [
  'Xəzər',
  'Araz',
  'Kür',
  'Nar',
  'Qala',
  'Şahdağ',
  'Günəş',
  'Ulduz',
  'Səma',
  'Atəşgah',
  'Yaşıl',
  'Lalə',
];

export interface SyntheticOptions {
  products: number;
  shops: number;
  /** The marketing claim: over 700 categories at scale. */
  minCategories?: number;
  log?: (message: string) => void;
}

/**
 * Grows the demo marketplace into a large catalogue for benchmarks: more leaf categories, shops
 * and products made from the demo products (titles varied, photos shared). Needs the demo seed.
 */
export async function seedSynthetic(db: Database, options: SyntheticOptions): Promise<void> {
  const log = options.log ?? (() => {});
  const random = seededRandom(options.products * 31 + options.shops);

  // Categories: add edition leaves under second-level categories until there are enough.
  const minCategories = options.minCategories ?? 701;
  const [categoryCount] = await db.select({ value: count() }).from(categories);
  let total = categoryCount?.value ?? 0;
  const seconds = await db
    .select()
    .from(categories)
    .where(eq(categories.depth, 2))
    .orderBy(asc(categories.id));
  const newLeaves: {
    parentId: number;
    slug: string;
    name: { az: string; en: string; ru: string };
    icon: string;
    position: number;
    depth: number;
  }[] = [];
  for (let round = 0; total + newLeaves.length < minCategories && round < editions.length; round++) {
    const edition = editions[round] as (typeof editions)[number];
    for (const parent of seconds) {
      if (total + newLeaves.length >= minCategories) break;
      newLeaves.push({
        parentId: parent.id,
        slug: `${parent.slug}-${slugify(edition.en)}`,
        name: {
          az: `${parent.name.az}: ${edition.az}`,
          en: `${parent.name.en}: ${edition.en}`,
          ru: `${parent.name.ru}: ${edition.ru}`,
        },
        icon: parent.icon,
        position: 100 + round,
        depth: 3,
      });
    }
  }
  if (newLeaves.length > 0) await db.insert(categories).values(newLeaves).onConflictDoNothing();
  total += newLeaves.length;
  log(`categories: ${total}`);

  // Shops, each with its own seller account.
  const [shopCount] = await db.select({ value: count() }).from(shops);
  const existingShops = shopCount?.value ?? 0;
  const [{ passwordHash } = { passwordHash: null }] = await db
    .select({ passwordHash: users.passwordHash })
    .from(users)
    .where(eq(users.role, Role.Seller))
    .limit(1);
  for (let index = existingShops; index < options.shops; index++) {
    const name = `${shopRoots[index % shopRoots.length]} ${shopWords[Math.floor(index / shopRoots.length) % shopWords.length]} ${index}`;
    const slug = slugify(name);
    const [owner] = await db
      .insert(users)
      .values({
        role: Role.Seller,
        firstName: name,
        lastName: 'Satıcı',
        email: `${slug}@synthetic.bazar.az`,
        phone: `99455${String(index).padStart(7, '0')}`,
        passwordHash,
      })
      .returning({ id: users.id });
    const [logoShop] = await db
      .select({ logo: shops.logo })
      .from(shops)
      .orderBy(asc(shops.id))
      .offset(index % Math.max(existingShops, 1))
      .limit(1);
    await db.insert(shops).values({
      ownerId: owner?.id as number,
      slug,
      name,
      description: {
        az: `${name}: keyfiyyətli məhsullar`,
        en: `${name}: quality products`,
        ru: `${name}: качественные товары`,
      },
      logo: logoShop?.logo ?? '',
      city: random.pick(cities),
      status: 'approved',
      rating: Math.round((3.8 + random.next() * 1.2) * 10) / 10,
    });
  }
  const shopIds = (await db.select({ id: shops.id }).from(shops)).map((row) => row.id);
  log(`shops: ${shopIds.length}`);

  // Products, from the demo products as templates; each keeps its template's photos.
  const templates = await db.select().from(products).orderBy(asc(products.id)).limit(1000);
  const photos = await db.select().from(productPhotos);
  const photosByProduct = new Map<number, typeof photos>();
  for (const photo of photos)
    photosByProduct.set(photo.productId, [...(photosByProduct.get(photo.productId) ?? []), photo]);
  const leavesByParent = new Map<number, number[]>();
  for (const leaf of await db
    .select({ id: categories.id, parentId: categories.parentId })
    .from(categories)
    .where(gt(categories.depth, 2))) {
    leavesByParent.set(leaf.parentId as number, [
      ...(leavesByParent.get(leaf.parentId as number) ?? []),
      leaf.id,
    ]);
  }
  const parentOf = new Map(
    (await db.select({ id: categories.id, parentId: categories.parentId }).from(categories)).map((c) => [
      c.id,
      c.parentId,
    ]),
  );
  const [productCount] = await db.select({ value: count() }).from(products);
  const [maxId] = await db.select({ value: max(products.id) }).from(products);
  const toAdd = options.products - (productCount?.value ?? 0);
  const batchSize = 1000;
  let serial = (maxId?.value ?? 0) + 1;
  const now = Date.now();
  for (let done = 0; done < toAdd; done += batchSize) {
    const batch = Array.from({ length: Math.min(batchSize, toAdd - done) }, () => {
      const template = random.pick(templates);
      const siblings = leavesByParent.get(parentOf.get(template.categoryId) as number) ?? [
        template.categoryId,
      ];
      const code = `BZ${String(100000 + serial++)}`;
      const title = `${template.title} ${random.pick(colours)} #${serial}`;
      const price = Math.max(100, Math.round(template.price * (0.7 + random.next() * 0.6)));
      const createdAt = new Date(now - random.int(0, 365) * 24 * 3600 * 1000);
      return {
        row: {
          shopId: random.pick(shopIds),
          categoryId: random.pick(siblings),
          code,
          slug: `${slugify(title, 70)}-${code.toLowerCase()}`,
          title,
          description: template.description,
          model: template.model,
          manufacturer: template.manufacturer,
          stockCode: `SYN-${serial}`,
          stockCount: random.next() < 0.1 ? 0 : random.int(1, 300),
          price,
          discountedPrice: random.next() < 0.25 ? Math.round(price * (0.65 + random.next() * 0.25)) : null,
          status: 'published' as const,
          properties: template.properties,
          rating: Math.round((3 + random.next() * 2) * 10) / 10,
          ratingCount: random.int(0, 500),
          createdAt,
          publishedAt: createdAt,
        },
        templateId: template.id,
      };
    });
    const inserted = await db
      .insert(products)
      .values(batch.map((item) => item.row))
      .returning({ id: products.id });
    const photoRows = inserted.flatMap((row, index) =>
      (photosByProduct.get(batch[index]?.templateId as number) ?? []).map((photo) => ({
        productId: row.id,
        position: photo.position,
        path: photo.path,
      })),
    );
    if (photoRows.length > 0) await db.insert(productPhotos).values(photoRows);
    if ((done / batchSize) % 10 === 0) log(`products: ${(productCount?.value ?? 0) + done + batch.length}`);
  }
  log(`products: ${Math.max(options.products, productCount?.value ?? 0)}`);
  log(`search text written for ${await indexForSearch(db)} products`);
  // Fresh statistics, or the planner takes 100,000 rows for a handful and skips the search indexes
  // (PGlite runs no autovacuum).
  await db.execute(sql`vacuum analyze`);
  log('vacuumed and analyzed');
}
