import { describe, expect, it } from 'vitest';
import { deliveryFee, orderTotals } from './delivery';

describe('delivery fees', () => {
  it('[CHK-06] charges standard delivery per seller, free from 50 AZN, urgent adds its extra fee', () => {
    expect(deliveryFee(49.99, 'standard')).toBe(3);
    expect(deliveryFee(50, 'standard')).toBe(0);
    expect(deliveryFee(12.5, 'urgent')).toBe(8);
    expect(deliveryFee(80, 'urgent')).toBe(5);
  });

  it('[CHK-07] totals goods, delivery per seller and the promo discount', () => {
    expect(orderTotals([20, 60], 'standard', 5)).toEqual({ goods: 80, delivery: 3, discount: 5, total: 78 });
    expect(orderTotals([20, 60], 'urgent', 0)).toEqual({ goods: 80, delivery: 13, discount: 0, total: 93 });
    expect(orderTotals([4], 'standard', 10)).toEqual({ goods: 4, delivery: 3, discount: 4, total: 3 });
  });
});
