import { Role, slugify } from '@bazar/contracts';
import { hash } from '@node-rs/argon2';
import { and, count, eq, isNull } from 'drizzle-orm';
import { indexForSearch } from '../../domains/search/search.indexer';
import { savePicture } from '../../media/generated-images';
import type { Database } from '../connection';
import {
  addresses,
  blogPosts,
  campaignCategories,
  campaigns,
  categories,
  categoryFields,
  comboItems,
  combos,
  faqEntries,
  instalmentPlans,
  pages,
  pageVersions,
  productBuyWiths,
  productOfferFields,
  productOfferValues,
  productPhotos,
  products,
  productVariants,
  promoCodes,
  regions,
  secondFactors,
  seoTags,
  shopAddresses,
  shops,
  users,
} from '../schema';
import { demoCategories } from './demo-categories';
import { demoCategoryFields } from './demo-category-fields';
import { demoCombos, pickCombo } from './demo-combos';
import { demoBlogPosts, demoCampaigns, demoFaqs } from './demo-content';
import type { DemoCategory, DemoProduct } from './demo-data.types';
import { demoPages } from './demo-pages';
import { demoProducts } from './demo-products';
import { seedSellerDrafts } from './demo-seller-drafts';
import { demoSeoTags } from './demo-seo-tags';
import { demoShops } from './demo-shops';
import { planVariants, type VariantPlan, variantSummary } from './demo-variants';
import { seededRandom } from './random';

export const demoPassword = 'demo1234';

/**
 * The demo operators' (Admin and Staff) TOTP secret, in the README: add it to an authenticator app
 * or compute a code with `oathtool --totp -b BAZARDEMOBAZARDEMOBAZARDEMOBAZAR`.
 */
export const demoSecondFactorSecret = 'BAZARDEMOBAZARDEMOBAZARDEMOBAZAR';

export const demoAccounts = [
  {
    role: Role.Admin,
    firstName: 'Aydın',
    lastName: 'Məmmədov',
    email: 'admin@demo.bazar.az',
    phone: '994500000001',
  },
  {
    role: Role.Seller,
    firstName: 'Səbinə',
    lastName: 'Əliyeva',
    email: 'seller@demo.bazar.az',
    phone: '994500000002',
  },
  {
    role: Role.Customer,
    firstName: 'Rəşad',
    lastName: 'Hüseynov',
    email: 'buyer@demo.bazar.az',
    phone: '994500000003',
  },
  {
    role: Role.Staff,
    firstName: 'Nigar',
    lastName: 'Qasımova',
    email: 'staff@demo.bazar.az',
    phone: '994500000004',
  },
] as const;

const day = 24 * 60 * 60 * 1000;

/** Runs `work` over items, a few at a time: image encoding uses the thread pool, not the event loop. */
async function inBatches<T>(items: T[], size: number, work: (item: T, index: number) => Promise<void>) {
  for (let start = 0; start < items.length; start += size) {
    await Promise.all(items.slice(start, start + size).map((item, offset) => work(item, start + offset)));
  }
}

export async function isSeeded(db: Database): Promise<boolean> {
  const [row] = await db.select({ value: count() }).from(categories);
  return (row?.value ?? 0) > 0;
}

/** Offer fields, their values and every combination, in three bulk inserts. */
async function insertVariants(db: Database, planned: { productId: number; plan: VariantPlan }[]) {
  const fields = await db
    .insert(productOfferFields)
    .values(
      planned.flatMap(({ productId, plan }) =>
        plan.fields.map((field, position) => ({ productId, position, name: field.name })),
      ),
    )
    .returning();
  const fieldId = new Map(fields.map((field) => [`${field.productId}/${field.position}`, field.id]));
  const values = await db
    .insert(productOfferValues)
    .values(
      planned.flatMap(({ productId, plan }) =>
        plan.fields.flatMap((field, fieldPosition) =>
          field.values.map((value, position) => ({
            fieldId: fieldId.get(`${productId}/${fieldPosition}`) as number,
            position,
            value,
          })),
        ),
      ),
    )
    .returning();
  const valueId = new Map(values.map((value) => [`${value.fieldId}/${value.position}`, value.id]));
  const idOf = (productId: number, fieldPosition: number, position: number) =>
    valueId.get(`${fieldId.get(`${productId}/${fieldPosition}`)}/${position}`) as number;
  await db.insert(productVariants).values(
    planned.flatMap(({ productId, plan }) =>
      plan.variants.map(({ values: [first, second], ...prices }) => ({
        productId,
        valueId: idOf(productId, 0, first),
        secondValueId: second === undefined ? null : idOf(productId, 1, second),
        ...prices,
      })),
    ),
  );
}

