// Cold start and memory of the production server: `npm run build` first, then
// `npm run bench:startup`. Seeds a data folder once (not timed), then starts the server
// again and reports the time to the first 200 of the home page and the resident memory
// after a round of page and API requests.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const server = path.join(root, 'apps/web/build/bazar-server.mjs');
const port = Number(process.env.BENCH_PORT ?? 3200);
const dataDir = process.env.DATA_DIR ?? path.join(root, 'bench/.data');
const base = `http://127.0.0.1:${port}`;

function start() {
  const child = spawn(process.execPath, [server], {
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'warn', NODE_ENV: 'production' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  return child;
}

async function waitFor200(url, deadlineMs) {
  const until = Date.now() + deadlineMs;
  while (Date.now() < until) {
    try {
      const response = await fetch(url);
      if (response.status === 200) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`${url} did not answer 200 in ${deadlineMs} ms`);
}

function rssMb(pid) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return kb / 1024;
}

function stop(child) {
  return new Promise((resolve) => {
    child.once('exit', resolve);
    child.kill('SIGTERM');
  });
}

// 1. Make sure the demo data is there (first start seeds it; not measured).
let child = start();
await waitFor200(`${base}/api/health`, 180_000);
await stop(child);

// 2. Cold start with the data already seeded.
const started = performance.now();
child = start();
await waitFor200(`${base}/`, 30_000);
const coldStartMs = performance.now() - started;

const pages = [
  '/',
  '/en',
  '/ru/faq',
  '/blogs',
  '/category-menu',
  '/privacy-policy',
  '/api/v1/Category/GetParentCategory',
  '/api/v1/Shop/GetCategories',
  '/nope',
];
for (let round = 0; round < 20; round++) {
  for (const page of pages) await (await fetch(`${base}${page}`)).arrayBuffer();
}
const rss = rssMb(child.pid);
await stop(child);

console.log(`cold start to first 200 of /: ${coldStartMs.toFixed(0)} ms (target < 5000 ms)`);
console.log(`resident memory after ${pages.length * 20} requests: ${rss.toFixed(0)} MB (target < 400 MB)`);
