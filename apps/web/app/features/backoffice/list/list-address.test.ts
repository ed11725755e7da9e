import { describe, expect, it } from 'vitest';
import { listSearch, pageCount } from './list-address';

describe('a list address', () => {
  it('keeps only what is set, in the view’s order, and leaves page 1 out', () => {
    expect(listSearch({ q: 'ali', role: 2, blocked: undefined, page: 1 })).toBe('?q=ali&role=2');
    expect(listSearch({ status: 'waiting', q: '', page: 3 })).toBe('?status=waiting&page=3');
    expect(listSearch({ q: undefined, page: 1 })).toBe('');
  });

  it('counts at least one page', () => {
    expect(pageCount({ total: 0, pageSize: 20 })).toBe(1);
    expect(pageCount({ total: 41, pageSize: 20 })).toBe(3);
  });
});
