// What the latency benchmarks share: the built production server on a data folder, and a
// closed-loop load generator that reports p50/p95/p99 and requests per second.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
// BENCH_SERVER: another build of the server (a copy inside the repository, to keep runs apart).
const server = process.env.BENCH_SERVER ?? path.join(root, 'apps/web/build/bazar-server.mjs');

/** Starts the built server (`npm run build` first) and waits until it answers its health check. */
export async function startServer({ port, dataDir, env = {} }) {
  const child = spawn(process.execPath, [server], {
    // IMPORT_PRIVATE_HOSTS: the import benchmark serves its photo links from this machine.
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
      IMPORT_PRIVATE_HOSTS: 'true',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  let exited = null;
  child.on('exit', (code) => {
    exited = code;
  });
  const base = `http://127.0.0.1:${port}`;
  const until = Date.now() + 600_000;
  for (;;) {
    if (exited !== null) throw new Error(`the server stopped with code ${exited} before it answered`);
    try {
      if ((await fetch(`${base}/api/health`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > until) {
      child.kill('SIGTERM');
      throw new Error('the server did not start in 600 s');
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    base,
    json: async (url) => {
      const response = await fetch(`${base}${url}`);
      if (!response.ok) throw new Error(`${url} answered ${response.status}`);
      return response.json();
    },
    stop: () => child.kill('SIGTERM'),
  };
}

/**
 * Sends `rounds` requests with `concurrency` in flight, taking the URLs in turn; every answer
 * must be 200.
 */
export async function measure(base, urls, { rounds, concurrency }) {
  const list = Array.isArray(urls) ? urls : [urls];
  const latencies = [];
  let next = 0;
  const started = performance.now();
  const client = async () => {
    while (next < rounds) {
      const url = list[next % list.length];
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

export const report = (r, label) => `p50 ${r.p50}  p95 ${r.p95}  p99 ${r.p99}  ${r.rps} req/s  ${label}`;
