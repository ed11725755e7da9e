import { and, between, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import { users } from '../domains/accounts/accounts.tables';
import { productOfferValues, products, productVariants } from '../domains/catalog/catalog.tables';
import { shops } from '../domains/sellers/sellers.tables';
import { callApi, signIn, type TestContext } from './test-app';

/** The seeded demo accounts' phones (`demoAccounts` in db/seed/seed-demo.ts). */
export const demoPhones = {
  admin: '994500000001',
  seller: '994500000002',
  buyer: '994500000003',
  staff: '994500000004',
} as const;

export type DemoTokens = Record<keyof typeof demoPhones, string>;

/** Sessions of the four demo accounts: an Admin, the demo seller, a buyer and a Staff member. */
export async function signInDemoPeople(ctx: TestContext): Promise<DemoTokens> {
  const [admin, seller, buyer, staff] = await Promise.all([
    signIn(ctx, demoPhones.admin),
    signIn(ctx, demoPhones.seller),
    signIn(ctx, demoPhones.buyer),
    signIn(ctx, demoPhones.staff),
  ]);
  return { admin, seller, buyer, staff };
}

/** The demo seller's shop. */
export async function demoSellersShop(ctx: TestContext): Promise<{ id: number; slug: string; name: string }> {
  const [own] = await ctx.db
    .select({ id: shops.id, slug: shops.slug, name: shops.name })
    .from(shops)
    .innerJoin(users, eq(users.id, shops.ownerId))
    .where(eq(users.phone, demoPhones.seller));
  if (!own) throw new Error('the demo seller has no shop');
  return own;
}

/** One of the demo seller's products and one of another shop, both at full price with more than `minStock` in stock. */
export async function productsOfTwoShops(ctx: TestContext, minStock: number) {
  const { id: shopId } = await demoSellersShop(ctx);
  const inStock = and(
    eq(products.status, 'published'),
    gt(products.stockCount, minStock),
    isNull(products.discountedPrice),
  );
  const [mine] = await ctx.db
    .select({ id: products.id })
    .from(products)
    .where(and(inStock, eq(products.shopId, shopId)))
    .limit(1);
  const [theirs] = await ctx.db
    .select({ id: products.id, shopId: products.shopId })
    .from(products)
    .where(and(inStock, ne(products.shopId, shopId)))
    .limit(1);
  if (!mine || !theirs) throw new Error('the demo needs products of two shops');
  return { shopId, mine: mine.id, theirs };
}

/** The first published product with stock to spare priced between 100 and 200 ₼ (gift cards and instalments buy it). */
export async function productBetween100And200(ctx: TestContext) {
  const [row] = await ctx.db
    .select({
      id: products.id,
      price: products.price,
      categoryId: products.categoryId,
      shopId: products.shopId,
    })
    .from(products)
    .where(
      and(
        eq(products.status, 'published'),
        gt(products.stockCount, 50),
        between(products.price, 10_000, 20_000),
      ),
    )
    .orderBy(products.id)
    .limit(1);
  if (!row) throw new Error('the demo needs a product between 100 and 200 ₼');
  return row;
}

/** The first variant of a published product with one offer field only and more than `minStock` in stock, with its field and value. */
export async function variantOfOneField(ctx: TestContext, minStock: number) {
  const [row] = await ctx.db
    .select({
      productId: productVariants.productId,
      variantId: productVariants.id,
      valueId: productVariants.valueId,
      fieldId: productOfferValues.fieldId,
      stock: productVariants.stockCount,
      price: productVariants.price,
      discountedPrice: productVariants.discountedPrice,
    })
    .from(productVariants)
    .innerJoin(productOfferValues, eq(productOfferValues.id, productVariants.valueId))
    .innerJoin(products, eq(products.id, productVariants.productId))
    .where(
      and(
        gt(productVariants.stockCount, minStock),
        eq(products.status, 'published'),
        sql`${productVariants.secondValueId} is null`,
      ),
    )
    .orderBy(productVariants.id)
    .limit(1);
  if (!row) throw new Error('no demo variant');
  return row;
}

/**
 * A product's properties as its editor shows them, with each required field it lacks filled as a
 * seller would: demo products predate their category's fields.
 */
export async function propertiesWithRequiredFilled(
  ctx: TestContext,
  edit: { categoryId: number; properties: Record<string, string> },
): Promise<Record<string, string>> {
  const fields = (await callApi(ctx, 'GET', `Category/${edit.categoryId}/Fields`)).json() as {
    name: string;
    kind: string;
    options: string[];
    required: boolean;
  }[];
  const properties = { ...edit.properties };
  for (const field of fields)
    if (field.required && !properties[field.name])
      properties[field.name] = field.kind === 'number' ? '1' : (field.options[0] ?? 'Digər');
  return properties;
}
