import type { BasketLine, BasketNotice, BasketView } from '@bazar/contracts';
import { basketLimits, deliveryFeeOf, toAzn } from '@bazar/contracts';
import { type Buyable, type BuyableRef, buyableKey } from '../inventory';

/** A line as a basket holds it, before pricing: a member's row or an item of a guest's storage. */
export interface HeldLine {
  id: number | null;
  ref: BuyableRef;
  count: number;
  /** Qəpik per unit when added; null when not known. */
  addedPrice: number | null;
}

/** How many of a buyable a line may hold: what is in stock, at least 1 so a sold-out line can stay. */
export function lineCap(buyable: Buyable): number {
  return Math.max(1, Math.min(buyable.stock, basketLimits.count));
}

function stateOf(buyable: Buyable, count: number): BasketLine['state'] {
  if (!buyable.onSale) return 'unavailable';
  if (buyable.stock <= 0) return 'outOfStock';
  return count > buyable.stock ? 'notEnoughStock' : 'available';
}

/**
 * A seller's part delivered by each type, for its goods in qəpik (AZN out): checkout charges the
 * same, so a client shows the fee without a rule of its own. Nothing to buy, nothing to deliver.
 */
function deliveryFeesOf(subtotal: number): BasketView['groups'][number]['deliveryFee'] {
  if (subtotal === 0) return { standard: 0, urgent: 0 };
  return {
    standard: toAzn(deliveryFeeOf(subtotal, 'standard')),
    urgent: toAzn(deliveryFeeOf(subtotal, 'urgent')),
  };
}

/**
 * Prices held lines now, on the server, grouped by seller. Only lines that can be bought as they
 * are count towards the totals; the others stay, with their state, for the buyer to see.
 */
export function priceBasket(
  held: HeldLine[],
  buyables: Map<string, Buyable>,
  notices: BasketNotice[] = [],
): BasketView {
  const lines: BasketLine[] = [];
  let total = 0;
  let originalTotal = 0;
  const groups = new Map<
    string,
    Omit<BasketView['groups'][number], 'deliveryFee'> & { subtotalQepik: number }
  >();
  for (const line of held) {
    const key = buyableKey(line.ref);
    const buyable = buyables.get(key);
    if (!buyable) continue;
    const state = stateOf(buyable, line.count);
    const lineTotal = buyable.unitPrice * line.count;
    const discount = buyable.unitOriginalPrice - buyable.unitPrice;
    lines.push({
      id: line.id,
      key,
      productId: buyable.productId,
      variantId: buyable.variantId,
      comboId: buyable.comboId,
      title: buyable.title,
      slug: buyable.slug,
      comboCode: buyable.comboCode,
      image: buyable.image,
      shop: buyable.shop,
      offers: buyable.offers,
      count: line.count,
      maxCount: buyable.onSale ? Math.max(0, Math.min(buyable.stock, basketLimits.count)) : 0,
      price: toAzn(buyable.unitPrice),
      originalPrice: toAzn(buyable.unitOriginalPrice),
      discountPercent: discount > 0 ? Math.round((discount / buyable.unitOriginalPrice) * 100) : null,
      lineTotal: toAzn(lineTotal),
      state,
      priceChangedFrom:
        line.addedPrice !== null && line.addedPrice !== buyable.unitPrice ? toAzn(line.addedPrice) : null,
    });
    const group = groups.get(buyable.shop.slug) ?? {
      shop: buyable.shop,
      keys: [],
      subtotal: 0,
      subtotalQepik: 0,
    };
    group.keys.push(key);
    if (state === 'available') {
      group.subtotalQepik += lineTotal;
      total += lineTotal;
      originalTotal += buyable.unitOriginalPrice * line.count;
    }
    groups.set(buyable.shop.slug, group);
  }
  return {
    baskets: lines,
    groups: [...groups.values()].map(({ subtotalQepik, ...group }) => ({
      ...group,
      subtotal: toAzn(subtotalQepik),
      deliveryFee: deliveryFeesOf(subtotalQepik),
    })),
    count: lines.reduce((sum, line) => sum + line.count, 0),
    originalTotal: toAzn(originalTotal),
    discount: toAzn(originalTotal - total),
    total: toAzn(total),
    notices,
  };
}
