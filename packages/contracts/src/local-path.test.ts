import { describe, expect, it } from 'vitest';
import { localPathOf } from './local-path';

/** Known open-redirect bypasses: each must come back as "not a path of this site". */
const bypasses = [
  'https://evil.example',
  'http:evil.example',
  'https:/evil.example',
  '//evil.example',
  '///evil.example',
  '////evil.example',
  '/\\evil.example',
  '\\\\evil.example',
  '/\\/evil.example',
  '/..//evil.example',
  '/.//evil.example',
  '/a/../..//evil.example',
  '/%2e%2e//evil.example',
  '/%2E%2E//evil.example',
  '/\t/evil.example',
  '/\n/evil.example',
  '/\r\n/evil.example',
  '/ /evil.example'.replace(' ', '\u0000'),
  'javascript:alert(1)',
  'JaVaScRiPt:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  ' //evil.example',
  '\u0009//evil.example',
  'evil.example',
  '@evil.example',
  '',
  `/${'a'.repeat(3000)}`,
];

describe('localPathOf (open redirects)', () => {
  it.each(bypasses)('refuses %j', (address) => {
    expect(localPathOf(address)).toBeNull();
  });

  it('refuses what is not text', () => {
    for (const value of [null, undefined, 1, ['/'], { toString: () => '/' }])
      expect(localPathOf(value)).toBeNull();
  });

  it('keeps paths of this site, normalized, with their query and fragment', () => {
    expect(localPathOf('/user/profile/my-orders')).toBe('/user/profile/my-orders');
    expect(localPathOf('/checkout?items=1,2')).toBe('/checkout?items=1,2');
    expect(localPathOf('/en/product/x#reviews')).toBe('/en/product/x#reviews');
    expect(localPathOf('/a/../basket')).toBe('/basket');
    // Encoded slashes stay encoded: the browser asks this site for that path.
    expect(localPathOf('/%2F%2Fevil.example')).toBe('/%2F%2Fevil.example');
    expect(localPathOf('/%5Cevil.example')).toBe('/%5Cevil.example');
  });
});
