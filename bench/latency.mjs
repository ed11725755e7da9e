// Latency of the catalogue's hot pages and calls on the production server:
// `npm run build`, then `npm run bench:latency`. Starts the built server on the demo data in
// bench/.data (seeded on the first run, not measured), warms it up, then sends each request
// `ROUNDS` times from `CONCURRENCY` parallel clients on loopback and prints p50/p95/p99 and
// requests per second. Set BENCH_DATA_DIR to measure another data folder (e.g. one seeded with
// `npm run seed -- --products 100000`).
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const server = path.join(root, 'apps/web/build/bazar-server.mjs');
const port = Number(process.env.BENCH_PORT ?? 3200);
const dataDir = process.env.BENCH_DATA_DIR ?? path.join(root, 'bench/.data');
const rounds = Number(process.env.ROUNDS ?? 400);
const concurrency = Number(process.env.CONCURRENCY ?? 4);
const base = `http://127.0.0.1:${port}`;

const child = spawn(process.execPath, [server], {
  env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'warn', NODE_ENV: 'production' },
  stdio: ['ignore', 'ignore', 'inherit'],
});

async function waitForHealth() {
  const until = Date.now() + 180_000;
  while (Date.now() < until) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('the server did not start in 180 s');
}

async function json(url) {
  const response = await fetch(`${base}${url}`);
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return response.json();
}

/** Sends `rounds` requests with `concurrency` in flight; every answer must be 200. */
async function measure(url) {
  const latencies = [];
  let next = 0;
  const started = performance.now();
  const client = async () => {
    while (next < rounds) {
      next += 1;
      const t0 = performance.now();
      const response = await fetch(`${base}${url}`);
      await response.arrayBuffer();
      latencies.push(performance.now() - t0);
      if (response.status !== 200) throw new Error(`${url} answered ${response.status}`);
    }
  };
  await Promise.all(Array.from({ length: concurrency }, client));
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  const at = (q) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))].toFixed(1);
  return { p50: at(0.5), p95: at(0.95), p99: at(0.99), rps: (latencies.length / seconds).toFixed(0) };
}

try {
  await waitForHealth();
  const [category] = await json('/api/v1/Category/GetParentCategory');
  const listing = await json(`/api/v1/Product/GetList?categoryId=${category.id}&pageSize=1`);
  const product = listing.items[0];
  const targets = [
    `/category/${category.id}-${category.slug}`,
    `/product/${product.slug}`,
    `/api/v1/Product/GetList?categoryId=${category.id}`,
    `/api/v1/Product/GetList?categoryId=${category.id}&sort=priceAsc&inStock=true&minPrice=10&maxPrice=2000`,
    `/api/v1/Product/GetBySlug?slug=${product.slug}`,
    '/api/v1/Home',
  ];
  for (const url of targets) await measure(url); // warm-up: JIT, caches, connections
  console.log(`${rounds} requests each, ${concurrency} at a time (ms)`);
  for (const url of targets) {
    const r = await measure(url);
    console.log(`p50 ${r.p50}  p95 ${r.p95}  p99 ${r.p99}  ${r.rps} req/s  ${url}`);
  }
} finally {
  child.kill('SIGTERM');
}
