import { existsSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { and, eq, inArray } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildTestApp,
  createTestApp,
  registerAccount,
  signIn,
  type TestContext,
  uploadFile,
} from '../../test/test-app';
import { categories, productImportLines, productPhotos, products } from '../catalog/catalog.tables';

let ctx: TestContext;
let seller: string;
let buyer: string;
let admin: string;
let shopId: number;
let laptops: number;
let computers: number;
let photoServer: Server;
let photoBase: string;
let fields: { name: string; label: string; kind: string; options: string[]; required: boolean }[];
/** `/held.png` answers only once this settles: an import waits on it in the middle of a file. */
let heldPhoto: Promise<void> = Promise.resolve();

/** Holds `/held.png` until the answer is called. */
function holdPhoto(): () => void {
  let release = () => {};
  heldPhoto = new Promise<void>((resolve) => (release = resolve));
  return release;
}

const call = (method: 'GET' | 'POST', url: string, token?: string, lang = 'en') =>
  ctx.app.inject({
    method,
    url: `/api/v1/${url}`,
    headers: { 'accept-language': lang, ...(token ? { authorization: `Bearer ${token}` } : {}) },
  });

const excel = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const upload = (token: string, file: Buffer, query: string, name = 'products.xlsx') =>
  uploadFile(ctx, `Product/Import${query}`, { content: file, name, type: excel }, { token, lang: 'en' });

/** Polls an import until `until` holds of it; answers it with every report line. */
async function importUntil(
  id: number,
  until: (body: { status: string; readRows: number }) => boolean,
  token = seller,
) {
  for (let attempt = 0; attempt < 600; attempt++) {
    const response = await call('GET', `Product/Import/${id}?outcome=all&pageSize=500`, token);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    if (until(body)) return body;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`import ${id} did not get there`);
}

const finished = (body: { status: string }) => body.status !== 'reading';

/** Uploads a file and answers its import id. */
async function uploaded(file: Buffer, token = seller, categoryId = laptops): Promise<number> {
  const accepted = await upload(token, file, `?categoryId=${categoryId}`);
  expect(accepted.statusCode).toBe(202);
  return accepted.json().id;
}

/** Uploads a file and waits until its import is done or failed; answers the import with every report line. */
async function importFile(file: Buffer, token = seller, categoryId = laptops) {
  return importUntil(await uploaded(file, token, categoryId), finished, token);
}

/** The template's columns: title, slug, model, manufacturer, stock code, count, price, discounted price, description, YouTube, photos, then the fields. */
type Row = Partial<{
  title: string;
  slug: string;
  model: string;
  manufacturer: string;
  stockCode: string;
  count: number | string;
  price: number | string;
  discountedPrice: number | string;
  description: string;
  youtubeUrl: string;
  photos: string;
  fields: Record<string, string>;
}>;

let serial = 0;
function laptopRow(overrides: Row = {}): Row {
  serial += 1;
  return {
    title: `Noutbuk Asus Vivobook ${serial}`,
    model: 'Vivobook 15',
    manufacturer: 'Asus',
    stockCode: `IMP-${serial}-${Date.now()}`,
    count: 4,
    price: 1099.5,
    description: 'Yüngül noutbuk\nGünlük iş üçün',
    photos: `${photoBase}/blue.png ${photoBase}/red.png`,
    fields: { Prosessor: 'Intel Core i5', 'Operativ yaddaş': '16 GB', Yaddaş: '512 GB SSD', Ekran: '15,6"' },
    ...overrides,
  };
}

