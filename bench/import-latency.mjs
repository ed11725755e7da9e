// Request latency while an Excel import runs (issue 16): `npm run build`, then
// `npm run bench:import-latency`. Starts the built server on a fresh data folder (the seeded demo),
// measures `GET /api/health` and a catalogue listing one request at a time with the server idle
// (the floor), then uploads a `ROWS`-row file (5,000 by default, the most a file may hold) and
// measures the same requests while the import job works through it. Prints p50 and p95 of both and
// their ratio; the target is the import's within 1.5x of idle.
import { rmSync } from 'node:fs';
import path from 'node:path';
import { laptopImport, startPhotoServer, uploadImport } from './import-file.mjs';
import { root, startServer } from './server.mjs';

const port = Number(process.env.BENCH_PORT ?? 3203);
const dataDir = process.env.BENCH_DATA_DIR ?? path.join(root, 'bench/.data-import-latency');
const rows = Number(process.env.ROWS ?? 5000);
const distinctPhotos = Number(process.env.PHOTOS ?? 50);
const idleRounds = Number(process.env.ROUNDS ?? 300);

const photos = await startPhotoServer();

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
  const { headers, laptops, file } = await laptopImport(server, {
    rows,
    label: 'Latency laptop',
    photoBase: photos.base,
    distinctPhotos,
  });
  const [parent] = await server.json('/api/v1/Category/GetParentCategory');
  const targets = ['/api/health', `/api/v1/Product/GetList?categoryId=${parent.id}`];

  // Warm-up (JIT, caches), then the floor: the same requests with nothing else running.
  for (const url of targets) for (let n = 0; n < 50; n++) await timed(server.base, url);
  const idle = Object.fromEntries(targets.map((url) => [url, []]));
  for (let n = 0; n < idleRounds; n++)
    for (const url of targets) idle[url].push(await timed(server.base, url));

  const started = performance.now();
  const id = await uploadImport(server, { headers, laptops, file, name: 'latency.xlsx' });

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
