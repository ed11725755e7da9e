// The operators' catalogue lists at 100,000 products (issue 17): `npm run build`, a PostgreSQL
// server, then `npm run bench:backoffice-catalogue`. Seeds its own database (BENCH_DATABASE_URL, by
// default `bazar_bench_catalogue` on the local server, made if missing) with the demo and the
// synthetic catalogue (`npm run seed -- --products 100000 --shops 300`) unless it has them, sends
// one product in 50 back to moderation, starts the built server on it, signs in as the demo Staff
// and times the back office's lists one request at a time: the moderation queue (with each filter),
// brands, shops, people, the category tree and the dashboard. The floor beside them, measured in
// the same run on the same database: the health check (one `select 1` through the server) and a
// product looked up by its id in SQL. Prints p50 and p95 in ms of each.
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import pg from 'pg';
import { ensureDatabase, figures, line, staffToken, timeCall } from './admin-bench.mjs';
import { root, startServer } from './server.mjs';

const port = Number(process.env.BENCH_PORT ?? 3206);
const dataDir = process.env.BENCH_DATA_DIR ?? path.join(root, 'bench/.data-catalogue');
const databaseUrl =
  process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/bazar_bench_catalogue';
const productCount = Number(process.env.PRODUCTS ?? 100_000);
const rounds = Number(process.env.ROUNDS ?? 40);

await ensureDatabase(databaseUrl);
const db = new pg.Client({ connectionString: databaseUrl });
await db.connect();
const env = {
  ...process.env,
  DATABASE_URL: databaseUrl,
  DATA_DIR: dataDir,
  AUTH_SECRET: process.env.AUTH_SECRET ?? randomBytes(24).toString('hex'),
};
const existing = await db
  .query('select count(*)::int as n from products')
  .then((result) => result.rows[0].n)
  .catch(() => 0);
if (existing < productCount) {
  console.log(`seeding ${productCount.toLocaleString('en')} products…`);
  const started = performance.now();
  execFileSync('npm', ['run', 'seed', '--', '--products', String(productCount), '--shops', '300'], {
    cwd: root,
    env,
    stdio: 'inherit',
  });
  console.log(`seeded in ${((performance.now() - started) / 1000).toFixed(0)} s`);
}
// A marketplace's queue: one product in 50 waiting for moderation, oldest first.
await db.query(`update products set status = 'pending' where status = 'published' and id % 50 = 0`);
await db.query('vacuum analyze products');

Object.assign(process.env, env, { SEED_DEMO: 'true' });
const server = await startServer({ port, dataDir });
try {
  const token = await staffToken(server.base);
  const shops = (await db.query('select id from shops order by id limit 20')).rows.map((row) => row.id);
  const leaves = (await db.query('select id from categories where depth = 3 order by id limit 20')).rows.map(
    (row) => row.id,
  );
  const ids = (await db.query('select id from products order by id desc limit 20')).rows.map((row) => row.id);
  const admin = '/api/v1/Admin';
  const calls = [
    ['Products/Pending, page 1', [`${admin}/Products/Pending`]],
    ['Products/Pending, page 20', [`${admin}/Products/Pending?page=20`]],
    ['Products/Pending by category', leaves.map((id) => `${admin}/Products/Pending?categoryId=${id}`)],
    ['Products/Pending by shop', shops.map((id) => `${admin}/Products/Pending?shopId=${id}`)],
    [
      'Products/Pending by title',
      ['samsung', 'çay', 'noutbuk'].map((q) => `${admin}/Products/Pending?q=${encodeURIComponent(q)}`),
    ],
    ['Brands, page 1', [`${admin}/Brands`]],
    ['Brands by name', ['sam', 'app', 'bo'].map((q) => `${admin}/Brands?q=${q}`)],
    ['Shops, waiting', [`${admin}/Shops?status=waiting`]],
    ['Shops, all, page 1', [`${admin}/Shops`]],
    ['Users by name or phone', ['Aynur', '99450', 'demo'].map((q) => `${admin}/Users?q=${q}`)],
    ['Categories (the whole tree)', [`${admin}/Categories`]],
    ['Dashboard', [`${admin}/Dashboard`]],
  ];
  const floorUrls = ['/api/health'];

  // Warm-up: JIT, the connection pool and the database's cache.
  for (const urls of [...calls.map(([, urls]) => urls), floorUrls])
    for (const url of urls)
      await fetch(`${server.base}${url}`, { headers: { authorization: `Bearer ${token}` } }).then((r) =>
        r.text(),
      );

  const sqlSamples = [];
  for (let n = 0; n < rounds * 5; n++) {
    const started = performance.now();
    await db.query('select * from products where id = $1', [ids[n % ids.length]]);
    sqlSamples.push(performance.now() - started);
  }
  const counts = (
    await db.query(
      `select count(*)::int as products, count(*) filter (where status = 'pending')::int as pending,
        (select count(*)::int from shops) as shops from products`,
    )
  ).rows[0];
  console.log(
    `${counts.products.toLocaleString('en')} products (${counts.pending.toLocaleString('en')} pending), ${counts.shops} shops; ${rounds} requests per call, one at a time (ms)`,
  );
  console.log(line(figures(sqlSamples), 'floor: SQL select of a product by id, no HTTP'));
  console.log(
    line(await timeCall(server.base, token, floorUrls, rounds), 'floor: GET /api/health (select 1)'),
  );
  for (const [label, urls] of calls)
    console.log(line(await timeCall(server.base, token, urls, rounds), `GET Admin/${label}`));
} finally {
  await db.end();
  server.stop();
}
