// Excel upload throughput (SEL-05) on the production server: `npm run build`, then
// `node bench/import.mjs`. Signs in as the demo seller, fills the laptops template with `ROWS`
// products (5,000 by default, the most a file may hold) whose photos come from `PHOTOS` distinct
// links on a small local server, uploads it, polls until the import is done and prints the time from
// upload to done and rows per second. The data folder is fresh on every run (the seeded demo).
import { rmSync } from 'node:fs';
import path from 'node:path';
import { laptopImport, startPhotoServer, uploadImport } from './import-file.mjs';
import { root, startServer } from './server.mjs';

const port = Number(process.env.BENCH_PORT ?? 3202);
const dataDir = process.env.BENCH_DATA_DIR ?? path.join(root, 'bench/.data-import');
const rows = Number(process.env.ROWS ?? 5000);
const distinctPhotos = Number(process.env.PHOTOS ?? 50);

const photos = await startPhotoServer();

rmSync(dataDir, { recursive: true, force: true });
const server = await startServer({ port, dataDir });
try {
  const { headers, laptops, file } = await laptopImport(server, {
    rows,
    label: 'Bench laptop',
    photoBase: photos.base,
    distinctPhotos,
  });

  const started = performance.now();
  const id = await uploadImport(server, { headers, laptops, file, name: 'bench.xlsx' });
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
