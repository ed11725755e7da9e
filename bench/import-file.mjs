// What the import benchmarks share: a local server of product photos and a laptops workbook of many
// rows, filled from the template the demo seller downloads.
import { createServer } from 'node:http';
import ExcelJS from 'exceljs';

/** A 2×2 red PNG. */
const png = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAEklEQVQImWO4o6Z2R02NAUIBACNGBKHVIVT8AAAAAElFTkSuQmCC',
  'base64',
);

/** Serves the same small PNG at every path; `base` is its address, `close` stops it. */
export async function startPhotoServer() {
  const photos = createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'image/png' });
    response.end(png);
  });
  await new Promise((resolve) => photos.listen(0, '127.0.0.1', resolve));
  return { base: `http://127.0.0.1:${photos.address().port}`, close: () => photos.close() };
}

const properties = {
  Prosessor: 'Intel Core i5',
  'Operativ yaddaş': '16 GB',
  Yaddaş: '512 GB SSD',
  Ekran: '15,6"',
};

/**
 * Signs in as the demo seller and fills the laptops template with `rows` products named `label n`,
 * whose photos are `distinctPhotos` links on `photoBase`. Answers the seller's request headers, the
 * laptops category and the .xlsx file.
 */
export async function laptopImport(server, { rows, label, photoBase, distinctPhotos }) {
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
  const code = label.split(' ')[0].toUpperCase();
  for (let n = 1; n <= rows; n++)
    sheet.addRow([
      `${label} ${n}`,
      '',
      'Vivobook 15',
      'Asus',
      `${code}-${n}`,
      5,
      900 + (n % 300),
      '',
      `A laptop uploaded by a benchmark (${label})`,
      '',
      `${photoBase}/photo-${n % distinctPhotos}.png`,
      ...fields.map((field) => properties[field.name] ?? ''),
    ]);
  return { headers, laptops, file: Buffer.from(await workbook.xlsx.writeBuffer()) };
}

/** Uploads the file for import into `laptops`; answers the import's id once the API accepted it (202). */
export async function uploadImport(server, { headers, laptops, file, name }) {
  const form = new FormData();
  form.set('file', new Blob([file]), name);
  const accepted = await fetch(`${server.base}/api/v1/Product/Import?categoryId=${laptops.id}`, {
    method: 'POST',
    headers,
    body: form,
  });
  if (accepted.status !== 202)
    throw new Error(`upload answered ${accepted.status}: ${await accepted.text()}`);
  return (await accepted.json()).id;
}
