import type { OrderStatus } from '@bazar/contracts';

interface OrderParts {
  discount: number;
  /** The instalment commission on top of the total; absent or 0 unless paid in instalments. */
  commission?: number;
  parts: { id: number; status: OrderStatus; subtotal: number; deliveryFee: number }[];
}

/** Parts that ended undelivered or came back: nothing is owed for them. */
const ended: OrderStatus[] = ['cancelled', 'refused', 'returned'];

/**
 * What each part of an order costs the buyer, in qəpik: its goods and delivery less its share of
 * the order's discount, and its share of an instalment commission (by what each part costs). The discount is shared by the parts' goods, rounded down, and what rounding
 * left goes a qəpik at a time to the parts in order, so the shares add up to the order's total
 * exactly and none is below its delivery fee.
 */
export function partShares(order: OrderParts): Map<number, number> {
  const goods = order.parts.reduce((sum, part) => sum + part.subtotal, 0);
  const sorted = [...order.parts].sort((a, b) => a.id - b.id);
  const discounts = sorted.map((part) =>
    goods === 0 ? 0 : Math.floor((order.discount * part.subtotal) / goods),
  );
  // What rounding down left is handed out a qəpik at a time, never beyond a part's goods.
  let left = order.discount - discounts.reduce((sum, discount) => sum + discount, 0);
  while (left > 0) {
    const before = left;
    for (const [index, part] of sorted.entries()) {
      if (left > 0 && (discounts[index] ?? 0) < part.subtotal) {
        discounts[index] = (discounts[index] ?? 0) + 1;
        left--;
      }
    }
    if (left === before) break;
  }
  const net = sorted.map((part, index) => part.subtotal + part.deliveryFee - (discounts[index] ?? 0));
  const commissions = shared(order.commission ?? 0, net);
  return new Map(sorted.map((part, index) => [part.id, (net[index] ?? 0) + (commissions[index] ?? 0)]));
}

/**
 * An amount shared by weights, rounded down, with what rounding left handed out a qəpik at a time
 * from the first: the shares add up to the amount exactly.
 */
function shared(amount: number, weights: number[]): number[] {
  const whole = weights.reduce((sum, weight) => sum + weight, 0);
  if (amount === 0 || whole === 0) return weights.map(() => 0);
  const shares = weights.map((weight) => Math.floor((amount * weight) / whole));
  let left = amount - shares.reduce((sum, share) => sum + share, 0);
  for (let index = 0; left > 0; index = (index + 1) % shares.length, left--)
    shares[index] = (shares[index] ?? 0) + 1;
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
