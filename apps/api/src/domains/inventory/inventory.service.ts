import type { Database, Transaction } from '../../db/connection';
import type { EventBus } from '../../events/event-bus';
import { mediaUrl } from '../../media/urls';
import { AppError } from '../../plugins/errors';
import { InventoryRepo } from './inventory.repo';

/** A shop's stock of a product or variant is this low or lower: its owner is told once per fall to it. */
export const lowStockLevel = 3;

declare module '../../events/event-bus' {
  interface DomainEvents {
    /** An order took a product or variant down to the low level, in the checkout's transaction (its shop is told). */
    'inventory.lowStock': { shopOwnerId: number; title: string; left: number };
    /** Stock of these products came back, in the transaction that gave it back (stock requests are answered). */
    'inventory.stockReturned': { productIds: number[] };
  }
}

interface LowStock {
  productId: number;
  variantId: number | null;
  left: number;
}

/**
 * What a buyer can buy now: basket lines priced today with their stock, the variant offer values
 * name, the extras sold with a product, and the stock an order takes and gives back.
 */
export class InventoryService {
  private readonly repo: InventoryRepo;

  constructor(
    db: Database,
    private readonly events: EventBus,
  ) {
    this.repo = new InventoryRepo(db);
  }

  /** The products a seller offers to buy with this one (spec: basketBuyWiths). */
  async buyWithIds(productId: number): Promise<Set<number>> {
    return new Set(await this.repo.buyWithIds(productId));
  }

  /**
   * Which variant the chosen offer values name. A product with variants needs one value per offer
   * field; values of another product, or a combination that is not sold, are invalid.
   */
  async findVariant(productId: number, chosen: OfferChoice[]): Promise<VariantMatch> {
    const [product] = await this.repo.basketProducts([productId]);
    if (!product) return { kind: 'noProduct' };
    if (!product.hasVariants)
      return chosen.length === 0 ? { kind: 'none', product } : { kind: 'invalid', product };
    if (chosen.length === 0) return { kind: 'required', product };
    const values = await this.repo.offerValuesOf(
      productId,
      chosen.map((choice) => choice.valueId),
    );
    const matched = chosen.map((choice) =>
      values.find((value) => value.valueId === choice.valueId && value.fieldId === choice.fieldId),
    );
    if (matched.some((value) => value === undefined)) return { kind: 'invalid', product };
    const byPosition = [...matched].sort((a, b) => (a?.position ?? 0) - (b?.position ?? 0));
    const [first, second] = byPosition;
    if (first?.position !== 0 || (second && second.position !== 1)) return { kind: 'invalid', product };
    const variantId = await this.repo.variantByValues(productId, first.valueId, second?.valueId ?? null);
    return variantId === undefined ? { kind: 'invalid', product } : { kind: 'found', variantId, product };
  }

  /**
   * Takes from stock what these lines need, in the caller's transaction, or throws when any is
   * short so the whole order rolls back. Rows are updated in one order (by product, then variant),
   * so two orders sharing products wait for each other instead of deadlocking.
   */
  async takeStock(tx: Transaction, lines: { buyable: Buyable; count: number }[]): Promise<void> {
    const needed = new Map<string, { productId: number; variantId: number | null; count: number }>();
    for (const { buyable, count } of lines)
      for (const take of buyable.takes) {
        const key = `${take.productId}:${take.variantId ?? 0}`;
        const entry = needed.get(key) ?? { productId: take.productId, variantId: take.variantId, count: 0 };
        entry.count += take.count * count;
        needed.set(key, entry);
      }
    const repo = new InventoryRepo(tx);
    const ordered = [...needed.values()].sort(
      (a, b) => a.productId - b.productId || (a.variantId ?? 0) - (b.variantId ?? 0),
    );
    const fellLow: LowStock[] = [];
    for (const entry of ordered) {
      const left = await repo.takeStock(entry, entry.count);
      if (left === null) throw new AppError('conflict', 'checkout.outOfStock');
      // The update that crosses the level is one order's, so the shop hears of each fall once.
      if (left <= lowStockLevel && left + entry.count > lowStockLevel)
        fellLow.push({ productId: entry.productId, variantId: entry.variantId, left });
    }
    for (const low of fellLow) await this.tellLowStock(repo, tx, low);
  }

  private async tellLowStock(repo: InventoryRepo, tx: Transaction, low: LowStock): Promise<void> {
    const [[product], [variant], shopOwnerId] = await Promise.all([
      repo.basketProducts([low.productId]),
      repo.basketVariants(low.variantId === null ? [] : [low.variantId]),
      repo.shopOwnerOf(low.productId),
    ]);
    if (!product || shopOwnerId === undefined) return;
    const title = titleWithOptions(product.title, variant ? [variant.value, variant.secondValue] : []);
    await this.events.emit(tx, 'inventory.lowStock', { shopOwnerId, title, left: low.left });
  }

  /** Puts back what a cancelled, refused or returned order took. */
  async returnStock(
    tx: Transaction,
    takes: { productId: number; variantId: number | null; count: number }[],
  ) {
    const repo = new InventoryRepo(tx);
    for (const take of takes) await repo.returnStock(take, take.count);
    const productIds = [...new Set(takes.map((take) => take.productId))];
    await this.events.emit(tx, 'inventory.stockReturned', { productIds });
  }

