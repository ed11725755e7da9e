import type { BasketView } from '@bazar/contracts';
import type { InstalmentGoods } from './instalment-choice';

/**
 * The lines being bought: those the basket chose (spec: buy together, `?items=` keys) that can be
 * bought now, else every line that can. Prices and each seller's delivery fee are the server's, so
 * the basket given holds the chosen lines alone (`loadChosenBasket`).
 */
export function chosenLines(basket: BasketView, items: string | null | undefined) {
  const keys = items ? new Set(items.split(',')) : null;
  const lines = basket.baskets.filter((line) => line.state === 'available' && (!keys || keys.has(line.key)));
  const groups = basket.groups.flatMap((group) => {
    const own = lines.filter((line) => group.keys.includes(line.key));
    if (own.length === 0) return [];
    const subtotal = own.reduce((sum, line) => sum + Math.round(line.lineTotal * 100), 0) / 100;
    return [{ shop: group.shop, lines: own, subtotal, deliveryFee: group.deliveryFee }];
  });
  const total = lines.reduce((sum, line) => sum + Math.round(line.lineTotal * 100), 0) / 100;
  const original =
    lines.reduce((sum, line) => sum + Math.round(line.originalPrice * line.count * 100), 0) / 100;
  return { lines, groups, total, discount: Math.max(0, original - total) };
}

export type ChosenOrder = ReturnType<typeof chosenLines>;

/** The goods of basket lines as instalment offers name them: products bought alone, and combos. */
export function goodsOf(lines: { productId: number | null; comboId: number | null }[]): InstalmentGoods {
  return {
    productIds: lines.flatMap((line) =>
      line.comboId === null && line.productId !== null ? [line.productId] : [],
    ),
    comboIds: lines.flatMap((line) => (line.comboId !== null ? [line.comboId] : [])),
  };
}