/** Which accessory categories a product of a category offers to buy with it. */
const buyWithAccessories: Record<string, string[]> = {
  smartphones: ['phone-cases', 'chargers-cables', 'power-banks', 'headphones'],
  tablets: ['phone-cases', 'chargers-cables', 'power-banks', 'headphones'],
  laptops: ['keyboards-mice', 'headphones', 'chargers-cables'],
};

/**
 * The demo marketplace: accounts, a three-level category tree, shops with logos, products with
 * photos and variants, combos, campaigns, SEO landing pages, blog, FAQ and legal pages. Runs once,
 * on an empty database.
 */
export async function seedDemo(db: Database, uploadsDir: string): Promise<void> {
  const random = seededRandom(20261123);
  const now = Date.now();
  const passwordHash = await hash(demoPassword);
  const confirmedAt = new Date(now);

  await db.transaction(async (tx) => {
    const insertedAccounts = await tx
      .insert(users)
      .values(demoAccounts.map((account) => ({ ...account, passwordHash, phoneConfirmedAt: confirmedAt })))
      .returning({ id: users.id, role: users.role });
    // The demo operators come with their second factor enrolled (issue 35 point 14).
    await tx
      .insert(secondFactors)
      .values(
        insertedAccounts
          .filter((a) => a.role === Role.Admin || a.role === Role.Staff)
          .map((a) => ({ userId: a.id, secret: demoSecondFactorSecret, confirmedAt })),
      );
    const demoBuyerId = insertedAccounts.find((a) => a.role === Role.Customer)?.id as number;
    const demoSellerId = insertedAccounts.find((a) => a.role === Role.Seller)?.id as number;

    // Categories, top-down, remembering each slug's id, icon and top-level slug.
    const categoryBySlug = new Map<string, { id: number; icon: string; top: string; depth: number }>();
    const insertLevel = async (
      nodes: DemoCategory[],
      parentId: number | null,
      depth: number,
      top?: string,
    ) => {
      for (const [position, node] of nodes.entries()) {
        const [row] = await tx
          .insert(categories)
          .values({ parentId, slug: node.slug, name: node.name, icon: node.icon, position, depth })
          .returning({ id: categories.id });
        const id = row?.id as number;
        categoryBySlug.set(node.slug, { id, icon: node.icon, top: top ?? node.slug, depth });
        if (node.children) await insertLevel(node.children, id, depth + 1, top ?? node.slug);
      }
    };
    await insertLevel(demoCategories, null, 1);

    // The dynamic fields sellers fill in for products of the leaf categories.
    const fieldRows = [...demoCategoryFields(demoProducts)].flatMap(([slug, fields]) => {
      const category = categoryBySlug.get(slug);
      if (!category) throw new Error(`Demo category fields name unknown category ${slug}`);
      return fields.map((field, position) => ({ ...field, categoryId: category.id, position }));
    });
    await tx.insert(categoryFields).values(fieldRows);

    // Shops: the demo seller owns the first; each other shop has its own seller account.
    const shopIdsByTop = new Map<string, number[]>();
    const shopColor = new Map<number, string>();
    for (const [index, shop] of demoShops.entries()) {
      let ownerId = demoSellerId;
      if (index > 0) {
        const [owner] = await tx
          .insert(users)
          .values({
            role: Role.Seller,
            firstName: shop.name,
            lastName: shop.city,
            email: `${shop.slug}@demo.bazar.az`,
            phone: `9945001${String(index).padStart(5, '0')}`,
            passwordHash,
          })
          .returning({ id: users.id });
        ownerId = owner?.id as number;
      }
      const icon = categoryBySlug.get(shop.categories[0] ?? '')?.icon ?? 'store';
      const logo = await savePicture(uploadsDir, `shops/${shop.slug}.webp`, {
        icon,
        color: shop.color,
        width: 256,
        height: 256,
      });
      const [row] = await tx
        .insert(shops)
        .values({
          ownerId,
          slug: shop.slug,
          name: shop.name,
          description: shop.description,
          logo,
          city: shop.city,
          status: 'approved',
          featured: shop.featured,
          rating: Math.round((4 + random.next()) * 10) / 10,
          taxId: shop.settings?.taxId,
          coordinatorName: shop.settings?.coordinatorName,
          coordinatorPhone: shop.settings?.coordinatorPhone,
        })
        .returning({ id: shops.id });
      const shopId = row?.id as number;
      const shopAddressRows = (shop.settings?.addresses ?? []).map((address) => ({ ...address, shopId }));
      if (shopAddressRows.length > 0) await tx.insert(shopAddresses).values(shopAddressRows);
      shopColor.set(shopId, shop.color);
      for (const top of shop.categories) shopIdsByTop.set(top, [...(shopIdsByTop.get(top) ?? []), shopId]);
    }
    const allShopIds = [...shopColor.keys()];

    // Products: spread over the shops that sell in their top-level category.
    const productRows = demoProducts.map((product, index) => {
      const category = categoryBySlug.get(product.category);
      if (!category)
        throw new Error(`Demo product "${product.title}" names unknown category ${product.category}`);
      const candidates = shopIdsByTop.get(category.top) ?? allShopIds;
      const price = Math.round(product.priceAzn * 100);
      const discounted = index % 4 === 1 ? Math.round((price * (100 - random.int(10, 35))) / 100) : null;
      const code = `BZ${String(100001 + index)}`;
      const createdAt = new Date(now - random.int(0, 120) * day);
      return {
        shopId: candidates[index % candidates.length] as number,
        categoryId: category.id,
        code,
        slug: `${slugify(product.title, 70)}-${code.toLowerCase()}`,
        title: product.title,
        description: product.description,
        model: product.model,
        manufacturer: product.manufacturer,
        stockCode: `${slugify(product.manufacturer, 6).toUpperCase()}-${String(index + 1).padStart(5, '0')}`,
        stockCount: index % 9 === 4 ? 0 : random.int(1, 120),
        price,
        discountedPrice: discounted,
        status: 'published' as const,
        properties: product.properties,
        rating: index % 7 === 3 ? 0 : Math.round((3.6 + random.next() * 1.4) * 10) / 10,
        ratingCount: index % 7 === 3 ? 0 : random.int(1, 240),
        createdAt,
        publishedAt: createdAt,
      };
    });

    // Variants and combos draw from `random` only after the products have, so the rest of the demo
    // stays as it was. A product with variants shows their total stock and cheapest price.
    const plans = productRows.map((row, index) => {
      const plan = planVariants(demoProducts[index] as DemoProduct, row, random);
      if (plan) Object.assign(row, variantSummary(plan));
      return plan;
    });
    const insertedProducts = await tx.insert(products).values(productRows).returning({ id: products.id });
    await insertVariants(
      tx,
      plans.flatMap((plan, index) =>
        plan ? [{ productId: insertedProducts[index]?.id as number, plan }] : [],
      ),
    );

    // Combos: a set from one shop, about 8-15% cheaper than its products' current prices, in whole manat.
    const comboCandidates = productRows.flatMap((row, index) =>
      row.stockCount > 0
        ? [
            {
              ...(demoProducts[index] as DemoProduct),
              shopId: row.shopId,
              id: insertedProducts[index]?.id as number,
              price: row.discountedPrice ?? row.price,
            },
          ]
        : [],
    );
    for (const [index, combo] of demoCombos.entries()) {
      const picks = pickCombo(combo, comboCandidates);
      if (!picks) throw new Error(`No shop sells every part of the demo combo "${combo.title}"`);
      const total = picks.reduce((sum, pick) => sum + pick.price, 0);
      const [row] = await tx
        .insert(combos)
        .values({
          shopId: picks[0]?.shopId as number,
          code: `CMB-${1001 + index}`,
          title: combo.title,
          price: Math.round((total * (100 - random.int(8, 15))) / 10_000) * 100,
        })
        .returning({ id: combos.id });
      await tx
        .insert(comboItems)
        .values(picks.map((pick) => ({ comboId: row?.id as number, productId: pick.id })));
    }

    // Buy-with extras: accessories of the same shop offered beside its phones, tablets and laptops.
    const buyWithRows = productRows.flatMap((row, index) => {
      const product = demoProducts[index] as DemoProduct;
      const accessories = buyWithAccessories[product.category];
      if (!accessories) return [];
      const extras = productRows.flatMap((extra, extraIndex) =>
        extra.shopId === row.shopId &&
        extra.stockCount > 0 &&
        !plans[extraIndex] &&
        accessories.includes((demoProducts[extraIndex] as DemoProduct).category)
          ? [insertedProducts[extraIndex]?.id as number]
          : [],
      );
      return extras.slice(0, 3).map((extraProductId, position) => ({
        productId: insertedProducts[index]?.id as number,
        extraProductId,
        position,
      }));
    });
    if (buyWithRows.length > 0) await tx.insert(productBuyWiths).values(buyWithRows);

    // Photos: a main picture per product and a second, shared per category.
    const secondPhotoByCategory = new Map<string, string>();
    const photoRows: { productId: number; position: number; path: string }[] = [];
    await inBatches(demoProducts, 8, async (product, index) => {
      const category = categoryBySlug.get(product.category);
      const productId = insertedProducts[index]?.id as number;
      const color = shopColor.get(productRows[index]?.shopId as number) ?? '#2563eb';
      const main = await savePicture(uploadsDir, `products/${productId}-1.webp`, {
        icon: category?.icon ?? 'package',
        color,
        width: 600,
        height: 600,
      });
      photoRows.push({ productId, position: 0, path: main });
      let second = secondPhotoByCategory.get(product.category);
      if (!second) {
        second = await savePicture(uploadsDir, `products/category-${product.category}.webp`, {
          icon: category?.icon ?? 'package',
          color,
          width: 600,
          height: 600,
          variant: 1,
        });
        secondPhotoByCategory.set(product.category, second);
      }
      photoRows.push({ productId, position: 1, path: second });
    });
    await tx.insert(productPhotos).values(photoRows);
    // The demo seller's products off sale or in moderation, for the cabinet's product groups.
    const demoShopId = allShopIds[0] as number;
    await seedSellerDrafts(tx, uploadsDir, {
      shopId: demoShopId,
      color: shopColor.get(demoShopId) ?? '#2563eb',
      categoryBySlug,
      firstIndex: demoProducts.length,
    });

    for (const campaign of demoCampaigns) {
      const banner = await savePicture(uploadsDir, `campaigns/${campaign.slug}.webp`, {
        icon: 'percent',
        color: campaign.color,
        width: 1200,
        height: 400,
      });
      const [row] = await tx
        .insert(campaigns)
        .values({
          slug: campaign.slug,
          title: campaign.title,
          description: campaign.description,
          discountPercent: campaign.discountPercent,
          banner,
          startsAt: new Date(now - 7 * day),
          endsAt: new Date(now + 30 * day),
        })
        .returning({ id: campaigns.id });
      const links = campaign.categories.flatMap((slug) => {
        const category = categoryBySlug.get(slug);
        return category ? [{ campaignId: row?.id as number, categoryId: category.id }] : [];
      });
      if (links.length > 0) await tx.insert(campaignCategories).values(links);
    }

    for (const post of demoBlogPosts) {
      const image = await savePicture(uploadsDir, `blog/${post.slug}.webp`, {
        icon: post.icon,
        color: post.color,
        width: 1200,
        height: 630,
      });
      await tx.insert(blogPosts).values({
        slug: post.slug,
        title: post.title,
        metaTitle: post.metaTitle,
        metaDescription: post.metaDescription,
        keywords: post.keywords,
        description: post.description,
        image,
        createdAt: new Date(now - post.daysAgo * day),
        publishedAt: new Date(now - post.daysAgo * day),
      });
    }

    await tx.insert(seoTags).values(
      demoSeoTags.map(({ category, ...tag }) => {
        const categoryId = category === undefined ? null : categoryBySlug.get(category)?.id;
        if (categoryId === undefined)
          throw new Error(`Demo SEO tag "${tag.slug}" names unknown category ${category}`);
        return { ...tag, categoryId };
      }),
    );

    await tx.insert(faqEntries).values(demoFaqs.map((faq, position) => ({ ...faq, position })));
    await tx
      .insert(pages)
      .values(demoPages.map((page) => ({ slug: page.slug, title: page.title, body: page.body })));
    // Each legal page's text is its first version, in force since the marketplace opened.
    await tx.insert(pageVersions).values(
      demoPages.map((page) => ({
        slug: page.slug,
        version: 1,
        title: page.title,
        body: page.body,
        effectiveAt: new Date(now - 90 * day),
      })),
    );
    // The demo buyer checks out at once: a saved address in Baku (Nəsimi), and promo codes to try.
    const [baku] = await tx
      .select()
      .from(regions)
      .where(and(isNull(regions.parentId), eq(regions.position, 0)));
    const [nasimi] = baku
      ? await tx
          .select()
          .from(regions)
          .where(and(eq(regions.parentId, baku.id), eq(regions.position, 2)))
      : [];
    if (!baku || !nasimi) throw new Error('The delivery regions are missing (migration 0008)');
    await tx.insert(addresses).values({
      userId: demoBuyerId,
      cityId: baku.id,
      districtId: nasimi.id,
      text: 'Azadlıq prospekti 15, mənzil 42',
      type: 'home',
      isDefault: true,
    });
    await tx.insert(promoCodes).values(
      demoPromoCodes.map((promo) => ({
        code: promo.code,
        discount: promo.discount,
        minOrder: promo.minOrder,
        expiresAt: new Date(now + promo.validDays * day),
      })),
    );
    await tx.insert(instalmentPlans).values([...demoInstalmentPlans]);
    await indexForSearch(tx);
  });
}

