import { describe, expect, it } from 'vitest';
import { orderTotals } from './delivery';

/** Two sellers' parts as the API prices them: 20 AZN (3 AZN standard, 8 urgent) and 60 AZN (free, 5 urgent). */
const parts = [
  { subtotal: 20, deliveryFee: { standard: 3, urgent: 8 } },
  { subtotal: 60, deliveryFee: { standard: 0, urgent: 5 } },
];

describe('checkout totals', () => {
  it('[CHK-07] totals goods, each seller part’s delivery fee by the chosen type and the promo discount', () => {
    expect(orderTotals(parts, 'standard', 5)).toEqual({ goods: 80, delivery: 3, discount: 5, total: 78 });
    expect(orderTotals(parts, 'urgent', 0)).toEqual({ goods: 80, delivery: 13, discount: 0, total: 93 });
  });

  it('[CHK-07] takes off no more promo discount than the goods cost', () => {
    const small = [{ subtotal: 4, deliveryFee: { standard: 3, urgent: 8 } }];
    expect(orderTotals(small, 'standard', 10)).toEqual({ goods: 4, delivery: 3, discount: 4, total: 3 });
  });
});
