import { describe, expect, it } from 'vitest';
import { owed, partShares } from './order-shares';

const part = (id: number, subtotal: number, deliveryFee = 0, status: 'placed' | 'cancelled' = 'placed') => ({
  id,
  status,
  subtotal,
  deliveryFee,
});

describe('what each part of an order costs', () => {
  it('shares the discount by the goods, so the shares add up to the total', () => {
    const order = { discount: 1000, parts: [part(1, 3000, 500), part(2, 7000, 0), part(3, 1, 300)] };
    const shares = partShares(order);
    expect([...shares.values()].reduce((sum, share) => sum + share, 0)).toBe(
      3000 + 500 + 7000 + 1 + 300 - 1000,
    );
    expect(shares.get(1)).toBe(3000 + 500 - 300);
    expect(shares.get(2)).toBe(7000 - 700);
    expect(shares.get(3)).toBe(1 + 300);
  });

  it('never gives a part more discount than its goods, however the rounding falls', () => {
    const shares = partShares({ discount: 299, parts: [part(1, 100), part(2, 100), part(3, 100)] });
    expect([...shares.values()]).toEqual([0, 0, 1]);
    expect([...shares.values()].every((share) => share >= 0)).toBe(true);
  });

  it('owes only the parts still standing', () => {
    const order = { discount: 100, parts: [part(1, 1000), part(2, 1000, 0, 'cancelled')] };
    expect(owed(order)).toBe(950);
  });

  it('shares an instalment commission by what each part costs, adding up to it exactly [PAY-04]', () => {
    const order = { discount: 0, commission: 1001, parts: [part(1, 6000), part(2, 3000), part(3, 1000)] };
    const shares = partShares(order);
    expect([...shares.values()]).toEqual([6000 + 601, 3000 + 300, 1000 + 100]);
    // A cancelled part's commission is no longer owed.
    expect(owed({ ...order, parts: [part(1, 6000), part(2, 3000, 0, 'cancelled'), part(3, 1000)] })).toBe(
      6601 + 1100,
    );
  });
});
