import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppConfig } from '../app';
import { createTestApp, type TestContext } from '../test/test-app';

let direct: TestContext;
let behindProxy: TestContext;
beforeAll(async () => {
  [direct, behindProxy] = await Promise.all([createTestApp(), createTestApp({ trustProxy: ['loopback'] })]);
});
afterAll(() => Promise.all([direct.close(), behindProxy.close()]));

function policyOf(header: string | string[] | number | undefined): Map<string, string> {
  return new Map(
    String(header)
      .split(';')
      .map((directive) => directive.trim().split(/\s+(.*)/s) as [string, string]),
  );
}

describe('security headers', () => {
  it('sends the policy headers on answers, problems included', async () => {
    for (const url of ['/api/health', '/api/v1/Category/GetParentCategory', '/api/v1/Nothing/Here']) {
      const response = await direct.app.inject({ method: 'GET', url });
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(response.headers['permissions-policy']).toContain('camera=()');
      const policy = policyOf(response.headers['content-security-policy']);
      expect(policy.get('frame-ancestors')).toBe("'none'");
      expect(policy.get('object-src')).toBe("'none'");
      expect(policy.get('default-src')).toBe("'self'");
    }
  });

  it('sends them too on an address the router cannot decode', async () => {
    const response = await direct.app.inject({ method: 'GET', url: '/api/v1/Category/%ED%A0%80' });
    expect(response.statusCode).toBe(400);
    expect(response.headers['content-type']).toContain('application/problem+json');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(policyOf(response.headers['content-security-policy']).get('frame-ancestors')).toBe("'none'");
  });

  it('lets scripts run only from this site or with a nonce that is new on every answer', async () => {
    const nonces = new Set<string>();
    for (let i = 0; i < 3; i++) {
      const response = await direct.app.inject({ method: 'GET', url: '/api/health' });
      const scripts = policyOf(response.headers['content-security-policy']).get('script-src') ?? '';
      expect(scripts).not.toContain('unsafe-inline');
      expect(scripts).not.toContain('unsafe-eval');
      const nonce = /'nonce-([A-Za-z0-9+/=]{22,})'/.exec(scripts)?.[1];
      expect(nonce).toBeDefined();
      nonces.add(nonce as string);
    }
    expect(nonces.size).toBe(3);
  });

  it('asks for https only over https, as said by a trusted proxy', async () => {
    const http = await direct.app.inject({ method: 'GET', url: '/api/health' });
    expect(http.headers['strict-transport-security']).toBeUndefined();
    // A client cannot claim https itself when no proxy is trusted.
    const claimed = await direct.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(claimed.headers['strict-transport-security']).toBeUndefined();
    const viaProxy = await behindProxy.app.inject({
      method: 'GET',
      url: '/api/health',
      remoteAddress: '127.0.0.1',
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(viaProxy.headers['strict-transport-security']).toMatch(/max-age=\d{8}/);
  });
});

describe('the hosts of the analytics pixel and the map (ANALYTICS_ID, MAPS_KEY)', () => {
  const sources = async (trackers: AppConfig['trackers']) => {
    const ctx = await createTestApp({ trackers });
    try {
      const response = await ctx.app.inject({ method: 'GET', url: '/api/health' });
      return policyOf(response.headers['content-security-policy']);
    } finally {
      await ctx.close();
    }
  };

  it('[PRV-05] names no other host when neither is set', async () => {
    const policy = await sources(undefined);
    for (const directive of ['script-src', 'style-src', 'img-src', 'font-src', 'connect-src'])
      expect(policy.get(directive), directive).not.toMatch(/google|gstatic/);
  });

  it('[PRV-05] allows exactly what Google Analytics 4 needs with ANALYTICS_ID, and the Maps API with MAPS_KEY', async () => {
    const analytics = await sources({ analyticsId: 'G-TEST12345' });
    expect(analytics.get('script-src')).toContain('https://www.googletagmanager.com');
    expect(analytics.get('script-src')).not.toContain('maps.googleapis.com');
    expect(analytics.get('connect-src')).toBe(
      "'self' https://*.google-analytics.com https://*.analytics.google.com https://www.googletagmanager.com",
    );
    expect(analytics.get('img-src')).toContain('https://*.google-analytics.com');
    expect(analytics.get('font-src')).toBe("'self' data:");

    const maps = await sources({ mapsKey: 'maps-test-key' });
    expect(maps.get('script-src')).toContain('https://maps.googleapis.com');
    expect(maps.get('script-src')).not.toContain('googletagmanager');
    expect(maps.get('connect-src')).toBe("'self' https://maps.googleapis.com");
    expect(maps.get('img-src')).toBe("'self' data: blob: https://maps.gstatic.com https://*.googleapis.com");
    expect(maps.get('style-src')).toBe("'self' 'unsafe-inline' https://fonts.googleapis.com");
    expect(maps.get('font-src')).toBe("'self' data: https://fonts.gstatic.com");
    // Still no inline code beyond the nonce's, and nothing framed from Google.
    expect(maps.get('script-src')).not.toContain('unsafe');
    expect(maps.get('frame-src')).not.toContain('google.com');
  });
});

describe('client address (TRUST_PROXY)', () => {
  const lookup = (ctx: TestContext, remoteAddress: string, forwardedFor: string) =>
    ctx.app.inject({
      method: 'GET',
      url: '/api/v1/Order/Lookup?number=BZ-0&phone=994501234567',
      remoteAddress,
      headers: { 'x-forwarded-for': forwardedFor },
    });

  it('counts a per-address limit on the socket address whatever X-Forwarded-For says', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 32; i++)
      statuses.push((await lookup(direct, '10.20.0.1', `198.51.100.${i}`)).statusCode);
    expect(statuses.slice(0, 30).every((status) => status === 404)).toBe(true);
    expect(statuses.slice(30)).toEqual([429, 429]);
  });

  it('takes the client from X-Forwarded-For only when a configured proxy sends it', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 32; i++)
      statuses.push((await lookup(behindProxy, '127.0.0.1', `198.51.100.${i}`)).statusCode);
    expect(statuses.every((status) => status === 404)).toBe(true);
    // Any other sender is the client itself, and its header is ignored.
    for (let i = 0; i < 30; i++) await lookup(behindProxy, '10.20.0.2', `198.51.100.${100 + i}`);
    expect((await lookup(behindProxy, '10.20.0.2', '198.51.100.200')).statusCode).toBe(429);
  });
});
