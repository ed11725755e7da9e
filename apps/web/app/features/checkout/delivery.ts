import { type BasketView, type DeliveryType, toQepik } from '@bazar/contracts';

/** A seller's part as checkout sums it: its goods and its delivery fee by type, both as the API priced them. */
type Part = Pick<BasketView['groups'][number], 'subtotal' | 'deliveryFee'>;

/** The order's sums in AZN: goods, delivery over all parts, promo discount, and what is paid. */
export function orderTotals(parts: Part[], type: DeliveryType, promoDiscount: number) {
  const goods = parts.reduce((sum, part) => sum + toQepik(part.subtotal), 0);
  const delivery = parts.reduce((sum, part) => sum + toQepik(part.deliveryFee[type]), 0);
  const discount = Math.min(toQepik(promoDiscount), goods);
  return {
    goods: goods / 100,
    delivery: delivery / 100,
    discount: discount / 100,
    total: (goods + delivery - discount) / 100,
  };
}
