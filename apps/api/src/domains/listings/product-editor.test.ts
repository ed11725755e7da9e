import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { and, eq, ne } from 'drizzle-orm';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { propertiesWithRequiredFilled } from '../../test/demo-data';
import { callerOf, signIn, testAppForFile, uploadFile } from '../../test/test-app';
import { basketItems } from '../basket/basket.tables';
import { categories, categoryFields, products, productVariants } from '../catalog/catalog.tables';
import { shops } from '../sellers/sellers.tables';

const ctx = testAppForFile();
let seller: string;
let buyer: string;
let admin: string;
let shopId: number;
let laptops: number;
let computers: number;
let otherShopProduct: { id: number; shopId: number; stockCode: string };

const call = callerOf(() => ctx);

const upload = (token: string | null, file: Buffer, name: string, type: string, query = '') =>
  uploadFile(
    ctx,
    `Media/ProductPhoto${query}`,
    { content: file, name, type },
    { token: token ?? undefined, lang: 'en' },
  );

const png = (width: number, height: number, colour = '#2563eb') =>
  sharp({ create: { width, height, channels: 3, background: colour } })
    .png()
    .toBuffer();

async function uploadedPath(token = seller, query = ''): Promise<string> {
  const response = await upload(token, await png(1600, 900), 'photo.png', 'image/png', query);
  expect(response.statusCode).toBe(201);
  return response.json().path;
}

let serial = 0;
/** A valid laptop body with the given photos; each call has its own slug and stock code. */
function laptopBody(photos: string[], overrides: Record<string, unknown> = {}) {
  serial += 1;
  return {
    categoryId: laptops,
    title: `Noutbuk Lenovo IdeaPad Slim ${serial}`,
    slug: `noutbuk-lenovo-ideapad-slim-${serial}-${Date.now()}`,
    model: 'IdeaPad Slim 3',
    manufacturer: 'Lenovo',
    stockCode: `LEN-TEST-${serial}-${Date.now()}`,
    count: 5,
    price: 1299.9,
    discountedPrice: 1199.9,
    description: '<p>Yüngül <strong>noutbuk</strong></p><script>alert(1)</script>',
    youtubeUrl: 'https://youtu.be/dQw4w9WgXcQ',
    properties: {
      Prosessor: 'Intel Core i5-13420H',
      'Operativ yaddaş': '16 GB',
      Yaddaş: '512 GB SSD',
      Ekran: '15,6" Full HD',
    },
    characteristics: [{ name: 'Çəki', value: '1,6 kq' }],
    photos,
    ...overrides,
  };
}

beforeAll(async () => {
  [seller, buyer, admin] = await Promise.all([
    signIn(ctx, '994500000002'),
    signIn(ctx, '994500000003'),
    signIn(ctx, '994500000001'),
  ]);
  const mine = (await call('GET', 'Shop/MyShop', { token: seller })).json();
  shopId = mine.id;
  const rows = await ctx.db.select().from(categories);
  laptops = rows.find((row) => row.slug === 'laptops')?.id as number;
  computers = rows.find((row) => row.slug === 'computers')?.id as number;
  const [other] = await ctx.db
    .select({ id: products.id, shopId: products.shopId, stockCode: products.stockCode })
    .from(products)
    .innerJoin(shops, eq(shops.id, products.shopId))
    .where(ne(products.shopId, shopId))
    .limit(1);
  otherShopProduct = other as typeof otherShopProduct;
});

describe('category fields', () => {
  it("[SEL-04] GET Category/{id}/Fields gives the category's dynamic fields and its ancestors', labels in the asked language", async () => {
    await ctx.db.insert(categoryFields).values({
      categoryId: computers,
      name: 'Zəmanət',
      label: { az: 'Zəmanət', en: 'Warranty', ru: 'Гарантия' },
    });
    const response = await call('GET', `Category/${laptops}/Fields`, { lang: 'en' });
    expect(response.statusCode).toBe(200);
    const fields = response.json() as { name: string; label: string; kind: string; required: boolean }[];
    expect(fields[0]).toMatchObject({ name: 'Zəmanət', label: 'Warranty', kind: 'text', required: false });
    expect(fields.find((field) => field.name === 'Prosessor')).toMatchObject({
      label: 'Processor',
      required: true,
    });
    const colour = fields.find((field) => field.name === 'Rəng') as unknown as {
      kind: string;
      options: string[];
    };
    expect(colour.kind).toBe('select');
    expect(colour.options).toContain('Qara');
    const ru = (await call('GET', `Category/${laptops}/Fields?lang=ru`)).json();
    expect(ru.find((field: { name: string }) => field.name === 'Ekran').label).toBe('Экран');
    expect((await call('GET', 'Category/999999/Fields')).statusCode).toBe(404);
  });
});

