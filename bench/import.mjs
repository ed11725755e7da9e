// Excel upload throughput (SEL-05) on the production server: `npm run build`, then
// `node bench/import.mjs`. Signs in as the demo seller, fills the laptops template with `ROWS`
// products (5,000 by default, the most a file may hold) whose photos come from `PHOTOS` distinct
// links on a small local server, uploads it, polls until the import is done and prints the time from
// upload to done and rows per second. The data folder is fresh on every run (the seeded demo).
import { rmSync } from 'node:fs';
import { createServer } from 'node:http';
import path from 'node:path';
import ExcelJS from 'exceljs';
import { root, startServer } from './server.mjs';

const port = Number(process.env.BENCH_PORT ?? 3202);
const dataDir = process.env.BENCH_DATA_DIR ?? path.join(root, 'bench/.data-import');
const rows = Number(process.env.ROWS ?? 5000);
const distinctPhotos = Number(process.env.PHOTOS ?? 50);

/** A 2×2 red PNG. */
const png = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAEklEQVQImWO4o6Z2R02NAUIBACNGBKHVIVT8AAAAAElFTkSuQmCC',
  'base64',
);
const photos = createServer((_request, response) => {
  response.writeHead(200, { 'content-type': 'image/png' });
  response.end(png);
});
await new Promise((resolve) => photos.listen(0, '127.0.0.1', resolve));
const photoBase = `http://127.0.0.1:${photos.address().port}`;

rmSync(dataDir, { recursive: true, force: true });
const server = await startServer({ port, dataDir });
try {
  const signIn = await fetch(`${server.base}/api/v1/auth`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ phoneOrEmail: '994500000002', password: 'demo1234' }),
  });
  const { token } = await signIn.json();
  const headers = { authorization: `Bearer ${token}`, 'accept-language': 'en' };
  const find = (nodes) =>
    nodes.flatMap((node) => (node.category.slug === 'laptops' ? [node.category] : find(node.children)));
  const [laptops] = find(await server.json('/api/v1/Shop/GetCategories'));
  const fields = await server.json(`/api/v1/Category/${laptops.id}/Fields`);

  const template = await fetch(`${server.base}/api/v1/Product/ImportTemplate?categoryId=${laptops.id}`, {
    headers,
  });
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(await template.arrayBuffer());
  const sheet = workbook.getWorksheet('Products');
  const properties = {
    Prosessor: 'Intel Core i5',
    'Operativ yaddaş': '16 GB',
    Yaddaş: '512 GB SSD',
    Ekran: '15,6"',
  };
  for (let n = 1; n <= rows; n++)
    sheet.addRow([
      `Bench laptop ${n}`,
      '',
      'Vivobook 15',
      'Asus',
      `BENCH-${n}`,
      5,
      900 + (n % 300),
      '',
      'A laptop uploaded by the import benchmark',
      '',
      `${photoBase}/photo-${n % distinctPhotos}.png`,
      ...fields.map((field) => properties[field.name] ?? ''),
    ]);
  const file = Buffer.from(await workbook.xlsx.writeBuffer());

  const form = new FormData();
  form.set('file', new Blob([file]), 'bench.xlsx');
  const started = performance.now();
  const accepted = await fetch(`${server.base}/api/v1/Product/Import?categoryId=${laptops.id}`, {
    method: 'POST',
    headers,
    body: form,
  });
  if (accepted.status !== 202)
    throw new Error(`upload answered ${accepted.status}: ${await accepted.text()}`);
  const { id } = await accepted.json();
  const answeredMs = performance.now() - started;
  let result;
  for (;;) {
    result = await (await fetch(`${server.base}/api/v1/Product/Import/${id}?pageSize=1`, { headers })).json();
    if (result.status !== 'reading') break;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  const seconds = (performance.now() - started) / 1000;
  console.log(
    `${rows} rows (${(file.length / 1024).toFixed(0)} KB, ${distinctPhotos} distinct photo links): ` +
      `upload answered in ${answeredMs.toFixed(0)} ms; ${result.status} in ${seconds.toFixed(1)} s, ` +
      `${(rows / seconds).toFixed(0)} rows/s (created ${result.created}, updated ${result.updated}, refused ${result.refused})`,
  );
} finally {
  server.stop();
  photos.close();
}
