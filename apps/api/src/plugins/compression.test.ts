import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../test/test-app';

describe('compression', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(() => ctx.close());

  const get = (encoding?: string) =>
    ctx.app.inject({
      method: 'GET',
      url: '/api/v1/Home',
      headers: encoding ? { 'accept-encoding': encoding } : {},
    });

  it('sends answers brotli- or gzip-compressed to a client that takes it, and plain to one that does not', async () => {
    const plain = await get();
    expect(plain.headers['content-encoding']).toBeUndefined();
    const text = plain.body;
    expect(text.length).toBeGreaterThan(5000);

    const br = await get('gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toContain('accept-encoding');
    expect(br.rawPayload.length).toBeLessThan(text.length / 4);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(text);

    const gzip = await get('gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(text);
  });
});
