// Search latency on the production server: `npm run build`, seed a large catalogue once with
// `DATA_DIR=bench/.data-100k npm run seed -- --products 100000`, then `npm run bench:search`.
// Suggestions and result pages are asked for a mix of what shoppers type (one letter, prefixes,
// folded Azerbaijani, typos, Russian, several words), `ROUNDS` requests from `CONCURRENCY`
// parallel clients, and p50/p95/p99 and requests per second are printed for each kind of call.
import path from 'node:path';
import { measure, report, root, startServer } from './server.mjs';

const port = Number(process.env.BENCH_PORT ?? 3201);
const dataDir = process.env.BENCH_DATA_DIR ?? path.join(root, 'bench/.data-100k');
const settings = {
  rounds: Number(process.env.ROUNDS ?? 600),
  concurrency: Number(process.env.CONCURRENCY ?? 4),
};

/** What shoppers type: while typing (suggestions) and what they submit (result pages). */
const typed = [
  's',
  'sa',
  'sam',
  'samsng',
  'iph',
  'iphone 16',
  'seher',
  'cay',
  'qara cay',
  'холодильник',
  'noutbuk acer',
  'dayson',
];
const submitted = [
  'samsung',
  'iphone 16 pro',
  'qara çay',
  'şəhər',
  'samsng galaxy',
  'холодильник',
  'noutbuk',
  'krossovka nike',
];
const q = (text) => encodeURIComponent(text);

const server = await startServer({ port, dataDir });
try {
  const { total } = await server.json('/api/v1/Product/GetList?pageSize=1');
  const calls = [
    ['GET Home/search (suggestions)', typed.map((text) => `/api/v1/Home/search?q=${q(text)}`)],
    [
      'GET Home/searchall (results, page 1)',
      submitted.map((text) => `/api/v1/Home/searchall?keyword=${q(text)}`),
    ],
    [
      'GET Home/searchall (filtered, sorted, page 2)',
      submitted.map((text) => `/api/v1/Home/searchall?keyword=${q(text)}&inStock=true&sort=priceAsc&page=2`),
    ],
    ['results page /search?keyword= (SSR)', submitted.map((text) => `/search?keyword=${q(text)}`)],
  ];
  for (const [, urls] of calls) await measure(server.base, urls, { ...settings, rounds: 100 }); // warm-up
  console.log(
    `${total} published products; ${settings.rounds} requests each, ${settings.concurrency} at a time (ms)`,
  );
  for (const [label, urls] of calls) console.log(report(await measure(server.base, urls, settings), label));
  // Each request alone, for the server-side figure without queueing behind the others.
  for (const [label, urls] of calls.slice(0, 2))
    console.log(
      report(await measure(server.base, urls, { ...settings, concurrency: 1 }), `${label}, one at a time`),
    );
} finally {
  server.stop();
}
