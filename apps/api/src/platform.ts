import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from './app';
import type { Config } from './config';
import { connect } from './db/connection';
import { migrate } from './db/migrate';
import { demoAccounts, demoPassword, isSeeded, seedDemo } from './db/seed/seed-demo';
import { indexForSearch } from './domains/search/search.indexer';

export function uploadsDir(config: Pick<Config, 'dataDir'>): string {
  return path.join(config.dataDir, 'uploads');
}

/** AUTH_SECRET, else the one kept in DATA_DIR (made on the first start), so sessions survive a restart. */
async function authSecret(config: Config): Promise<string> {
  if (config.auth.secret) return config.auth.secret;
  const file = path.join(config.dataDir, 'secrets', 'auth-secret');
  try {
    return (await readFile(file, 'utf8')).trim();
  } catch {
    const secret = randomBytes(48).toString('base64url');
    await mkdir(path.dirname(file), { recursive: true, mode: 0o700 });
    await writeFile(file, secret, { mode: 0o600, flag: 'wx' }).catch(() => {});
    return (await readFile(file, 'utf8')).trim();
  }
}

/**
 * Everything start-up does before listening: connect (PGlite in DATA_DIR unless DATABASE_URL),
 * apply migrations, seed the demo marketplace on an empty database, build the API.
 */
export async function startPlatform(config: Config): Promise<FastifyInstance> {
  const connection = await connect({
    databaseUrl: config.databaseUrl,
    pgliteDir: path.join(config.dataDir, 'pglite'),
  });
  await migrate(connection);
  const secret = await authSecret(config);
  const app = await buildApp({
    config: { ...config, auth: { ...config.auth, secret } },
    connection,
    uploadsDir: uploadsDir(config),
    importsDir: path.join(config.dataDir, 'imports'),
    exportsDir: path.join(config.dataDir, 'exports'),
    closeConnection: true,
  });
  if (config.seedDemo && !(await isSeeded(connection.db))) {
    app.log.info('seeding the demo marketplace (first start)');
    await seedDemo(connection.db, uploadsDir(config));
  }
  // Rows written before search existed (or by an older seed) get their folded search text.
  await indexForSearch(connection.db);
  return app;
}

/**
 * Closes the app on SIGINT and SIGTERM, so jobs under way stop at a safe point and go back to the
 * queue at once, instead of waiting for their heartbeat to lapse.
 */
export function closeOnSignals(app: FastifyInstance): void {
  for (const signal of ['SIGINT', 'SIGTERM'] as const)
    process.once(signal, () => {
      app.close().then(
        () => process.exit(0),
        (err: unknown) => {
          app.log.error({ err }, 'closing on a signal failed');
          process.exit(1);
        },
      );
    });
}

export function demoBanner(url: string, seeded: boolean): string {
  const lines = [`Bazar is running at ${url}`, `API docs: ${url}/api/docs`];
  if (seeded) {
    lines.push(`Demo accounts (password ${demoPassword}):`);
    for (const account of demoAccounts) {
      const role = { 1: 'Seller', 2: 'Staff', 3: 'Admin', 4: 'Customer' }[account.role];
      lines.push(`  ${role.padEnd(8)} ${account.email.padEnd(22)} ${account.phone}`);
    }
  }
  return lines.join('\n');
}
