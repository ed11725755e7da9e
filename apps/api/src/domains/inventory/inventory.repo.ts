import { and, asc, eq, gte, inArray, isNull, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/connection';
import { cardColumns, standInPrices } from '../catalog';
import {
  comboItems,
  combos,
  productBuyWiths,
  productOfferFields,
  productOfferValues,
  products,
  productVariants,
} from '../catalog/catalog.tables';
import { shops } from '../sellers/sellers.tables';

const onShop = eq(shops.id, products.shopId);

/**
 * Stock and today's prices of the catalogue's products, variants and combos, as baskets, checkout
 * and orders read and change them. The rows are the catalogue's (catalog.tables.ts).
 */
export class InventoryRepo {
  constructor(private readonly db: Database) {}

  async buyWithIds(productId: number): Promise<number[]> {
    const rows = await this.db
      .select({ id: productBuyWiths.extraProductId })
      .from(productBuyWiths)
      .where(eq(productBuyWiths.productId, productId));
    return rows.map((row) => row.id);
  }

  /** Products as a basket prices them: whatever their status, so a line can say it left sale. */
  basketProducts(ids: number[]) {
    if (ids.length === 0) return Promise.resolve([]);
    return this.db
      .select({
        ...cardColumns,
        shopId: shops.id,
        status: products.status,
        shopStatus: shops.status,
      })
      .from(products)
      .innerJoin(shops, onShop)
      .where(inArray(products.id, ids));
  }

  /** Variants with the names of their offer fields and values (colour: red, size: M). */
  basketVariants(ids: number[]) {
    if (ids.length === 0) return Promise.resolve([]);
    const firstValue = alias(productOfferValues, 'first_value');
    const firstField = alias(productOfferFields, 'first_field');
    const secondValue = alias(productOfferValues, 'second_value');
    const secondField = alias(productOfferFields, 'second_field');
    return this.db
      .select({
        id: productVariants.id,
        productId: productVariants.productId,
        stockCount: productVariants.stockCount,
        price: productVariants.price,
        discountedPrice: productVariants.discountedPrice,
        field: firstField.name,
        value: firstValue.value,
        secondField: secondField.name,
        secondValue: secondValue.value,
      })
      .from(productVariants)
      .innerJoin(firstValue, eq(firstValue.id, productVariants.valueId))
      .innerJoin(firstField, eq(firstField.id, firstValue.fieldId))
      .leftJoin(secondValue, eq(secondValue.id, productVariants.secondValueId))
      .leftJoin(secondField, eq(secondField.id, secondValue.fieldId))
      .where(inArray(productVariants.id, ids));
  }

  /** Offer values of a product by id, with their field's id and position. */
  offerValuesOf(productId: number, valueIds: number[]) {
    if (valueIds.length === 0) return Promise.resolve([]);
    return this.db
      .select({
        valueId: productOfferValues.id,
        fieldId: productOfferFields.id,
        position: productOfferFields.position,
      })
      .from(productOfferValues)
      .innerJoin(productOfferFields, eq(productOfferFields.id, productOfferValues.fieldId))
      .where(and(eq(productOfferFields.productId, productId), inArray(productOfferValues.id, valueIds)));
  }

  async variantByValues(productId: number, valueId: number, secondValueId: number | null) {
    const [row] = await this.db
      .select({ id: productVariants.id })
      .from(productVariants)
      .where(
        and(
          eq(productVariants.productId, productId),
          eq(productVariants.valueId, valueId),
          secondValueId === null
            ? isNull(productVariants.secondValueId)
            : eq(productVariants.secondValueId, secondValueId),
        ),
      );
    return row?.id;
  }

  /** Combos as a basket prices them, whatever their status. */
  basketCombos(ids: number[]) {
    if (ids.length === 0) return Promise.resolve([]);
    return this.db
      .select({
        id: combos.id,
        code: combos.code,
        title: combos.title,
        price: combos.price,
        status: combos.status,
        shopId: shops.id,
        shopSlug: shops.slug,
        shopName: shops.name,
        shopStatus: shops.status,
      })
      .from(combos)
      .innerJoin(shops, eq(shops.id, combos.shopId))
      .where(inArray(combos.id, ids));
  }

  /** What a combo holds: each product's count, stock, status and price, for availability and price apart. */
  basketComboItems(comboIds: number[]) {
    if (comboIds.length === 0) return Promise.resolve([]);
    return this.db
      .select({
        comboId: comboItems.comboId,
        productId: comboItems.productId,
        count: comboItems.count,
        stockCount: products.stockCount,
        status: products.status,
        price: products.price,
        discountedPrice: products.discountedPrice,
        image: cardColumns.image,
      })
      .from(comboItems)
      .innerJoin(products, eq(products.id, comboItems.productId))
      .where(inArray(comboItems.comboId, comboIds))
      .orderBy(asc(comboItems.comboId), asc(products.id));
  }

  /**
   * Takes `count` units of a product or a variant, only if that many are left: the conditional
   * update is atomic, so parallel orders can never take the same last unit. Answers how many of
   * the product or variant are left, or null when short.
   */
  async takeStock(
    target: { productId: number; variantId: number | null },
    count: number,
  ): Promise<number | null> {
    if (target.variantId !== null) {
      const [taken] = await this.db
        .update(productVariants)
        .set({ stockCount: sql`${productVariants.stockCount} - ${count}` })
        .where(and(eq(productVariants.id, target.variantId), gte(productVariants.stockCount, count)))
        .returning({ left: productVariants.stockCount });
      if (!taken) return null;
      // The product's own count sums its variants; it follows without a check of its own.
      await this.db
        .update(products)
        .set({ stockCount: sql`greatest(${products.stockCount} - ${count}, 0)`, ...standInPrices })
        .where(eq(products.id, target.productId));
      return taken.left;
    }
    const [taken] = await this.db
      .update(products)
      .set({ stockCount: sql`${products.stockCount} - ${count}` })
      .where(and(eq(products.id, target.productId), gte(products.stockCount, count)))
      .returning({ left: products.stockCount });
    return taken ? taken.left : null;
  }

  /** The member who owns the shop selling a product: the one told about its stock. */
  async shopOwnerOf(productId: number): Promise<number | undefined> {
    const [row] = await this.db
      .select({ ownerId: shops.ownerId })
      .from(products)
      .innerJoin(shops, onShop)
      .where(eq(products.id, productId));
    return row?.ownerId;
  }

  async returnStock(target: { productId: number; variantId: number | null }, count: number): Promise<void> {
    if (target.variantId !== null)
      await this.db
        .update(productVariants)
        .set({ stockCount: sql`${productVariants.stockCount} + ${count}` })
        .where(eq(productVariants.id, target.variantId));
    await this.db
      .update(products)
      .set({
        stockCount: sql`${products.stockCount} + ${count}`,
        ...(target.variantId === null ? {} : standInPrices),
      })
      .where(eq(products.id, target.productId));
  }
}