describe('photo upload', () => {
  it('[SEL-04] POST Media/ProductPhoto keeps a JPEG, PNG or WebP as WebP variants in the shop folder', async () => {
    const response = await upload(seller, await png(1600, 900), 'photo.png', 'image/png');
    expect(response.statusCode).toBe(201);
    const { path: stored, url } = response.json();
    expect(stored).toMatch(new RegExp(`^products/s${shopId}/[0-9a-f-]+\\.webp$`));
    expect(url).toBe(`/media/${stored}`);
    const large = await sharp(await readFile(path.join(ctx.uploadsDir, stored))).metadata();
    expect(large).toMatchObject({ format: 'webp', width: 1200 });
    const jpeg = await sharp({ create: { width: 300, height: 300, channels: 3, background: '#fff' } })
      .jpeg()
      .toBuffer();
    // The content decides, not the name: a JPEG called .png is taken, and kept at its own size.
    const renamed = await upload(seller, jpeg, 'photo.png', 'image/png');
    expect(renamed.statusCode).toBe(201);
  });

  it('[SEL-04] refuses files that are not images, and images over 10 MB, with a message per language', async () => {
    const text = await upload(seller, Buffer.from('not an image at all'), 'photo.jpg', 'image/jpeg');
    expect(text.statusCode).toBe(422);
    expect(text.json()).toMatchObject({
      code: 'validation.imageType',
      errors: { file: ['The image must be a JPEG, PNG or WebP'] },
    });
    const gif = await sharp({ create: { width: 20, height: 20, channels: 3, background: '#000' } })
      .gif()
      .toBuffer();
    expect((await upload(seller, gif, 'anim.gif', 'image/gif')).json().code).toBe('validation.imageType');
    const huge = Buffer.concat([await png(10, 10), Buffer.alloc(10 * 1024 * 1024 + 10)]);
    const tooLarge = await upload(seller, huge, 'huge.png', 'image/png');
    expect(tooLarge.statusCode).toBe(422);
    expect(tooLarge.json()).toMatchObject({
      code: 'validation.imageTooLarge',
      errors: { file: ['The image must not be larger than 10 MB'] },
    });
  });

  it('[SEL-04] only sellers (and staff for a named shop) upload: 401 without a session, 403 for a buyer', async () => {
    expect((await upload(null, await png(10, 10), 'a.png', 'image/png')).statusCode).toBe(401);
    expect((await upload(buyer, await png(10, 10), 'a.png', 'image/png')).statusCode).toBe(403);
    const staffUpload = await upload(admin, await png(10, 10), 'a.png', 'image/png', `?shopId=${shopId}`);
    expect(staffUpload.statusCode).toBe(201);
    expect(staffUpload.json().path).toMatch(new RegExp(`^products/s${shopId}/`));
  });
});

