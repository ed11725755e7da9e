// Request latency while an Excel import runs (issue 16): `npm run build`, then
// `npm run bench:import-latency`. Starts the built server on a fresh data folder (the seeded demo),
// measures `GET /api/health` and a catalogue listing one request at a time with the server idle
// (the floor), then uploads a `ROWS`-row file (5,000 by default, the most a file may hold) and
// measures the same requests while the import job works through it. Prints p50 and p95 of both and
// their ratio; the target is the import's within 1.5x of idle.
import { rmSync } from 'node:fs';
import { createServer } from 'node:http';
import path from 'node:path';
import ExcelJS from 'exceljs';
import { root, startServer } from './server.mjs';

const port = Number(process.env.BENCH_PORT ?? 3203);
const dataDir = process.env.BENCH_DATA_DIR ?? path.join(root, 'bench/.data-import-latency');
const rows = Number(process.env.ROWS ?? 5000);
const distinctPhotos = Number(process.env.PHOTOS ?? 50);
const idleRounds = Number(process.env.ROUNDS ?? 300);

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

/** One request's time in ms; every answer must be 200. */
async function timed(base, url) {
  const started = performance.now();
  const response = await fetch(`${base}${url}`);
  await response.arrayBuffer();
  if (response.status !== 200) throw new Error(`${url} answered ${response.status}`);
  return performance.now() - started;
}

const percentile = (sorted, q) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
function summary(samples) {
  const sorted = [...samples].sort((a, b) => a - b);
  return {
    n: sorted.length,
    p50: percentile(sorted, 0.5),
    p95: percentile(sorted, 0.95),
    max: sorted.at(-1),
  };
}

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
  const [parent] = await server.json('/api/v1/Category/GetParentCategory');
  const targets = ['/api/health', `/api/v1/Product/GetList?categoryId=${parent.id}`];

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
      `Latency laptop ${n}`,
      '',
      'Vivobook 15',
      'Asus',
      `LATENCY-${n}`,
      5,
      900 + (n % 300),
      '',
      'A laptop uploaded while the latency benchmark measures',
      '',
      `${photoBase}/photo-${n % distinctPhotos}.png`,
      ...fields.map((field) => properties[field.name] ?? ''),
    ]);
  const file = Buffer.from(await workbook.xlsx.writeBuffer());

  // Warm-up (JIT, caches), then the floor: the same requests with nothing else running.
  for (const url of targets) for (let n = 0; n < 50; n++) await timed(server.base, url);
  const idle = Object.fromEntries(targets.map((url) => [url, []]));
  for (let n = 0; n < idleRounds; n++)
    for (const url of targets) idle[url].push(await timed(server.base, url));

  const form = new FormData();
  form.set('file', new Blob([file]), 'latency.xlsx');
  const started = performance.now();
  const accepted = await fetch(`${server.base}/api/v1/Product/Import?categoryId=${laptops.id}`, {
    method: 'POST',
    headers,
    body: form,
  });
  if (accepted.status !== 202)
    throw new Error(`upload answered ${accepted.status}: ${await accepted.text()}`);
  const { id } = await accepted.json();

  // While the import runs: the same requests in turn, the import's progress read every 50 rounds.
  const busy = Object.fromEntries(targets.map((url) => [url, []]));
  let result;
  let progressSeen = 0;
  for (let n = 0; ; n++) {
    if (n % 50 === 0) {
      result = await (
        await fetch(`${server.base}/api/v1/Product/Import/${id}?pageSize=1`, { headers })
      ).json();
      if (result.status !== 'reading') break;
      if (result.readRows > 0 && result.readRows < result.totalRows) progressSeen += 1;
    }
    for (const url of targets) busy[url].push(await timed(server.base, url));
  }
  const seconds = (performance.now() - started) / 1000;

  console.log(
    `${rows}-row import (${(file.length / 1024).toFixed(0)} KB, ${distinctPhotos} photo links): ${result.status} in ` +
      `${seconds.toFixed(1)} s, ${(rows / seconds).toFixed(0)} rows/s (created ${result.created}), progress seen ` +
      `between 0 and 100 % at ${progressSeen} reads`,
  );
  console.log(
    'one request at a time, ms: idle p50 / p95 -> during the import p50 / p95 (ratio of p50, of p95)',
  );
  for (const url of targets) {
    const a = summary(idle[url]);
    const b = summary(busy[url]);
    console.log(
      `${url}: ${a.p50.toFixed(1)} / ${a.p95.toFixed(1)} (n=${a.n}) -> ${b.p50.toFixed(1)} / ${b.p95.toFixed(1)} ` +
        `(n=${b.n}, max ${b.max.toFixed(0)})  x${(b.p50 / a.p50).toFixed(2)}, x${(b.p95 / a.p95).toFixed(2)}`,
    );
  }
} finally {
  server.stop();
  photos.close();
}
