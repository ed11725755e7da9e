import { describe, expect, it } from 'vitest';
import { scheduleOf } from './schedule';

describe('instalment arithmetic [PAY-04]', () => {
  it('rounds the commission half up to the qəpik', () => {
    // 5.5% of 99.99 ₼ is 549.945 qəpik: 550. 5.5% of 99.90 ₼ is 549.45: 549.
    expect(scheduleOf(9_999, { months: 6, commissionBp: 550 }).commission).toBe(550);
    expect(scheduleOf(9_990, { months: 6, commissionBp: 550 }).commission).toBe(549);
    expect(scheduleOf(10_000, { months: 3, commissionBp: 0 }).commission).toBe(0);
  });

  it('divides the total into equal months, the first also paying what dividing left', () => {
    expect(scheduleOf(10_000, { months: 3, commissionBp: 0 })).toEqual({
      commission: 0,
      total: 10_000,
      monthly: 3_333,
      firstMonthly: 3_334,
    });
    expect(scheduleOf(120_000, { months: 12, commissionBp: 1_000 })).toEqual({
      commission: 12_000,
      total: 132_000,
      monthly: 11_000,
      firstMonthly: 11_000,
    });
  });

  it('makes the monthly payments add up to the total for any amount and plan', () => {
    for (const amount of [1, 7, 99, 1_001, 33_333, 249_999, 9_999_999])
      for (const months of [2, 3, 6, 9, 12, 18, 24])
        for (const commissionBp of [0, 1, 333, 550, 1_250, 5_000]) {
          const schedule = scheduleOf(amount, { months, commissionBp });
          expect(schedule.firstMonthly + schedule.monthly * (months - 1)).toBe(schedule.total);
          expect(schedule.firstMonthly - schedule.monthly).toBeLessThan(months);
          expect(schedule.total).toBe(amount + schedule.commission);
        }
  });
});
