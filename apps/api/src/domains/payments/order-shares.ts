import type { OrderStatus } from '@bazar/contracts';

interface OrderParts {
  discount: number;
  parts: { id: number; status: OrderStatus; subtotal: number; deliveryFee: number }[];
}

/** Parts that ended undelivered or came back: nothing is owed for them. */
const ended: OrderStatus[] = ['cancelled', 'refused', 'returned'];

/**
 * What each part of an order costs the buyer, in qəpik: its goods and delivery less its share of
 * the order's discount. The discount is shared by the parts' goods, rounded down, and the last part
 * takes what rounding left, so the shares add up to the order's total exactly.
 */
export function partShares(order: OrderParts): Map<number, number> {
  const goods = order.parts.reduce((sum, part) => sum + part.subtotal, 0);
  const sorted = [...order.parts].sort((a, b) => a.id - b.id);
  const shares = new Map<number, number>();
  let given = 0;
  for (const [index, part] of sorted.entries()) {
    const last = index === sorted.length - 1;
    const discount = last
      ? order.discount - given
      : goods === 0
        ? 0
        : Math.floor((order.discount * part.subtotal) / goods);
    given += discount;
    shares.set(part.id, part.subtotal + part.deliveryFee - discount);
  }
  return shares;
}

/** What the buyer owes for the parts still standing (all but those cancelled, refused or returned). */
export function owed(order: OrderParts): number {
  const shares = partShares(order);
  return order.parts
    .filter((part) => !ended.includes(part.status))
    .reduce((sum, part) => sum + (shares.get(part.id) ?? 0), 0);
}

/** Whether a part of the order ended undelivered or came back. */
export function someEnded(order: OrderParts): boolean {
  return order.parts.some((part) => ended.includes(part.status));
}