describe('create', () => {
  it('[SEL-04] POST Product creates a pending product with photos and a colour variant, all of it editable', async () => {
    const photos = [await uploadedPath(), await uploadedPath()];
    const body = laptopBody(photos, {
      count: undefined,
      properties: {
        Prosessor: 'Intel Core i5-13420H',
        'Operativ yaddaş': '16 GB',
        Yaddaş: '512 GB SSD',
        Ekran: '15,6" Full HD',
      },
      offerFields: [{ name: 'Rəng', values: ['Qara', 'Gümüşü'] }],
      variants: [
        { value: 'Qara', count: 3, price: 1299.9, discountedPrice: 1249.5 },
        { value: 'Gümüşü', count: 0, price: 1199 },
      ],
    });
    const created = await call('POST', 'Product', { token: seller, payload: body });
    expect(created.statusCode).toBe(201);
    const saved = created.json();
    expect(saved).toMatchObject({ slug: body.slug, status: 'pending' });
    expect(saved.code).toBe(`BZ${100000 + saved.id}`);

    const [row] = await ctx.db.select().from(products).where(eq(products.id, saved.id));
    // With variants the product shows their total stock and the cheapest buyable combination.
    expect(row).toMatchObject({
      shopId,
      stockCount: 3,
      price: 129990,
      discountedPrice: 124950,
      description: '<p>Yüngül <strong>noutbuk</strong></p>',
    });
    expect(row?.searchTitle).toContain('lenovo');

    const edit = await call('GET', `Product/${saved.id}/Edit`, { token: seller });
    expect(edit.statusCode).toBe(200);
    expect(edit.json()).toMatchObject({
      id: saved.id,
      status: 'pending',
      categoryPath: [expect.any(Number), computers, laptops],
      categoryId: laptops,
      title: body.title,
      properties: body.properties,
      characteristics: [{ name: 'Çəki', value: '1,6 kq' }],
      photos: photos.map((photo) => ({ path: photo, url: `/media/${photo}` })),
      youtubeUrl: 'https://youtu.be/dQw4w9WgXcQ',
      offerFields: [{ name: 'Rəng', values: ['Qara', 'Gümüşü'] }],
      variants: [
        { value: 'Qara', secondValue: null, count: 3, price: 1299.9, discountedPrice: 1249.5 },
        { value: 'Gümüşü', secondValue: null, count: 0, price: 1199, discountedPrice: null },
      ],
    });
    // Waiting for moderation: buyers do not see it yet.
    expect((await call('GET', `Product/GetBySlug?slug=${body.slug}`)).statusCode).toBe(404);
  });

  it('[SEL-04] an empty submit answers every required field with its message', async () => {
    const response = await call('POST', 'Product', { token: seller, payload: {}, lang: 'en' });
    expect(response.statusCode).toBe(400);
    const errors = response.json().errors as Record<string, string[]>;
    for (const field of [
      'categoryId',
      'title',
      'slug',
      'model',
      'stockCode',
      'count',
      'price',
      'description',
    ])
      expect(errors[field], field).toEqual(['This field is required']);
    expect(errors.photos).toEqual(['Add at least one photo']);
  });

  it('[SEL-04] each rule has its own message beside its field', async () => {
    const photo = await uploadedPath();
    const cases: [Record<string, unknown>, string, string][] = [
      [
        { slug: 'Not A Slug!' },
        'slug',
        'The slug may hold only lower-case latin letters, digits and hyphens',
      ],
      [{ count: 0 }, 'count', 'The count must be greater than 0'],
      [{ count: undefined }, 'count', 'This field is required'],
      [{ price: 0 }, 'price', 'The price must be greater than 0'],
      [{ price: 10.555 }, 'price', 'The price may have at most two decimals'],
      [{ discountedPrice: 1400 }, 'discountedPrice', 'The discounted price must be lower than the price'],
      [
        { youtubeUrl: 'https://vimeo.com/123' },
        'youtubeUrl',
        'The YouTube link is not valid (youtube.com/watch?v=... or youtu.be/...)',
      ],
      [{ photos: [] }, 'photos', 'Add at least one photo'],
      [{ description: '<p> </p>' }, 'description', 'This field is required'],
      [
        {
          characteristics: [
            { name: 'Çəki', value: '1' },
            { name: 'çəki', value: '2' },
          ],
        },
        'characteristics.1.name',
        'A characteristic with this name already exists',
      ],
      [
        { offerFields: [{ name: 'Rəng', values: ['Qara'] }], variants: [] },
        'variants',
        'Give the count and price of at least one combination',
      ],
      [
        {
          offerFields: [{ name: 'Rəng', values: ['Qara'] }],
          variants: [{ value: 'Ağ', count: 1, price: 10 }],
        },
        'variants.0.value',
        "The combination does not match the option fields' values",
      ],
    ];
    for (const [overrides, field, message] of cases) {
      const response = await call('POST', 'Product', {
        token: seller,
        payload: laptopBody([photo], overrides),
        lang: 'en',
      });
      expect(response.statusCode, field).toBe(400);
      expect(response.json().errors[field], field).toEqual([message]);
    }
  });

  it('[SEL-04] checks the category, its dynamic fields and the photos against the shop', async () => {
    const photo = await uploadedPath();
    const expectError = async (overrides: Record<string, unknown>, field: string, message: string) => {
      const response = await call('POST', 'Product', {
        token: seller,
        payload: laptopBody([photo], overrides),
        lang: 'en',
      });
      expect(response.statusCode, field).toBe(422);
      expect(response.json().errors[field], field).toEqual([message]);
    };
    await expectError({ categoryId: computers }, 'categoryId', 'Choose the sub-category');
    await expectError({ categoryId: 999999 }, 'categoryId', 'Category not found');
    await expectError(
      { properties: { 'Operativ yaddaş': '16 GB', Yaddaş: '1 TB', Ekran: '14"' } },
      'properties.Prosessor',
      'This field is required',
    );
    await expectError(
      {
        properties: {
          Prosessor: 'M3',
          'Operativ yaddaş': '15 GB',
          Yaddaş: '1 TB',
          Ekran: '14"',
        },
      },
      'properties.Operativ yaddaş',
      'Choose one of the listed values',
    );
    await expectError(
      { photos: ['products/1-1.webp'] },
      'photos.0',
      'The photo was not found; upload it again',
    );
    await expectError(
      { photos: [`products/s${shopId}/00000000-0000-0000-0000-000000000000.webp`] },
      'photos.0',
      'The photo was not found; upload it again',
    );
    const books = (await ctx.db.select().from(categories).where(eq(categories.slug, 'fiction')))[0]?.id;
    await expectError(
      {
        categoryId: books,
        properties: { Müəllif: 'Nizami', Dil: 'Azərbaycan dili', 'Səhifə sayı': 'çox' },
      },
      'properties.Səhifə sayı',
      'Enter a number',
    );
  });

  it('[SEL-04] a slug is unique on the marketplace, a stock code within the shop', async () => {
    const photo = await uploadedPath();
    const [demo] = await ctx.db
      .select({ slug: products.slug, stockCode: products.stockCode })
      .from(products)
      .where(eq(products.shopId, shopId))
      .limit(1);
    const slugTaken = await call('POST', 'Product', {
      token: seller,
      payload: laptopBody([photo], { slug: demo?.slug }),
      lang: 'en',
    });
    expect(slugTaken.statusCode).toBe(422);
    expect(slugTaken.json().errors.slug).toEqual(['This slug is already given to another product']);
    const codeTaken = await call('POST', 'Product', {
      token: seller,
      payload: laptopBody([photo], { stockCode: demo?.stockCode }),
      lang: 'en',
    });
    expect(codeTaken.statusCode).toBe(422);
    expect(codeTaken.json().errors.stockCode).toEqual([
      'Your shop already has a product with this stock code',
    ]);
    // Another shop's stock code is free for this one.
    const otherCode = await call('POST', 'Product', {
      token: seller,
      payload: laptopBody([photo], { stockCode: otherShopProduct.stockCode }),
    });
    expect(otherCode.statusCode).toBe(201);
  });

  it('[SEL-04] buyers may not create products (403), and staff create for the shop they name', async () => {
    const photo = await uploadedPath();
    expect((await call('POST', 'Product', { token: buyer, payload: laptopBody([photo]) })).statusCode).toBe(
      403,
    );
    expect((await call('POST', 'Product', { payload: laptopBody([photo]) })).statusCode).toBe(401);
    const staff = await call('POST', `Product?shopId=${shopId}`, {
      token: admin,
      payload: laptopBody([photo]),
    });
    expect(staff.statusCode).toBe(201);
    const [row] = await ctx.db.select().from(products).where(eq(products.id, staff.json().id));
    expect(row?.shopId).toBe(shopId);
  });
});

