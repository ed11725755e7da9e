// Latency of the catalogue's hot pages and calls on the production server:
// `npm run build`, then `npm run bench:latency`. Starts the built server on the demo data in
// bench/.data (seeded on the first run, not measured), warms it up, then sends each request
// `ROUNDS` times from `CONCURRENCY` parallel clients on loopback and prints p50/p95/p99 and
// requests per second. Set BENCH_DATA_DIR to measure another data folder (e.g. one seeded with
// `npm run seed -- --products 100000`).
import path from 'node:path';
import { measure, report, root, startServer } from './server.mjs';

const port = Number(process.env.BENCH_PORT ?? 3200);
const dataDir = process.env.BENCH_DATA_DIR ?? path.join(root, 'bench/.data');
const settings = {
  rounds: Number(process.env.ROUNDS ?? 400),
  concurrency: Number(process.env.CONCURRENCY ?? 4),
};

const server = await startServer({ port, dataDir });
const { json } = server;
try {
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
  for (const url of targets) await measure(server.base, url, settings); // warm-up: JIT, caches, connections
  console.log(`${settings.rounds} requests each, ${settings.concurrency} at a time (ms)`);
  for (const url of targets) {
    console.log(report(await measure(server.base, url, settings), url));
  }
} finally {
  server.stop();
}
