import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../test/test-app';
import { imageVariantsQueue } from './image-store';
import { registerMedia } from './media-files';

let ctx: TestContext;
let seller: string;

beforeAll(async () => {
  ctx = await createTestApp();
  const response = await ctx.app.inject({
    method: 'POST',
    url: '/api/v1/auth',
    payload: { phoneOrEmail: '994500000002', password: 'demo1234' },
  });
  seller = response.json().token;
});
afterAll(() => ctx.close());

/** Uploads a product photo as the cabinet does (multipart/form-data) and gives its stored path. */
async function uploadPhoto(file: Buffer): Promise<string> {
  const boundary = `bazar-test-${Math.random().toString(16).slice(2)}`;
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="photo.png"\r\nContent-Type: image/png\r\n\r\n`;
  const response = await ctx.app.inject({
    method: 'POST',
    url: '/api/v1/Media/ProductPhoto',
    headers: {
      'content-type': `multipart/form-data; boundary=${boundary}`,
      authorization: `Bearer ${seller}`,
    },
    payload: Buffer.concat([Buffer.from(head), file, Buffer.from(`\r\n--${boundary}--\r\n`)]),
  });
  expect(response.statusCode).toBe(201);
  return response.json().path;
}

/** Polls until `check` holds; fails after 20 s. */
async function waitFor(check: () => Promise<boolean>, what: string): Promise<void> {
  const until = Date.now() + 20_000;
  while (!(await check())) {
    if (Date.now() > until) throw new Error(`timed out waiting until ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

const png = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#2563eb' } })
    .png()
    .toBuffer();

const variantOf = (stored: string, width: number) => stored.replace(/\.webp$/, `-${width}.webp`);

describe('image variants', () => {
  it('[SEL-04] an uploaded photo is kept 1200 px wide at once, and the queued job writes its 400 and 800 px copies', async () => {
    const stored = await uploadPhoto(await png(2000, 1500));
    const file = (relative: string) => path.join(ctx.uploadsDir, relative);
    expect(await sharp(file(stored)).metadata()).toMatchObject({ format: 'webp', width: 1200, height: 900 });

    await waitFor(async () => {
      const [job] = await ctx.app.jobs.find(imageVariantsQueue, { path: stored });
      return job?.state === 'completed';
    }, 'the image job has run');
    expect(await sharp(file(variantOf(stored, 400))).metadata()).toMatchObject({
      format: 'webp',
      width: 400,
      height: 300,
    });
    expect(await sharp(file(variantOf(stored, 800))).metadata()).toMatchObject({
      format: 'webp',
      width: 800,
      height: 600,
    });

    // A retried job writes the same files again.
    const before = await readFile(file(variantOf(stored, 800)));
    await ctx.app.images.writeVariants(stored);
    expect((await readFile(file(variantOf(stored, 800)))).equals(before)).toBe(true);
  });

  it('[SEL-04] a photo narrower than a copy is not enlarged for it', async () => {
    const stored = await uploadPhoto(await png(500, 500));
    await waitFor(async () => {
      const [job] = await ctx.app.jobs.find(imageVariantsQueue, { path: stored });
      return job?.state === 'completed';
    }, 'the image job has run');
    const width = async (relative: string) =>
      (await sharp(path.join(ctx.uploadsDir, relative)).metadata()).width;
    expect([
      await width(stored),
      await width(variantOf(stored, 800)),
      await width(variantOf(stored, 400)),
    ]).toEqual([500, 500, 400]);
  });
});

describe('/media/', () => {
  let root: string;
  let media: FastifyInstance;
  let large: Buffer;
  let small: Buffer;

  beforeAll(async () => {
    root = await mkdtemp(path.join(tmpdir(), 'bazar-media-'));
    const uploads = path.join(root, 'uploads');
    await mkdir(path.join(uploads, 'products'), { recursive: true });
    large = await sharp(await png(1200, 1200))
      .webp()
      .toBuffer();
    small = await sharp(await png(400, 400))
      .webp()
      .toBuffer();
    await writeFile(path.join(uploads, 'products/a.webp'), large);
    await writeFile(path.join(uploads, 'products/a-400.webp'), small);
    await writeFile(path.join(uploads, 'products/b.webp'), large);
    // Beside the uploads folder, where no request may reach.
    await writeFile(path.join(root, 'secret.webp'), Buffer.from('not for the web'));
    await writeFile(path.join(root, 'secret-400.webp'), Buffer.from('not for the web'));
    media = Fastify();
    await registerMedia(media, uploads, '7d');
    await media.ready();
  });
  afterAll(async () => {
    await media.close();
    await rm(root, { recursive: true, force: true });
  });

  it('answers for a copy not written yet with the stored image, asked for again next time', async () => {
    const missing = await media.inject({ method: 'GET', url: '/media/products/a-800.webp' });
    expect(missing.statusCode).toBe(200);
    expect(missing.headers['content-type']).toBe('image/webp');
    expect(missing.rawPayload.equals(large)).toBe(true);
    expect(missing.headers['cache-control']).toBe('no-cache');

    const written = await media.inject({ method: 'GET', url: '/media/products/a-400.webp' });
    expect(written.rawPayload.equals(small)).toBe(true);
    expect(written.headers['cache-control']).toBe('public, max-age=604800');
    const stored = await media.inject({ method: 'GET', url: '/media/products/b.webp' });
    expect(stored.headers['cache-control']).toBe('public, max-age=604800');

    expect((await media.inject({ method: 'GET', url: '/media/products/c-400.webp' })).statusCode).toBe(404);
  });

  it('refuses paths that lead out of the uploads folder', async () => {
    for (const url of [
      '/media/../secret.webp',
      '/media/../secret-400.webp',
      '/media/..%2Fsecret-400.webp',
      '/media/products/..%2F..%2Fsecret-400.webp',
      '/media/products/%2e%2e/%2e%2e/secret-800.webp',
      '/media/products%5C..%5C..%5Csecret-400.webp',
    ]) {
      const response = await media.inject({ method: 'GET', url });
      expect([403, 404], url).toContain(response.statusCode);
      expect(response.body, url).not.toContain('not for the web');
    }
  });
});