describe('edit', () => {
  async function publishedProduct() {
    const photos = [await uploadedPath(), await uploadedPath()];
    const body = laptopBody(photos, {
      offerFields: [{ name: 'Rəng', values: ['Qara', 'Ağ'] }],
      variants: [
        { value: 'Qara', count: 4, price: 1299.9 },
        { value: 'Ağ', count: 2, price: 1299.9 },
      ],
    });
    const saved = (await call('POST', 'Product', { token: seller, payload: body })).json();
    // The marketplace approves it (the moderation calls belong to the back office).
    await ctx.db
      .update(products)
      .set({ status: 'published', publishedAt: new Date() })
      .where(eq(products.id, saved.id));
    return { id: saved.id as number, body };
  }

  it('[SEL-04] changing price, stock or variants keeps a published product on sale, and its basket lines', async () => {
    const { id, body } = await publishedProduct();
    const [black] = await ctx.db
      .select()
      .from(productVariants)
      .where(and(eq(productVariants.productId, id), eq(productVariants.stockCount, 4)));
    const me = (await call('GET', 'user/profile', { token: buyer })).json();
    await ctx.db
      .insert(basketItems)
      .values({ userId: me.id, productId: id, variantId: black?.id, count: 1, addedPrice: 129990 });

    const cheaper = {
      ...body,
      variants: [
        { value: 'Qara', count: 10, price: 1249, discountedPrice: 1199 },
        { value: 'Ağ', count: 0, price: 1299.9 },
      ],
    };
    const response = await call('PUT', `Product/${id}`, { token: seller, payload: cheaper });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ status: 'published', sentToModeration: false });
    const [row] = await ctx.db.select().from(products).where(eq(products.id, id));
    expect(row).toMatchObject({
      status: 'published',
      stockCount: 10,
      price: 124900,
      discountedPrice: 119900,
    });
    const [sameBlack] = await ctx.db
      .select()
      .from(productVariants)
      .where(eq(productVariants.id, black?.id as number));
    expect(sameBlack).toMatchObject({ stockCount: 10, price: 124900 });
    const lines = await ctx.db.select().from(basketItems).where(eq(basketItems.productId, id));
    expect(lines).toHaveLength(1);
    expect((await call('GET', `Product/GetBySlug?slug=${body.slug}`)).statusCode).toBe(200);
  });

  it('[SEL-04] changing the title, description, photos or category of a published product sends it back to moderation', async () => {
    const changes: ((body: ReturnType<typeof laptopBody>) => Record<string, unknown>)[] = [
      (body) => ({ ...body, title: `${body.title} yeni` }),
      (body) => ({ ...body, description: '<p>Başqa təsvir</p>' }),
      (body) => ({ ...body, photos: [...body.photos].reverse() }),
    ];
    for (const change of changes) {
      const { id, body } = await publishedProduct();
      const response = await call('PUT', `Product/${id}`, { token: seller, payload: change(body) });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ status: 'pending', sentToModeration: true });
    }
    const { id, body } = await publishedProduct();
    const [notebooks] = await ctx.db.select().from(categories).where(eq(categories.slug, 'monitors'));
    const moved = await call('PUT', `Product/${id}`, {
      token: seller,
      payload: {
        ...body,
        categoryId: notebooks?.id,
        properties: { Diaqonal: '27"', Ayırdetmə: '2560x1440' },
      },
    });
    expect(moved.statusCode).toBe(200);
    expect(moved.json().status).toBe('pending');
  });

  it('an edit of a product on sale shows the operator what changed: on sale against edited, kept over a second edit, gone once decided', async () => {
    const { id, body } = await publishedProduct();
    const first = { ...body, title: `${body.title} (2025)` };
    expect((await call('PUT', `Product/${id}`, { token: seller, payload: first })).json().status).toBe(
      'pending',
    );
    // A second edit while it waits: the title changes again and the description too; the on-sale side stays.
    const second = { ...first, title: `${body.title} (2026)`, description: '<p>Yeni təsvir</p>' };
    expect((await call('PUT', `Product/${id}`, { token: seller, payload: second })).statusCode).toBe(200);
    const preview = await call('GET', `Admin/Products/${id}/Preview`, { token: admin });
    expect(preview.statusCode, preview.body).toBe(200);
    expect(preview.json()).toMatchObject({ status: 'pending', publishedBefore: true, shop: { id: shopId } });
    expect(preview.json().product).toMatchObject({ id, title: second.title });
    const changes = preview.json().changes as { field: string; before: unknown; after: unknown }[];
    expect(changes.map((change) => change.field).sort()).toEqual(['description', 'title']);
    expect(changes.find((change) => change.field === 'title')).toEqual({
      field: 'title',
      before: body.title,
      after: second.title,
    });
    expect(changes.find((change) => change.field === 'description')?.after).toBe('<p>Yeni təsvir</p>');
    // A title edited back to what is on sale drops out of the comparison.
    const back = { ...second, title: body.title };
    await call('PUT', `Product/${id}`, { token: seller, payload: back });
    const again = (await call('GET', `Admin/Products/${id}/Preview`, { token: admin })).json();
    expect(again.changes.map((change: { field: string }) => change.field)).toEqual(['description']);
    expect((await call('POST', `Admin/Products/${id}/Approve`, { token: admin })).statusCode).toBe(200);
    const [row] = await ctx.db.select().from(products).where(eq(products.id, id));
    expect(row?.pendingChanges).toBeNull();
    expect((await call('GET', `Admin/Products/${id}/Preview`, { token: admin })).json().changes).toEqual([]);
  });

  it('a new product waiting for moderation has nothing to compare', async () => {
    const photo = await uploadedPath();
    const created = await call('POST', 'Product', { token: seller, payload: laptopBody([photo]) });
    expect(created.statusCode).toBe(201);
    const preview = (
      await call('GET', `Admin/Products/${created.json().id}/Preview`, { token: admin })
    ).json();
    expect(preview).toMatchObject({ status: 'pending', publishedBefore: false, changes: [] });
  });

  it('[SEL-04] a rejected product goes back to moderation on save, its rejection reason cleared', async () => {
    const { id, body } = await publishedProduct();
    await ctx.db
      .update(products)
      .set({ status: 'rejected', rejectionReason: 'Şəkil aydın deyil' })
      .where(eq(products.id, id));
    const response = await call('PUT', `Product/${id}`, { token: seller, payload: { ...body, count: 7 } });
    expect(response.json().status).toBe('pending');
    const [row] = await ctx.db.select().from(products).where(eq(products.id, id));
    expect(row?.rejectionReason).toBeNull();
  });

  it("[SEL-04] another shop's product is not found (404) for reading and saving; a buyer gets 403", async () => {
    const photo = await uploadedPath();
    expect((await call('GET', `Product/${otherShopProduct.id}/Edit`, { token: seller })).statusCode).toBe(
      404,
    );
    const put = await call('PUT', `Product/${otherShopProduct.id}`, {
      token: seller,
      payload: laptopBody([photo]),
    });
    expect(put.statusCode).toBe(404);
    expect((await call('GET', `Product/${otherShopProduct.id}/Edit`, { token: buyer })).statusCode).toBe(403);
    // Staff read it by naming its shop.
    const staff = await call('GET', `Product/${otherShopProduct.id}/Edit?shopId=${otherShopProduct.shopId}`, {
      token: admin,
    });
    expect(staff.statusCode).toBe(200);
  });

  it('[SEL-04] a demo product keeps its photos, values and status through an edit of its stock', async () => {
    const [demo] = await ctx.db
      .select({ id: products.id })
      .from(products)
      .where(and(eq(products.shopId, shopId), eq(products.status, 'published')))
      .limit(1);
    expect(demo).toBeDefined();
    const edit = (await call('GET', `Product/${demo?.id}/Edit`, { token: seller })).json();
    const properties = await propertiesWithRequiredFilled(ctx, edit);
    const variants = edit.variants.map((variant: Record<string, unknown>) => ({
      value: variant.value,
      ...(variant.secondValue === null ? {} : { secondValue: variant.secondValue }),
      count: variant.count,
      price: variant.price,
      ...(variant.discountedPrice === null ? {} : { discountedPrice: variant.discountedPrice }),
    }));
    const body = {
      categoryId: edit.categoryId,
      title: edit.title,
      slug: edit.slug,
      model: edit.model,
      manufacturer: edit.manufacturer,
      stockCode: edit.stockCode,
      count: edit.count + 1,
      price: edit.price,
      ...(edit.discountedPrice === null ? {} : { discountedPrice: edit.discountedPrice }),
      description: edit.description,
      properties,
      characteristics: edit.characteristics,
      photos: edit.photos.map((photo: { path: string }) => photo.path),
      offerFields: edit.offerFields,
      variants,
    };
    const response = await call('PUT', `Product/${demo?.id}`, { token: seller, payload: body });
    expect(response.statusCode).toBe(200);
    expect(response.json().status).toBe('published');
    const after = (await call('GET', `Product/${demo?.id}/Edit`, { token: seller })).json();
    expect(after.photos).toEqual(edit.photos);
    expect(after.description).toBe(edit.description);
  });
});
