import { describe, expect, it } from 'vitest';
import { formatMoney } from './money';

describe('formatMoney', () => {
  it('writes AZN with a decimal comma and the manat sign', () => {
    expect(formatMoney(12.5)).toBe('12,50 ₼');
    expect(formatMoney(0)).toBe('0,00 ₼');
  });

  it('groups thousands with a non-breaking space', () => {
    expect(formatMoney(1234.5)).toBe('1\u00a0234,50 ₼');
    expect(formatMoney(1_000_000)).toBe('1\u00a0000\u00a0000,00 ₼');
  });

  it('rounds to qəpik', () => {
    expect(formatMoney(9.999)).toBe('10,00 ₼');
  });
});
