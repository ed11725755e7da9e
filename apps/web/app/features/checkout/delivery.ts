import { type DeliveryType, deliveryFeeOf, toQepik } from '@bazar/contracts';

/** What delivering one seller's part costs, in AZN, by the contract's rule (`deliveryFeeOf`). */
export function deliveryFee(partSubtotal: number, type: DeliveryType): number {
  return deliveryFeeOf(toQepik(partSubtotal), type) / 100;
}

/** The order's sums in AZN: goods, delivery over all parts, promo discount, and what is paid. */
export function orderTotals(partSubtotals: number[], type: DeliveryType, promoDiscount: number) {
  const goods = partSubtotals.reduce((sum, part) => sum + toQepik(part), 0);
  const delivery = partSubtotals.reduce((sum, part) => sum + toQepik(deliveryFee(part, type)), 0);
  const discount = Math.min(toQepik(promoDiscount), goods);
  return {
    goods: goods / 100,
    delivery: delivery / 100,
    discount: discount / 100,
    total: (goods + delivery - discount) / 100,
  };
}
