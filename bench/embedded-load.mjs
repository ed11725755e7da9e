// The embedded database (PGlite) under load: `npm run build`, then `npm run bench:embedded-load`.
// Starts the built server on the demo data in bench/.data (seeded on the first run; BENCH_DATA_DIR
// for another folder) and times product pages, one at a time, first alone and then while 4
// clients loop on catalogue listings with random filters, sorts and pages (each a new filter set
// now and then, whose facets are not cached yet). The floor is `GET /api/health` (one `select 1`
// on the same database) timed the same way. Target: product page p95 under 300 ms with the 4
// listings in flight. RUNS (default 3) alternates the two phases; PAGES (default 200) per phase.
import path from 'node:path';
import { root, startServer } from './server.mjs';

const port = Number(process.env.BENCH_PORT ?? 3206);
const runs = Number(process.env.RUNS ?? 3);
const pages = Number(process.env.PAGES ?? 200);
const listingClients = 4;
const server = await startServer({
  port,
  dataDir: process.env.BENCH_DATA_DIR ?? path.join(root, 'bench/.data'),
});

async function timed(url) {
  const t0 = performance.now();
  const response = await fetch(`${server.base}${url}`, { headers: { 'accept-encoding': 'br, gzip' } });
  await response.arrayBuffer();
  if (response.status !== 200) throw new Error(`${url} answered ${response.status}`);
  return performance.now() - t0;
}

const pick = (list) => list[Math.floor(Math.random() * list.length)];
const quantile = (sorted, q) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
const summary = (times) => {
  const sorted = [...times].sort((a, b) => a - b);
  return { p50: quantile(sorted, 0.5), p95: quantile(sorted, 0.95), max: sorted.at(-1) };
};

try {
  const categories = await server.json('/api/v1/Category/GetParentCategory');
  const categoryIds = categories.flatMap((row) => [row.id, ...(row.children ?? []).map((child) => child.id)]);
  const { items } = await server.json('/api/v1/Product/GetList?pageSize=48');
  const productPaths = items.map((card) => `/product/${card.slug}`);
  const sorts = ['default', 'priceAsc', 'priceDesc', 'new', 'rating', 'discounted'];
  const randomListing = () => {
    if (Math.random() < 0.2) return '/new-products';
    const query = new URLSearchParams({ sort: pick(sorts), page: String(1 + Math.floor(Math.random() * 3)) });
    if (Math.random() < 0.7) query.set('categoryId', String(pick(categoryIds)));
    if (Math.random() < 0.5) query.set('minPrice', String(Math.floor(Math.random() * 50)));
    if (Math.random() < 0.5) query.set('maxPrice', String(50 + Math.floor(Math.random() * 2000)));
    if (Math.random() < 0.3) query.set('inStock', 'true');
    return `/api/v1/Product/GetList?${query}`;
  };

  /** Product pages and the floor, one at a time, in turn; `pages` of each. */
  const pageTimes = async () => {
    const product = [];
    const floor = [];
    for (let i = 0; i < pages; i++) {
      product.push(await timed(productPaths[i % productPaths.length]));
      floor.push(await timed('/api/health'));
    }
    return { product: summary(product), floor: summary(floor) };
  };

  /** The same, while `listingClients` clients loop on random listings until it is done. */
  const underLoad = async () => {
    let done = false;
    let listings = 0;
    const loops = Array.from({ length: listingClients }, async () => {
      while (!done) {
        await timed(randomListing());
        listings += 1;
      }
    });
    const started = performance.now();
    const result = await pageTimes();
    done = true;
    await Promise.all(loops);
    return { ...result, listingsPerSecond: listings / ((performance.now() - started) / 1000) };
  };

  for (let i = 0; i < 20; i++) await timed(productPaths[i % productPaths.length]); // warm up
  const ms = (value) => value.toFixed(0).padStart(6);
  console.log(`product pages and the floor, ${pages} each per phase, one at a time (ms)`);
  console.log('run  phase                 product p50   p95   max   floor p50   p95   listings/s');
  for (let run = 1; run <= runs; run++) {
    const idle = await pageTimes();
    const loaded = await underLoad();
    for (const [phase, r] of [
      ['alone', idle],
      [`${listingClients} listings in flight`, loaded],
    ])
      console.log(
        [
          String(run).padEnd(5),
          phase.padEnd(22),
          ms(r.product.p50).padStart(11),
          ms(r.product.p95),
          ms(r.product.max),
          ms(r.floor.p50).padStart(12),
          ms(r.floor.p95),
          r.listingsPerSecond ? r.listingsPerSecond.toFixed(0).padStart(13) : '',
        ].join(''),
      );
  }
} finally {
  server.stop();
}
