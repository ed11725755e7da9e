// The operators' order list with a million orders (issue 17): `npm run build`, a PostgreSQL server,
// then `npm run bench:backoffice-orders`. Starts the built server on its own database
// (BENCH_DATABASE_URL, by default `bazar_bench_orders` on the local server, made if missing; the
// demo is seeded into it), adds `ORDERS` orders (1,000,000 by default) in SQL with generate_series
// unless the database has them already, each with one or two shops' parts in every status, then
// signs in as the demo Staff and times `GET /api/v1/Admin/Orders` one request at a time with each
// filter and sort. The floor beside them, measured in the same run on the same database: the same
// call looking one order up by its number (a unique index), and that bare lookup in SQL alone.
// Prints p50 and p95 in ms of each, and which call was the slowest.
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import pg from 'pg';
import { ensureDatabase, figures, line, staffToken, timeCall } from './admin-bench.mjs';
import { root, startServer } from './server.mjs';

const port = Number(process.env.BENCH_PORT ?? 3205);
const dataDir = process.env.BENCH_DATA_DIR ?? path.join(root, 'bench/.data-orders');
const databaseUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/bazar_bench_orders';
const orderCount = Number(process.env.ORDERS ?? 1_000_000);
const rounds = Number(process.env.ROUNDS ?? 40);

/**
 * A million orders in a few statements: over two years (one every ~63 s, later orders with larger
 * ids as checkout writes them), 70% cash, 20% card, 10%
 * wallet, 200,000 phones, each with a part of one shop and every third with a second shop's part,
 * the parts' statuses spread as a marketplace's are (most delivered, a few in each other status).
 * No items or events: the list reads neither.
 */
async function seedOrders(db) {
  const { rows } = await db.query(
    `select count(*)::int as n, bool_or(not exists (select 1 from order_parts p where p.order_id = o.id)) as partless
     from orders o`,
  );
  if (rows[0].n >= orderCount && !rows[0].partless) return rows[0].n;
  console.log(`seeding ${orderCount.toLocaleString('en')} orders…`);
  const started = performance.now();
  if (rows[0].n < orderCount)
    await db.query(`
    insert into orders (number, code, user_id, name, surname, phone, email, city, district,
      address_text, address_type, delivery_type, payment_type, promo_code, subtotal, delivery_fee,
      discount, total, created_at)
    select 'BZ-' || (5000000 + g), lpad((g % 1000000)::text, 6, '0'), null, 'Bench', 'Buyer',
      '99450' || lpad((g % 200000)::text, 7, '0'), 'bench' || g || '@example.az', 'Bakı', 'Nəsimi',
      'Bench küçəsi ' || (g % 500), 'home', case when g % 5 = 0 then 'urgent' else 'standard' end,
      case when g % 10 < 7 then 'cash' when g % 10 < 9 then 'card' else 'wallet' end, null,
      1000 + ((g::bigint * 7919) % 500000)::int, 0, 0, 1000 + ((g::bigint * 7919) % 500000)::int,
      now() - make_interval(secs => (${orderCount} - g) * 63)
    from generate_series(1, ${orderCount}) as g`);
  const status = (seed) => `case
      when ${seed} % 100 < 70 then 'delivered' when ${seed} % 100 < 78 then 'cancelled'
      when ${seed} % 100 < 80 then 'returned' when ${seed} % 100 < 83 then 'refused'
      when ${seed} % 100 < 90 then 'shipped' when ${seed} % 100 < 95 then 'confirmed'
      else 'placed' end`;
  await db.query(`
    with shop_list as (select array_agg(id order by id) as ids from shops),
    bench as (select id from orders o where email like 'bench%@example.az'
      and not exists (select 1 from order_parts p where p.order_id = o.id))
    insert into order_parts (order_id, shop_id, status, subtotal, delivery_fee)
    select b.id, s.ids[1 + b.id % array_length(s.ids, 1)], ${status('(b.id * 37)')}, 1000, 0
    from bench b, shop_list s
    union all
    select b.id, s.ids[1 + (b.id + 1) % array_length(s.ids, 1)], ${status('(b.id * 53 + 11)')}, 1000, 0
    from bench b, shop_list s where b.id % 3 = 0`);
  // What autovacuum does to a table that has settled: statistics, and the visibility map that lets
  // the indexes answer alone.
  await db.query('vacuum analyze orders');
  await db.query('vacuum analyze order_parts');
  console.log(`seeded in ${((performance.now() - started) / 1000).toFixed(0)} s`);
  const after = await db.query(`select count(*)::int as n from orders`);
  return after.rows[0].n;
}

