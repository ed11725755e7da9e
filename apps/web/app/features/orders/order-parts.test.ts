import { describe, expect, it } from 'vitest';
import { formatDateTime } from './order-parts';

describe('order dates', () => {
  it('[CHK-11] shows an order time in Baku time, dd/MM/yyyy HH:mm', () => {
    expect(formatDateTime('2025-03-31T21:30:00Z')).toBe('01/04/2025 01:30');
  });
});
