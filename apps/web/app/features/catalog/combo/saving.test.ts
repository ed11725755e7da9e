import { describe, expect, it } from 'vitest';
import { comboSaving } from './saving';

describe('comboSaving', () => {
  it('is the difference to buying apart, to the qəpik, and its percent', () => {
    expect(comboSaving({ price: 2654, priceApart: 2885.3 })).toEqual({ amount: 231.3, percent: 8 });
  });

  it('is nothing when the combo is not cheaper', () => {
    expect(comboSaving({ price: 50, priceApart: 50 })).toEqual({ amount: 0, percent: 0 });
    expect(comboSaving({ price: 60, priceApart: 50 })).toEqual({ amount: 0, percent: 0 });
  });
});
