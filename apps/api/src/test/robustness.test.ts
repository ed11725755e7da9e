import { describe, expect, it } from 'vitest';
import { malformedInputTests } from './robustness-probes';

/** Part 1 of the malformed-input probes (robustness-probes.ts), and the credentials and language checks. */
const { ctx, identities } = malformedInputTests(1, 3);

describe('robustness', () => {
  it('forged or malformed credentials are refused with 401, never a 5xx', async () => {
    const forged = [
      'Bearer',
      'Bearer ',
      'Bearer x',
      'Bearer eyJhbGciOiJub25lIn0.eyJzdWIiOiIxIiwic2lkIjoieCJ9.',
      `Bearer ${identities.buyer?.token?.slice(0, -3)}abc`,
      `Bearer ${'a'.repeat(10_000)}`,
      'Basic YWRtaW46YWRtaW4=',
      'Bearer \u0000',
    ];
    for (const authorization of forged) {
      const response = await ctx.app.inject({
        method: 'GET',
        url: '/api/v1/user/profile',
        headers: { authorization },
      });
      expect(response.statusCode, authorization.slice(0, 40)).toBe(401);
      expect(response.headers['content-type']).toContain('application/problem+json');
    }
  });

  it('says what was wrong in the caller’s language', async () => {
    const az = await ctx.app.inject({ method: 'GET', url: '/api/v1/Category/2147483648' });
    const en = await ctx.app.inject({
      method: 'GET',
      url: '/api/v1/Category/2147483648',
      headers: { 'accept-language': 'en' },
    });
    expect(az.statusCode).toBeGreaterThanOrEqual(400);
    expect(az.statusCode).toBeLessThan(500);
    expect(az.json().detail).not.toBe(en.json().detail);
    expect(en.json().detail).toMatch(/[a-z]/);
  });
});