await ensureDatabase(databaseUrl);
Object.assign(process.env, {
  DATABASE_URL: databaseUrl,
  SEED_DEMO: 'true',
  AUTH_SECRET: process.env.AUTH_SECRET ?? randomBytes(24).toString('hex'),
});
const server = await startServer({ port, dataDir });
const db = new pg.Client({ connectionString: databaseUrl });
await db.connect();
try {
  const total = await seedOrders(db);
  const token = await staffToken(server.base);
  const shops = (await db.query('select id from shops order by id')).rows.map((row) => row.id);
  const numbers = Array.from({ length: 20 }, (_, n) => `BZ-${5000000 + 1 + ((n * 48_611) % orderCount)}`);
  const phones = Array.from(
    { length: 20 },
    (_, n) => `99450${String((n * 9_973) % 200_000).padStart(7, '0')}`,
  );
  const day = (daysAgo) => new Date(Date.now() - daysAgo * 86_400_000).toISOString().slice(0, 10);
  const list = '/api/v1/Admin/Orders';
  const calls = [
    ['no filter, newest first, page 1', [`${list}`]],
    ['no filter, page 50', [`${list}?page=50`]],
    ['status=placed (5% of parts)', [`${list}?status=placed`]],
    ['status=returned (2%)', [`${list}?status=returned`]],
    ['status=delivered (70%)', [`${list}?status=delivered`]],
    ['payment=wallet (10%)', [`${list}?payment=wallet`]],
    ['payment=card, page 20', [`${list}?payment=card&page=20`]],
    ['shopId', shops.map((id) => `${list}?shopId=${id}`)],
    ['shopId + status=shipped', shops.map((id) => `${list}?shopId=${id}&status=shipped`)],
    ['one Baku day', [30, 200, 500].map((n) => `${list}?from=${day(n)}&to=${day(n)}`)],
    ['one month', [`${list}?from=${day(60)}&to=${day(30)}`]],
    ['phone', phones.map((phone) => `${list}?phone=${phone}`)],
    [
      'status=refused + payment=cash + a month',
      [`${list}?status=refused&payment=cash&from=${day(90)}&to=${day(60)}`],
    ],
    ['sort=oldest', [`${list}?sort=oldest`]],
    ['sort=totalDesc (no filter)', [`${list}?sort=totalDesc`]],
    ['sort=totalAsc + payment=wallet', [`${list}?sort=totalAsc&payment=wallet`]],
    ['sort=totalDesc + one month', [`${list}?sort=totalDesc&from=${day(60)}&to=${day(30)}`]],
  ];
  const floorUrls = numbers.map((number) => `${list}?number=${number}`);

  // Warm-up: JIT, the connection pool and the database's cache.
  for (const urls of [...calls.map(([, urls]) => urls), floorUrls])
    for (const url of urls)
      await fetch(`${server.base}${url}`, { headers: { authorization: `Bearer ${token}` } }).then((r) =>
        r.text(),
      );

  const sqlSamples = [];
  for (let n = 0; n < rounds * 5; n++) {
    const started = performance.now();
    await db.query('select * from orders where number = $1', [numbers[n % numbers.length]]);
    sqlSamples.push(performance.now() - started);
  }
  console.log(
    `${total.toLocaleString('en')} orders, ${(await db.query('select count(*)::int as n from order_parts')).rows[0].n.toLocaleString('en')} parts; ${rounds} requests per call, one at a time (ms)`,
  );
  console.log(line(figures(sqlSamples), 'floor: SQL select by number (unique index), no HTTP'));
  console.log(
    line(
      await timeCall(server.base, token, floorUrls, rounds),
      'floor: GET Admin/Orders?number= (unique index)',
    ),
  );
  let slowest = { p50: 0, label: '', url: '' };
  for (const [label, urls] of calls) {
    const result = await timeCall(server.base, token, urls, rounds);
    console.log(line(result, `GET Admin/Orders ${label}`));
    if (result.p50 > slowest.p50) slowest = { p50: result.p50, label, url: urls[0] };
  }
  console.log(`slowest: ${slowest.label} (${slowest.url})`);
} finally {
  await db.end();
  server.stop();
}
