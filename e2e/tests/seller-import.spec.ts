import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import ExcelJS from 'exceljs';
import { submitSignIn } from '../support/sign-in';
import { expect, type Page, test } from '../support/test';

/**
 * Uploading products from Excel (SEL-05): the demo seller picks the laptops sub-category, downloads
 * its template, fills 200 rows (3 of them wrong) and uploads it; the report counts 197 created and 3
 * refused with their cells. Photo links point at a tiny server of the test; stock codes are unique
 * per run, so the two projects running at once do not meet.
 */
const demo = { phone: '994500000002', password: 'demo1234' };

/** A 2×2 red PNG. */
const png = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAEklEQVQImWO4o6Z2R02NAUIBACNGBKHVIVT8AAAAAElFTkSuQmCC',
  'base64',
);

let photos: Server;
let photoBase: string;
test.beforeAll(async () => {
  photos = createServer((request, response) => {
    if (request.url?.startsWith('/photo-')) {
      response.writeHead(200, { 'content-type': 'image/png' });
      response.end(png);
    } else {
      response.writeHead(404);
      response.end();
    }
  });
  await new Promise<void>((resolve) => photos.listen(0, '127.0.0.1', resolve));
  photoBase = `http://127.0.0.1:${(photos.address() as AddressInfo).port}`;
});
test.afterAll(async () => {
  await new Promise((resolve) => photos.close(resolve));
});

async function openAs(page: Page, path: string) {
  await page.goto(path);
  await expect(page).toHaveURL(/\/login\?continueUrl=/);
  await submitSignIn(page, demo.phone, demo.password);
  await expect(page).toHaveURL(new RegExp(`${path}(#.*)?$`));
}

const columnLetter = (column: number) => String.fromCharCode(64 + column);

test('[SEL-05] the seller downloads the template, uploads 200 rows with 3 wrong ones and reads 197 created, 3 refused with their cells', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(120_000);
  type Node = { category: { id: number; slug: string; name: string }; children: Node[] };
  const tree: Node[] = await (await request.get('/api/v1/Shop/GetCategories')).json();
  const top = tree.find((node) => JSON.stringify(node).includes('"slug":"laptops"')) as Node;
  const find = (node: Node): Node | undefined =>
    node.category.slug === 'laptops' ? node : node.children.map(find).find(Boolean);
  const laptops = find(top) as Node;
  const fields: { name: string; kind: string; options: string[] }[] = await (
    await request.get(`/api/v1/Category/${laptops.category.id}/Fields`)
  ).json();

  await openAs(page, '/shop/import');
  await expect(page.getByRole('heading', { name: 'Məhsulları Excel ilə yükləyin' })).toBeVisible();
  await page.getByLabel('Kateqoriya', { exact: true }).selectOption(String(top.category.id));
  await page.getByLabel('Alt kateqoriya').selectOption(String(laptops.category.id));
  await expect(page).toHaveURL(new RegExp(`category=${laptops.category.id}`));

  const download = page.waitForEvent('download');
  await page.getByTestId('import-template').click();
  const template = await download;
  expect(template.suggestedFilename()).toMatch(/\.xlsx$/);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load((await readFile((await template.path()) as string)) as unknown as ArrayBuffer);
  const sheet = workbook.getWorksheet('Məhsullar');
  if (!sheet) throw new Error('the template has no Məhsullar sheet');
  expect(sheet.getRow(1).getCell(1).value).toBe('Ad *');
  expect(workbook.getWorksheet('Dəyərlər')).toBeDefined();

  const run = randomUUID().slice(0, 8);
  const ramAt = fields.findIndex((field) => field.name === 'Operativ yaddaş');
  for (let n = 1; n <= 200; n++) {
    const properties: Record<string, string> = {
      Prosessor: 'Intel Core i5',
      'Operativ yaddaş': n === 50 ? '5 GB' : '16 GB',
      Yaddaş: '512 GB SSD',
      Ekran: '15,6"',
    };
    sheet.addRow([
      `Noutbuk Excel ${run} ${n}`,
      '',
      'Vivobook 15',
      'Asus',
      `XL-${run}-${n}`,
      3,
      n === 10 ? 0 : 999.9,
      '',
      'Excel ilə yüklənmiş noutbuk',
      '',
      n === 120 ? `${photoBase}/missing.png` : `${photoBase}/photo-${n % 3}.png`,
      ...fields.map((field) => properties[field.name] ?? ''),
    ]);
  }
  const file = Buffer.from(await workbook.xlsx.writeBuffer());

  await page.getByLabel(/Doldurulmuş şablon/).setInputFiles({
    name: `noutbuklar-${run}.xlsx`,
    mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    buffer: file,
  });
  await page.getByRole('button', { name: 'Yüklə', exact: true }).click();
  const report = page.getByTestId('import-report');
  await expect(report).toBeVisible();
  await expect(report).toHaveAttribute('data-status', 'done', { timeout: 90_000 });
  await expect(page.getByTestId('import-created')).toHaveText('197');
  await expect(page.getByTestId('import-updated')).toHaveText('0');
  await expect(page.getByTestId('import-refused')).toHaveText('3');

  const rows = page.getByTestId('import-refusals').locator('tbody tr');
  await expect(rows).toHaveCount(3);
  await expect(rows.nth(0)).toContainText('11');
  await expect(rows.nth(0)).toContainText('G11');
  await expect(rows.nth(0)).toContainText('Qiymət 0-dan böyük olmalıdır');
  await expect(rows.nth(1)).toContainText(`${columnLetter(12 + ramAt)}51`);
  await expect(rows.nth(1)).toContainText('Siyahıdakı dəyərlərdən birini seçin');
  await expect(rows.nth(2)).toContainText('K121');
  await expect(rows.nth(2)).toContainText('Şəkli bu linkdən endirmək mümkün olmadı');

  await expect(page.getByTestId('import-list')).toContainText(`noutbuklar-${run}.xlsx`);
  await page.screenshot({ path: testInfo.outputPath('import-report.png'), fullPage: true });
});
