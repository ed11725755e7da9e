// Lighthouse (mobile, performance) on the storefront's busiest pages: `npm run build`, then
// `npm run bench:lighthouse`. Starts the built server on the demo data in bench/.data (seeded on
// the first run), or on BENCH_DATABASE_URL when set, runs each page RUNS times in Debian's
// Chromium (CHROME_PATH) and prints the median score, LCP, CLS, total blocking time and the
// JavaScript the page loads (bytes over the wire, compressed). Targets: score >= 95, LCP < 2.0 s,
// CLS < 0.05, JavaScript on the product page <= 120 KB.
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { root, startServer } from './server.mjs';

const port = Number(process.env.BENCH_PORT ?? 3204);
const runs = Number(process.env.RUNS ?? 3);
const databaseUrl = process.env.BENCH_DATABASE_URL;
const server = await startServer({
  port,
  dataDir: path.join(root, 'bench/.data'),
  env: databaseUrl
    ? { DATABASE_URL: databaseUrl, AUTH_SECRET: 'bench-secret-bench-secret-bench-secret' }
    : {},
});
const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
});
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

try {
  const [category] = await server.json('/api/v1/Category/GetParentCategory');
  const { items } = await server.json(`/api/v1/Product/GetList?categoryId=${category.id}&pageSize=1`);
  const pages = [
    ['home', '/'],
    ['category', `/category/${category.id}-${category.slug}`],
    ['product', `/product/${items[0].slug}`],
    ['search results', '/search?keyword=samsung'],
  ];
  console.log(`Lighthouse 13 (mobile), median of ${runs} runs`);
  console.log('score   LCP ms   CLS     TBT ms   JS KB   page');
  for (const [label, url] of pages) {
    const results = [];
    for (let run = 0; run < runs; run++) {
      let lhr;
      // Lighthouse sometimes loses the trace of a load (NO_NAVSTART): that run is taken again.
      for (let attempt = 0; !lhr || (lhr.runtimeError && attempt < 3); attempt++)
        ({ lhr } = await lighthouse(`${server.base}${url}`, {
          port: chrome.port,
          onlyCategories: ['performance'],
          output: 'json',
          logLevel: 'error',
        }));
      if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
      const scripts = lhr.audits['network-requests'].details.items.filter(
        (item) => item.resourceType === 'Script',
      );
      results.push({
        score: Math.round(lhr.categories.performance.score * 100),
        lcp: lhr.audits['largest-contentful-paint'].numericValue,
        cls: lhr.audits['cumulative-layout-shift'].numericValue,
        tbt: lhr.audits['total-blocking-time'].numericValue,
        js: scripts.reduce((sum, item) => sum + item.transferSize, 0) / 1024,
      });
    }
    const pick = (key) => median(results.map((result) => result[key]));
    console.log(
      [
        String(pick('score')).padEnd(8),
        pick('lcp').toFixed(0).padEnd(9),
        pick('cls').toFixed(3).padEnd(8),
        pick('tbt').toFixed(0).padEnd(9),
        pick('js').toFixed(0).padEnd(8),
        `${label} ${url}`,
      ].join(''),
    );
  }
} finally {
  chrome.kill();
  server.stop();
}