/**
 * The demo's partner-card instalment plans (commission in basis points, minimum order in qəpik),
 * shaped like the cards Azerbaijani banks offer; operators change them in the back office.
 */
export const demoInstalmentPlans = [
  { partner: 'BirKart', months: 3, commissionBp: 0, minOrder: 5_000 },
  { partner: 'BirKart', months: 6, commissionBp: 450, minOrder: 5_000 },
  { partner: 'BirKart', months: 12, commissionBp: 900, minOrder: 5_000 },
  { partner: 'TamKart', months: 6, commissionBp: 500, minOrder: 10_000 },
  { partner: 'TamKart', months: 12, commissionBp: 1_000, minOrder: 10_000 },
  { partner: 'TamKart', months: 24, commissionBp: 1_900, minOrder: 30_000 },
  { partner: 'Albalı', months: 2, commissionBp: 0, minOrder: 3_000 },
  { partner: 'Albalı', months: 9, commissionBp: 750, minOrder: 3_000 },
] as const;

/** Promo codes of the demo: amounts and minimum orders in qəpik; one has already expired. */
export const demoPromoCodes = [
  { code: 'BAZAR5', discount: 500, minOrder: 2000, validDays: 365 },
  { code: 'WELCOME10', discount: 1000, minOrder: 5000, validDays: 365 },
  { code: 'EXPIRED1', discount: 300, minOrder: 0, validDays: -1 },
] as const;