/** A filled template: the API's own template for laptops with the rows added under its header. */
async function workbookOf(rows: Row[]): Promise<Buffer> {
  const template = await call('GET', `Product/ImportTemplate?categoryId=${laptops}`, seller);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(template.rawPayload as unknown as ArrayBuffer);
  const sheet = workbook.getWorksheet('Products');
  if (!sheet) throw new Error('no Products sheet');
  for (const row of rows)
    sheet.addRow([
      row.title,
      row.slug,
      row.model,
      row.manufacturer,
      row.stockCode,
      row.count,
      row.price,
      row.discountedPrice,
      row.description,
      row.youtubeUrl,
      row.photos,
      ...fields.map((field) => row.fields?.[field.name]),
    ]);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

const productsOfShop = (stockCodes: string[]) =>
  ctx.db
    .select()
    .from(products)
    .where(and(eq(products.shopId, shopId), inArray(products.stockCode, stockCodes)));

beforeAll(async () => {
  ctx = await createTestApp();
  [seller, buyer, admin] = await Promise.all([
    signIn(ctx, '994500000002'),
    signIn(ctx, '994500000003'),
    signIn(ctx, '994500000001'),
  ]);
  shopId = (await call('GET', 'Shop/MyShop', seller)).json().id;
  const rows = await ctx.db.select().from(categories);
  laptops = rows.find((row) => row.slug === 'laptops')?.id as number;
  computers = rows.find((row) => row.slug === 'computers')?.id as number;
  fields = (await call('GET', `Category/${laptops}/Fields`)).json();

  const pictures: Record<string, Buffer> = {
    '/blue.png': await sharp({ create: { width: 640, height: 480, channels: 3, background: '#2563eb' } })
      .png()
      .toBuffer(),
    '/red.png': await sharp({ create: { width: 320, height: 320, channels: 3, background: '#dc2626' } })
      .png()
      .toBuffer(),
  };
  photoServer = createServer((request, response) => {
    const picture = pictures[request.url ?? ''];
    if (request.url === '/held.png') {
      void heldPhoto.then(() => {
        response.writeHead(200, { 'content-type': 'image/png' });
        response.end(pictures['/blue.png']);
      });
    } else if (request.url === '/not-an-image.png') {
      response.writeHead(200, { 'content-type': 'image/png' });
      response.end('this is text, not a picture');
    } else if (picture) {
      response.writeHead(200, { 'content-type': 'image/png' });
      response.end(picture);
    } else {
      response.writeHead(404);
      response.end();
    }
  });
  await new Promise<void>((resolve) => photoServer.listen(0, '127.0.0.1', resolve));
  photoBase = `http://127.0.0.1:${(photoServer.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await ctx.close();
  await new Promise((resolve) => photoServer.close(resolve));
});

describe('template', () => {
  it('[SEL-05] GET Product/ImportTemplate gives the columns, required ones marked, lists for select fields and a Values sheet, no data row', async () => {
    const response = await call('GET', `Product/ImportTemplate?categoryId=${laptops}`, seller);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('spreadsheetml');
    expect(response.headers['content-disposition']).toMatch(/attachment; filename="bazar-.+\.xlsx"/);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet('Products');
    expect(sheet).toBeDefined();
    const headers = ((sheet?.getRow(1).values ?? []) as unknown[]).slice(1);
    expect(headers.slice(0, 11)).toEqual([
      'Title *',
      'Slug',
      'Model *',
      'Manufacturer',
      'Stock code *',
      'Count *',
      'Price (AZN) *',
      'Discounted price (AZN)',
      'Description *',
      'YouTube link',
      'Photo links *',
    ]);
    const ram = fields.find((field) => field.kind === 'select');
    expect(ram).toBeDefined();
    expect(headers).toContain(ram?.required ? `${ram.label} *` : ram?.label);
    expect(sheet?.actualRowCount).toBe(1);

    const values = workbook.getWorksheet('Values');
    const valueColumn = ((values?.getColumn(1).values ?? []) as unknown[]).slice(2);
    expect(valueColumn).toEqual(ram?.options);
    const ramColumn = headers.indexOf(ram?.required ? `${ram.label} *` : ram?.label) + 1;
    const letter = String.fromCharCode(64 + ramColumn);
    const validation = (
      sheet as unknown as { dataValidations: { find(a: string): { type: string; formulae: string[] } } }
    ).dataValidations.find(`${letter}2`);
    expect(validation?.type).toBe('list');
    expect(validation?.formulae[0]).toContain('Values');

    const az = await call('GET', `Product/ImportTemplate?categoryId=${laptops}`, seller, 'az');
    const azBook = new ExcelJS.Workbook();
    await azBook.xlsx.load(az.rawPayload as unknown as ArrayBuffer);
    expect(azBook.getWorksheet('Məhsullar')?.getRow(1).getCell(1).value).toBe('Ad *');
    expect(azBook.getWorksheet('Dəyərlər')).toBeDefined();
  });

  it('[SEL-05] a category with sub-categories has no template, and an untouched template imports nothing', async () => {
    const parent = await call('GET', `Product/ImportTemplate?categoryId=${computers}`, seller);
    expect(parent.statusCode).toBe(422);
    expect(parent.json().code).toBe('product.leafCategory');
    expect((await call('GET', 'Product/ImportTemplate?categoryId=999999', seller)).statusCode).toBe(404);

    const untouched = await importFile(await workbookOf([]));
    expect(untouched).toMatchObject({ status: 'done', totalRows: 0, created: 0, updated: 0, refused: 0 });
  });
});

describe('upload', () => {
  it('[SEL-05] a good file creates its products with their photos; the same file again updates them, no duplicates', async () => {
    const rows = [laptopRow(), laptopRow({ slug: `asus-vivobook-explicit-${Date.now()}` }), laptopRow()];
    const file = await workbookOf(rows);
    const first = await importFile(file);
    expect(first).toMatchObject({
      status: 'done',
      totalRows: 3,
      readRows: 3,
      created: 3,
      updated: 0,
      refused: 0,
      failure: null,
      sameFileAs: null,
    });
    expect(
      first.report.items.map((line: { row: number; outcome: string }) => [line.row, line.outcome]),
    ).toEqual([
      [2, 'created'],
      [3, 'created'],
      [4, 'created'],
    ]);
    const codes = rows.map((row) => row.stockCode as string);
    const written = await productsOfShop(codes);
    expect(written).toHaveLength(3);
    const one = written.find((product) => product.stockCode === codes[0]);
    expect(one).toMatchObject({ status: 'pending', price: 109950, stockCount: 4, manufacturer: 'Asus' });
    expect(one?.slug).toMatch(/^noutbuk-asus-vivobook-\d+/);
    expect(one?.description).toBe('<p>Yüngül noutbuk</p><p>Günlük iş üçün</p>');
    expect(one?.properties).toMatchObject({ 'Operativ yaddaş': '16 GB' });
    const photos = await ctx.db
      .select()
      .from(productPhotos)
      .where(eq(productPhotos.productId, one?.id as number));
    expect(photos.map((photo) => photo.path)).toEqual([
      expect.stringMatching(new RegExp(`^products/s${shopId}/.+\\.webp$`)),
      expect.stringMatching(new RegExp(`^products/s${shopId}/.+\\.webp$`)),
    ]);
    // Two rows with the same two links: each link was stored once.
    const other = written.find((product) => product.stockCode === codes[2]);
    const otherPhotos = await ctx.db
      .select()
      .from(productPhotos)
      .where(eq(productPhotos.productId, other?.id as number));
    expect(otherPhotos.map((photo) => photo.path)).toEqual(photos.map((photo) => photo.path));

    const again = await importFile(file);
    expect(again).toMatchObject({ status: 'done', created: 0, updated: 3, refused: 0, sameFileAs: first.id });
    expect(await productsOfShop(codes)).toHaveLength(3);
    expect((await productsOfShop(codes)).find((product) => product.id === one?.id)?.slug).toBe(one?.slug);

    // An update may leave the photos empty: the product keeps its own.
    const kept = await importFile(await workbookOf([{ ...rows[0], photos: '', price: 999 }]));
    expect(kept).toMatchObject({ status: 'done', updated: 1, refused: 0 });
    const [after] = await productsOfShop([codes[0] as string]);
    expect(after?.price).toBe(99900);
    const afterPhotos = await ctx.db
      .select()
      .from(productPhotos)
      .where(eq(productPhotos.productId, one?.id as number));
    expect(afterPhotos).toHaveLength(2);

    const list = await call('GET', 'Product/Imports', seller);
    expect(list.statusCode).toBe(200);
    expect(list.json()[0]).toMatchObject({ id: kept.id, status: 'done', updated: 1, categoryId: laptops });
  });

  it('[SEL-05] bad rows are refused with their cell and reason; the good rows are written', async () => {
    const good = [laptopRow(), laptopRow()];
    const duplicate = laptopRow({ stockCode: good[0]?.stockCode });
    const rows = [
      good[0] as Row,
      laptopRow({ price: 0 }),
      laptopRow({ count: 'beş', title: '' }),
      laptopRow({ fields: { Prosessor: 'Intel', 'Operativ yaddaş': '5 GB', Yaddaş: '1 TB', Ekran: '14"' } }),
      laptopRow({ photos: `${photoBase}/missing.png` }),
      laptopRow({ photos: `${photoBase}/not-an-image.png` }),
      laptopRow({ photos: 'ftp://example.az/photo.png' }),
      duplicate,
      good[1] as Row,
    ];
    const report = await importFile(await workbookOf(rows));
    expect(report).toMatchObject({ status: 'done', totalRows: 9, created: 2, refused: 7 });
    const ramLetter = String.fromCharCode(
      65 + 11 + fields.findIndex((field) => field.name === 'Operativ yaddaş'),
    );
    const refused = report.report.items
      .filter((line: { outcome: string }) => line.outcome === 'refused')
      .map((line: { row: number; cell: string; reason: string }) => [line.row, line.cell, line.reason]);
    expect(refused).toEqual([
      [3, 'G3', 'The price must be greater than 0'],
      [4, 'A4', 'This field is required'],
      [4, 'F4', 'The count must be a whole number'],
      [5, `${ramLetter}5`, 'Choose one of the listed values'],
      [6, 'K6', 'The photo could not be downloaded from this link'],
      [7, 'K7', 'The link is not a JPEG, PNG or WebP image (at most 10 MB)'],
      [8, 'K8', 'A photo link must start with http:// or https://'],
      [9, 'E9', 'This stock code is already used by a row above in the file'],
    ]);
    expect(await productsOfShop(rows.map((row) => row.stockCode as string))).toHaveLength(2);

    const refusedOnly = await call('GET', `Product/Import/${report.id}?pageSize=3&page=2`, seller, 'az');
    expect(refusedOnly.json().report).toMatchObject({ page: 2, pageSize: 3, total: 8 });
    expect(refusedOnly.json().report.items[0]).toMatchObject({
      row: 5,
      reason: 'Siyahıdakı dəyərlərdən birini seçin',
    });
  });

  it('[SEL-05] a broken file fails whole with a localized reason and writes nothing', async () => {
    const before = (await ctx.db.select({ id: products.id }).from(products)).length;

    const notXlsx = await importFile(Buffer.from('title;price\nNoutbuk;100\n'));
    expect(notXlsx).toMatchObject({
      status: 'failed',
      failure: 'Only Excel files in .xlsx format can be uploaded',
      created: 0,
    });

    const wrong = new ExcelJS.Workbook();
    wrong.addWorksheet('Products').addRows([
      ['Name', 'Price'],
      ['Noutbuk', 100],
    ]);
    const wrongHeaders = await importFile(Buffer.from(await wrong.xlsx.writeBuffer()));
    expect(wrongHeaders.status).toBe('failed');
    expect(wrongHeaders.failure).toContain("do not match this category's template");
    const inAz = await call('GET', `Product/Import/${wrongHeaders.id}`, seller, 'az');
    expect(inAz.json().failure).toContain('şablonuna uyğun deyil');

    const many = Array.from({ length: 5001 }, () => laptopRow({ photos: `${photoBase}/blue.png` }));
    const tooMany = await importFile(await workbookOf(many));
    expect(tooMany).toMatchObject({
      status: 'failed',
      failure: 'A file can hold at most 5,000 product rows',
    });

    expect((await ctx.db.select({ id: products.id }).from(products)).length).toBe(before);
  });

  it('[SEL-05] a missing file is a field error; another shop cannot see an import; buyers are refused', async () => {
    const empty = await ctx.app.inject({
      method: 'POST',
      url: `/api/v1/Product/Import?categoryId=${laptops}`,
      headers: { authorization: `Bearer ${seller}`, 'accept-language': 'en' },
    });
    expect(empty.statusCode).toBe(422);
    expect(empty.json().errors.file).toEqual(['This field is required']);

    const mine = await importFile(await workbookOf([]));
    const register = await registerAccount(ctx.app, {
      accountType: 1,
      firstName: 'Nigar',
      lastName: 'Həsənova',
      phone: '994771234567',
      email: 'import-seller@example.az',
      password: 'start123',
      confirmPassword: 'start123',
      acceptTerms: true,
      shopName: 'Nigar Import Butik',
    });
    expect(register.statusCode).toBe(201);
    const otherSeller = register.json().token;
    expect((await call('GET', `Product/Import/${mine.id}`, otherSeller)).statusCode).toBe(404);
    expect((await call('GET', 'Product/Imports', otherSeller)).json()).toEqual([]);
    const otherShop = (await call('GET', 'Shop/MyShop', otherSeller)).json().id;
    expect((await call('GET', `Product/Import/${mine.id}?shopId=${otherShop}`, admin)).statusCode).toBe(404);
    expect((await call('GET', `Product/Import/${mine.id}?shopId=${shopId}`, admin)).statusCode).toBe(200);

    expect((await call('GET', `Product/ImportTemplate?categoryId=${laptops}`, buyer)).statusCode).toBe(403);
    expect((await upload(buyer, Buffer.from('x'), `?categoryId=${laptops}`)).statusCode).toBe(403);
    expect((await call('GET', 'Product/Imports', buyer)).statusCode).toBe(403);
    expect((await call('GET', `Product/Import/${mine.id}`, buyer)).statusCode).toBe(403);
    expect((await call('GET', 'Product/Imports')).statusCode).toBe(401);
  });
});

describe('the import job', () => {
  /** 50 rows (the first progress step), then 10 whose photo is held. */
  const heldRows = () => [
    ...Array.from({ length: 50 }, () => laptopRow({ photos: `${photoBase}/blue.png` })),
    ...Array.from({ length: 10 }, () => laptopRow({ photos: `${photoBase}/held.png` })),
  ];

  it('[SEL-05] the seller sees the progress move while the file is worked through', async () => {
    const release = holdPhoto();
    const id = await uploaded(await workbookOf(heldRows()));
    const middle = await importUntil(id, (body) => body.readRows > 0);
    expect(middle).toMatchObject({ status: 'reading', totalRows: 60, readRows: 50, created: 50, refused: 0 });
    const [listed] = (await call('GET', 'Product/Imports', seller)).json();
    expect(listed).toMatchObject({ id, status: 'reading', totalRows: 60, readRows: 50 });
    release();
    const done = await importUntil(id, finished);
    expect(done).toMatchObject({ status: 'done', totalRows: 60, readRows: 60, created: 60, refused: 0 });
  });

  it('[SEL-05] an import cut short by a restart goes on after its last row, each row written once', async () => {
    const release = holdPhoto();
    const rows = heldRows();
    const id = await uploaded(await workbookOf(rows));
    await importUntil(id, (body) => body.readRows === 50);
    const kept = path.join(ctx.importsDir, `${id}.xlsx`);
    expect(existsSync(kept)).toBe(true);

    // The app stops in the middle of the file, and starts again on the same database.
    const stopped = Date.now();
    await ctx.app.close();
    expect(Date.now() - stopped).toBeLessThan(5_000);
    release();
    ctx.app = await buildTestApp(ctx.connection);

    const done = await importUntil(id, finished);
    expect(done).toMatchObject({
      status: 'done',
      totalRows: 60,
      readRows: 60,
      created: 60,
      updated: 0,
      refused: 0,
    });
    expect(done.report.items.map((line: { row: number }) => line.row)).toEqual(
      Array.from({ length: 60 }, (_, n) => n + 2),
    );
    const lines = await ctx.db.select().from(productImportLines).where(eq(productImportLines.importId, id));
    expect(lines).toHaveLength(60);
    const written = await productsOfShop(rows.map((row) => row.stockCode as string));
    expect(written).toHaveLength(60);
    expect(new Set(lines.map((line) => line.productId))).toEqual(
      new Set(written.map((product) => product.id)),
    );
    // The file is let go right after the import is marked done.
    for (let attempt = 0; existsSync(kept) && attempt < 100; attempt++)
      await new Promise((resolve) => setTimeout(resolve, 20));
    expect(existsSync(kept)).toBe(false);
  });

  it('[SEL-05] uploads wait in the queue: two nodes work on two imports at once, each node one at a time', async () => {
    const second = await buildTestApp(ctx.connection);
    try {
      const release = holdPhoto();
      const held = await uploaded(
        await workbookOf(Array.from({ length: 3 }, () => laptopRow({ photos: `${photoBase}/held.png` }))),
      );
      await importUntil(held, (body) => (body as { totalRows?: number }).totalRows === 3);
      // On each node one import at a time; the second upload goes to the node that is free.
      const quick = await uploaded(await workbookOf([laptopRow(), laptopRow()]));
      // One node is held on a photo; the other takes the second upload and finishes it meanwhile.
      expect(await importUntil(quick, finished)).toMatchObject({ status: 'done', created: 2 });
      expect((await call('GET', `Product/Import/${held}`, seller)).json()).toMatchObject({
        status: 'reading',
        readRows: 0,
      });
      release();
      expect(await importUntil(held, finished)).toMatchObject({ status: 'done', created: 3 });
    } finally {
      await second.close();
    }
  });
});
