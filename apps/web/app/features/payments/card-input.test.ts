import { describe, expect, it } from 'vitest';
import { formatExpiry, groupCardNumber } from './card-input';

describe('groupCardNumber', () => {
  it('groups the digits four by four and drops everything else', () => {
    expect(groupCardNumber('4169738800000010')).toBe('4169 7388 0000 0010');
    expect(groupCardNumber('4169-73a88 0')).toBe('4169 7388 0');
    expect(groupCardNumber('4169')).toBe('4169');
  });

  it('keeps to sixteen digits', () => {
    expect(groupCardNumber('41697388000000109999')).toBe('4169 7388 0000 0010');
  });
});

describe('formatExpiry', () => {
  it('puts the slash after the month', () => {
    expect(formatExpiry('1', '')).toBe('1');
    expect(formatExpiry('12', '1')).toBe('12/');
    expect(formatExpiry('12/3', '12/')).toBe('12/3');
    expect(formatExpiry('1230', '')).toBe('12/30');
  });

  it('lets the person delete back over the slash', () => {
    expect(formatExpiry('12', '12/')).toBe('1');
  });
});
