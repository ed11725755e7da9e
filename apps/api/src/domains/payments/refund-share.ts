/**
 * What one part of an order cost the buyer, in qəpik: its goods and delivery less its share of the
 * order's discount. The discount is shared by the parts' goods, rounded down, and the last part
 * takes what rounding left, so the shares add up to the order's total exactly.
 */
export function refundShare(
  order: { discount: number; parts: { id: number; subtotal: number; deliveryFee: number }[] },
  partId: number,
): number {
  const goods = order.parts.reduce((sum, part) => sum + part.subtotal, 0);
  const sorted = [...order.parts].sort((a, b) => a.id - b.id);
  let given = 0;
  for (const [index, part] of sorted.entries()) {
    const last = index === sorted.length - 1;
    const discount = last
      ? order.discount - given
      : goods === 0
        ? 0
        : Math.floor((order.discount * part.subtotal) / goods);
    given += discount;
    if (part.id === partId) return part.subtotal + part.deliveryFee - discount;
  }
  return 0;
}