  /**
   * What basket lines refer to, priced now (qəpik) with their stock and whether they are on sale.
   * Refs to products or combos that never existed are missing from the answer. Products the caller
   * has just read (`read`, by `findVariant`) are not read again.
   */
  async buyables(refs: BuyableRef[], read: BasketProduct[] = []): Promise<Map<string, Buyable>> {
    const productIds = [
      ...new Set(
        refs.flatMap((ref) =>
          ref.productId && !read.some((row) => row.id === ref.productId) ? [ref.productId] : [],
        ),
      ),
    ];
    const variantIds = [...new Set(refs.flatMap((ref) => (ref.variantId ? [ref.variantId] : [])))];
    const comboIds = [...new Set(refs.flatMap((ref) => (ref.comboId ? [ref.comboId] : [])))];
    const [fetchedProducts, variantRows, comboRows, comboItemRows] = await Promise.all([
      this.repo.basketProducts(productIds),
      this.repo.basketVariants(variantIds),
      this.repo.basketCombos(comboIds),
      this.repo.basketComboItems(comboIds),
    ]);
    const productRows = [...read, ...fetchedProducts];
    const found = new Map<string, Buyable>();
    for (const ref of refs) {
      const key = buyableKey(ref);
      if (ref.comboId) {
        const combo = comboRows.find((row) => row.id === ref.comboId);
        if (!combo) continue;
        const items = comboItemRows.filter((item) => item.comboId === combo.id);
        const apart = items.reduce((sum, item) => sum + (item.discountedPrice ?? item.price) * item.count, 0);
        found.set(key, {
          key,
          productId: null,
          variantId: null,
          comboId: combo.id,
          title: combo.title,
          slug: null,
          comboCode: combo.code,
          image: items[0]?.image ? mediaUrl(items[0].image) : null,
          shopId: combo.shopId,
          shop: { slug: combo.shopSlug, name: combo.shopName },
          offers: [],
          code: combo.code,
          takes: items.map((item) => ({ productId: item.productId, variantId: null, count: item.count })),
          unitPrice: combo.price,
          unitOriginalPrice: Math.max(apart, combo.price),
          stock: Math.min(...items.map((item) => Math.floor(item.stockCount / item.count))),
          onSale:
            combo.status === 'published' &&
            combo.shopStatus === 'approved' &&
            items.length > 0 &&
            items.every((item) => item.status === 'published'),
        });
        continue;
      }
      const product = productRows.find((row) => row.id === ref.productId);
      if (!product) continue;
      const variant = ref.variantId ? variantRows.find((row) => row.id === ref.variantId) : undefined;
      if (ref.variantId && variant?.productId !== product.id) continue;
      const priced = variant ?? product;
      found.set(key, {
        key,
        productId: product.id,
        variantId: variant?.id ?? null,
        comboId: null,
        title: product.title,
        slug: product.slug,
        comboCode: null,
        image: product.image ? mediaUrl(product.image) : null,
        shopId: product.shopId,
        shop: { slug: product.shopSlug, name: product.shopName },
        code: product.code,
        takes: [{ productId: product.id, variantId: variant?.id ?? null, count: 1 }],
        offers: variant
          ? [
              { name: variant.field, value: variant.value },
              ...(variant.secondField && variant.secondValue
                ? [{ name: variant.secondField, value: variant.secondValue }]
                : []),
            ]
          : [],
        unitPrice:
          priced.discountedPrice !== null && priced.discountedPrice < priced.price
            ? priced.discountedPrice
            : priced.price,
        unitOriginalPrice: priced.price,
        stock: priced.stockCount,
        // A product with variants is bought only as one of them.
        onSale:
          product.status === 'published' &&
          product.shopStatus === 'approved' &&
          (variant !== undefined || !product.hasVariants),
      });
    }
    return found;
  }
}

/** A product's title with the values of a variant, as a notice names what it is about: "Köynək (Qırmızı / M)". */
export function titleWithOptions(title: string, values: (string | null)[]): string {
  const options = values.filter(Boolean).join(' / ');
  return options ? `${title} (${options})` : title;
}

/** A basket line's reference: a product (with a variant when it has them) or a combo. */
export interface BuyableRef {
  productId?: number | null;
  variantId?: number | null;
  comboId?: number | null;
}

/** The same product, variant or combo always has the same key: `p12`, `p12v40`, `c3`. */
export function buyableKey(ref: BuyableRef): string {
  if (ref.comboId) return `c${ref.comboId}`;
  return ref.variantId ? `p${ref.productId}v${ref.variantId}` : `p${ref.productId}`;
}

export interface Buyable {
  key: string;
  productId: number | null;
  variantId: number | null;
  comboId: number | null;
  title: string;
  slug: string | null;
  comboCode: string | null;
  image: string | null;
  shopId: number;
  shop: { slug: string; name: string };
  offers: { name: string; value: string }[];
  /** The product's code (a combo's code); what the order keeps as the product code. */
  code: string;
  /** What one unit takes from stock: the product or variant, or each product of a combo. */
  takes: { productId: number; variantId: number | null; count: number }[];
  /** Qəpik, what one costs now, discount applied. */
  unitPrice: number;
  /** Qəpik, before the discount (for a combo: its products bought apart). */
  unitOriginalPrice: number;
  stock: number;
  onSale: boolean;
}

export interface OfferChoice {
  fieldId: number;
  valueId: number;
}

/** A product as a basket prices it, whatever its status. */
export type BasketProduct = Awaited<ReturnType<InventoryRepo['basketProducts']>>[number];

/** What the chosen values name, with the product read to find out (priced from it, not read again). */
export type VariantMatch =
  | { kind: 'none'; product: BasketProduct }
  | { kind: 'found'; variantId: number; product: BasketProduct }
  | { kind: 'required'; product: BasketProduct }
  | { kind: 'invalid'; product: BasketProduct }
  | { kind: 'noProduct' };
