import { describe, expect, it } from 'vitest';
import { instalmentOffer, instalmentPlans } from './instalments';

describe('instalment terms [CAT-08]', () => {
  it('adds the commission and rounds the monthly payment up to the qəpik', () => {
    const [three, six, twelve] = instalmentPlans;
    expect(instalmentOffer(100, three)).toEqual({
      months: 3,
      commissionPercent: 0,
      total: 100,
      monthly: 33.34,
    });
    expect(instalmentOffer(999.9, six)).toEqual({
      months: 6,
      commissionPercent: 5,
      total: 1049.9,
      monthly: 174.99,
    });
    expect(instalmentOffer(1200, twelve)).toEqual({
      months: 12,
      commissionPercent: 10,
      total: 1320,
      monthly: 110,
    });
  });
});
