// The storefront at 100,000 products on PostgreSQL, beside the floor: `npm run build`, then
// `npm run bench:catalogue`. Seeds the catalogue into BENCH_DATABASE_URL once (reused after),
// starts the built server and a bare Fastify + pg server doing one indexed lookup (the floor),
// then sends every request below one at a time, interleaved round by round so that both feel the
// same noise, and prints p50/p95 and each p50 as a multiple of the floor's. A second part keeps
// 16 catalogue reads in flight and compares their throughput with the floor's under the same load.
import { spawn, spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import pg from 'pg';
import { ensureDatabase } from './admin-bench.mjs';
import { root, startServer } from './server.mjs';

const databaseUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/bazar_bench_100k';
const productsWanted = Number(process.env.BENCH_PRODUCTS ?? 100_000);
const rounds = Number(process.env.ROUNDS ?? 200);
const port = Number(process.env.BENCH_PORT ?? 3202);
const floorPort = port + 1;

/** Creates the database when missing and seeds it until it holds the catalogue wanted. */
async function prepareDatabase() {
  await ensureDatabase(databaseUrl);
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const have = await client
    .query(`select count(*)::int as n from products`)
    .then((result) => result.rows[0].n)
    .catch(() => 0); // not migrated yet
  await client.end();
  if (have >= productsWanted) return have;
  console.log(
    `seeding ${productsWanted - have} products into ${new URL(databaseUrl).pathname.slice(1)} (once)`,
  );
  const seeded = spawnSync(
    'npm',
    ['run', 'seed', '--', '--products', String(productsWanted - have), '--shops', '300'],
    {
      cwd: root,
      env: { ...process.env, DATABASE_URL: databaseUrl },
      stdio: 'inherit',
    },
  );
  if (seeded.status !== 0) throw new Error('the seed failed');
  return productsWanted;
}

function startFloor() {
  const child = spawn(process.execPath, [path.join(root, 'bench/floor-server.mjs')], {
    env: { ...process.env, DATABASE_URL: databaseUrl, PORT: String(floorPort) },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  return { base: `http://127.0.0.1:${floorPort}`, stop: () => child.kill('SIGTERM') };
}

async function until(check) {
  for (let i = 0; i < 300; i++) {
    try {
      if (await check()) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('a server did not start');
}

/** One timed request; anything but the expected status stops the benchmark. */
async function timed(base, { path: url, method = 'GET', body, token, headers = {}, status = 200 }) {
  const t0 = performance.now();
  const response = await fetch(`${base}${url}`, {
    method,
    headers: {
      'accept-encoding': 'br, gzip',
      ...(body ? { 'content-type': 'application/json' } : {}),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...headers,
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  const text = await response.text();
  const ms = performance.now() - t0;
  if (response.status !== status)
    throw new Error(`${method} ${url} answered ${response.status}: ${text.slice(0, 300)}`);
  return { ms, json: () => JSON.parse(text) };
}

const quantile = (sorted, q) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];

const total = await prepareDatabase();
const floor = startFloor();
const server = await startServer({
  port,
  dataDir: path.join(root, 'bench/.data-pg'),
  env: { DATABASE_URL: databaseUrl, AUTH_SECRET: 'bench-secret-bench-secret-bench-secret' },
});
try {
  await until(async () => (await fetch(`${floor.base}/floor/1`)).ok);
  const { json } = server;
  const categories = await json('/api/v1/Category/GetParentCategory');
  const sizes = await Promise.all(
    categories.map(async (row) => ({
      row,
      total: (await json(`/api/v1/Product/GetList?categoryId=${row.id}&pageSize=1`)).total,
    })),
  );
  const category = sizes.sort((a, b) => b.total - a.total)[0].row;
  const inStock = (await json(`/api/v1/Product/GetList?categoryId=${category.id}&inStock=true&pageSize=48`))
    .items;
  const simple = inStock.filter((card) => !card.hasVariants);
  const product = simple[0];
  const [campaign] = await json('/api/v1/Campaign').catch(() => []);
  const floorIds = inStock.map((card) => card.id);
  // Enough stock that the orders below never run out (the synthetic catalogue keeps a few of each).
  const stocker = new pg.Client({ connectionString: databaseUrl });
  await stocker.connect();
  await stocker.query('update products set stock_count = 1000000 where id = any($1)', [
    simple.map((card) => card.id),
  ]);
  await stocker.end();

  // A buyer with an address, who adds to the basket and places cash orders of one in-stock product.
  const session = await timed(server.base, {
    path: '/api/v1/auth',
    method: 'POST',
    body: { phoneOrEmail: '994500000003', password: 'demo1234' },
  }).then((r) => r.json());
  const token = session.token;
  const [address] = await timed(server.base, { path: '/api/v1/Address', token }).then((r) => r.json());
  let turn = 0;
  const nextProduct = () => simple[turn++ % simple.length];

  const reads = [
    ['home page (SSR)', () => ({ path: '/' })],
    ['category page (SSR)', () => ({ path: `/category/${category.id}-${category.slug}` })],
    ['product page (SSR)', () => ({ path: `/product/${product.slug}` })],
    ['search results page (SSR)', () => ({ path: '/search?keyword=samsung' })],
    ['new products page (SSR)', () => ({ path: '/new-products' })],
    ['discounts page (SSR)', () => ({ path: '/discounts' })],
    ...(campaign ? [['campaign page (SSR)', () => ({ path: `/campaign/${campaign.slug}` })]] : []),
    ['Product/GetList, whole catalogue', () => ({ path: '/api/v1/Product/GetList' })],
    ['Product/GetList, a category', () => ({ path: `/api/v1/Product/GetList?categoryId=${category.id}` })],
    [
      'Product/GetList, a category filtered and sorted',
      () => ({
        path: `/api/v1/Product/GetList?categoryId=${category.id}&sort=priceAsc&inStock=true&minPrice=10&maxPrice=2000`,
      }),
    ],
    ['Product/GetBySlug', () => ({ path: `/api/v1/Product/GetBySlug?slug=${product.slug}` })],
    ['Home/search (suggestions)', () => ({ path: '/api/v1/Home/search?q=sams' })],
    ['Home/searchall (results)', () => ({ path: '/api/v1/Home/searchall?keyword=samsung' })],
  ];
  const writes = [
    [
      'add to basket',
      () => ({
        path: '/api/v1/Basket',
        method: 'POST',
        token,
        body: { createBasketDtos: [{ productId: nextProduct().id, count: 1 }] },
      }),
      // The basket is emptied again after each add, unmeasured.
      async (answer) => {
        const ids = answer.json().baskets.map((line) => line.id);
        await timed(server.base, { path: '/api/v1/Basket/Delete', method: 'POST', token, body: { ids } });
      },
    ],
    [
      'place order (cash, buy now)',
      () => ({
        path: '/api/v1/Checkout',
        method: 'POST',
        token,
        headers: { 'idempotency-key': randomUUID() },
        body: {
          name: session.firstName,
          surname: session.lastName,
          phone: session.phone,
          email: session.email ?? 'buyer@demo.bazar.az',
          addressId: address.id,
          paymentType: 'cash',
          buyNow: { productId: nextProduct().id, count: 1 },
        },
      }),
    ],
  ];
  const floorTarget = [
    'floor: bare Fastify + pg, one indexed lookup',
    () => ({ path: `/floor/${floorIds[turn++ % floorIds.length]}` }),
  ];
  const targets = [floorTarget, ...reads, ...writes];
  const times = new Map(targets.map(([label]) => [label, []]));
  const base = (label) => (label === floorTarget[0] ? floor.base : server.base);

  for (let round = -20; round < rounds; round++) {
    for (const [label, request, after] of targets) {
      const answer = await timed(base(label), request());
      if (round >= 0) times.get(label).push(answer.ms); // the first rounds warm up: JIT, caches, connections
      if (after) await after(answer);
    }
  }

  const floorP50 = quantile(
    [...times.get(floorTarget[0])].sort((a, b) => a - b),
    0.5,
  );
  console.log(`${total} products; ${rounds} rounds, one request at a time, interleaved (ms)`);
  console.log(['p50'.padStart(8), 'p95'.padStart(8), 'x floor'.padStart(8), '  request'].join(''));
  for (const [label, list] of times) {
    const sorted = [...list].sort((a, b) => a - b);
    const p50 = quantile(sorted, 0.5);
    console.log(
      [
        p50.toFixed(1).padStart(8),
        quantile(sorted, 0.95).toFixed(1).padStart(8),
        `${(p50 / floorP50).toFixed(1)}x`.padStart(8),
        `  ${label}`,
      ].join(''),
    );
  }

  // 16 in flight: the catalogue reads (API) against the floor, each for the same number of requests.
  const inFlight = 16;
  const loadRounds = Number(process.env.LOAD_REQUESTS ?? 800);
  const catalogueReads = reads.filter(([label]) => !label.includes('(SSR)'));
  const load = async (targetBase, next) => {
    const latencies = [];
    let sent = 0;
    const started = performance.now();
    await Promise.all(
      Array.from({ length: inFlight }, async () => {
        while (sent < loadRounds) {
          sent += 1;
          latencies.push((await timed(targetBase, next(sent))).ms);
        }
      }),
    );
    latencies.sort((a, b) => a - b);
    return {
      rps: latencies.length / ((performance.now() - started) / 1000),
      p95: quantile(latencies, 0.95),
      max: latencies.at(-1),
    };
  };
  const floorLoad = await load(floor.base, (n) => ({ path: `/floor/${floorIds[n % floorIds.length]}` }));
  const appLoad = await load(server.base, (n) => catalogueReads[n % catalogueReads.length][1]());
  console.log(`\n${inFlight} in flight, ${loadRounds} requests each`);
  for (const [label, r] of [
    ['floor', floorLoad],
    ['catalogue reads (the API calls above, in turn)', appLoad],
  ])
    console.log(
      `${r.rps.toFixed(0).padStart(6)} req/s  p95 ${r.p95.toFixed(0)} ms  max ${r.max.toFixed(0)} ms  ${label}`,
    );
  console.log(`throughput: the floor's is ${(floorLoad.rps / appLoad.rps).toFixed(1)}x the catalogue's`);
} finally {
  server.stop();
  floor.stop();
}
