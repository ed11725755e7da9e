// What the back office's benchmarks share: their own PostgreSQL database, one-request-at-a-time
// timing of signed-in calls, and p50/p95 lines.
import pg from 'pg';

/** Makes the database `databaseUrl` names when the server has none of that name. */
export async function ensureDatabase(databaseUrl) {
  const url = new URL(databaseUrl);
  const name = url.pathname.slice(1);
  const admin = new pg.Client({
    connectionString: Object.assign(new URL(url), { pathname: '/postgres' }).href,
  });
  await admin.connect();
  const { rowCount } = await admin.query('select 1 from pg_database where datname = $1', [name]);
  if (rowCount === 0) await admin.query(`create database "${name.replace(/"/g, '')}"`);
  await admin.end();
}

const percentile = (sorted, q) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];

/** p50 and p95 of the samples (ms). */
export function figures(samples) {
  const sorted = [...samples].sort((a, b) => a - b);
  return { p50: percentile(sorted, 0.5), p95: percentile(sorted, 0.95) };
}

export const line = ({ p50, p95 }, label) =>
  `p50 ${p50.toFixed(1).padStart(7)}  p95 ${p95.toFixed(1).padStart(7)}  ${label}`;

/** Each URL of a call in turn, `rounds` requests one at a time with the token; every answer must be 200. */
export async function timeCall(base, token, urls, rounds) {
  const samples = [];
  for (let n = 0; n < rounds; n++) {
    const url = urls[n % urls.length];
    const started = performance.now();
    const response = await fetch(`${base}${url}`, { headers: { authorization: `Bearer ${token}` } });
    const body = await response.text();
    samples.push(performance.now() - started);
    if (response.status !== 200) throw new Error(`${url} answered ${response.status}: ${body}`);
  }
  return figures(samples);
}

/** Signs in as the demo Staff and answers the session token. */
export async function staffToken(base) {
  const auth = await fetch(`${base}/api/v1/auth`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ phoneOrEmail: '994500000004', password: 'demo1234' }),
  });
  return (await auth.json()).token;
}
