import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { inject } from 'vitest';
import { type AppConfig, type BuildAppOptions, buildApp } from '../app';
import { connect, type Database, type DatabaseConnection } from '../db/connection';

export interface TestContext {
  app: FastifyInstance;
  connection: DatabaseConnection;
  db: Database;
  uploadsDir: string;
  close(): Promise<void>;
}

/** A fresh copy of the seeded demo database for one test file: PGlite, or PostgreSQL with DATABASE_URL. */
async function freshConnection(): Promise<{ connection: DatabaseConnection; drop: () => Promise<void> }> {
  const databaseUrl = process.env.DATABASE_URL;
  if (databaseUrl) {
    const name = `bazar_test_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
    const admin = new pg.Client({ connectionString: databaseUrl });
    await admin.connect();
    await admin.query(`create database ${name} template ${inject('templateDatabase')}`);
    await admin.end();
    const url = new URL(databaseUrl);
    url.pathname = `/${name}`;
    const connection = await connect({ databaseUrl: url.toString() });
    return {
      connection,
      drop: async () => {
        const cleanup = new pg.Client({ connectionString: databaseUrl });
        await cleanup.connect();
        await cleanup.query(`drop database if exists ${name} with (force)`);
        await cleanup.end();
      },
    };
  }
  const dump = await readFile(path.join(inject('testWorkDir'), 'template.tar'));
  return { connection: await connect({ pgliteDump: new Blob([dump]) }), drop: async () => {} };
}

/** What the API runs with in tests: a fixed secret, no SMS gateway, no social providers unless a test sets them. */
export function testConfig(overrides: Partial<AppConfig> = {}): AppConfig {
  return {
    logLevel: 'silent',
    env: 'test',
    auth: { secret: 'test-secret-that-is-long-enough-for-hmac-256', tokenTtlHours: 720 },
    social: {
      googleJwksUrl: 'http://127.0.0.1:9/unused',
      facebookGraphUrl: 'http://127.0.0.1:9/unused',
    },
    sms: { sender: 'Bazar', devOutbox: true },
    // With REDIS_URL (CI's second pass) the limits run on Redis, each test app in its own key space.
    redisUrl: process.env.REDIS_URL,
    // The import tests serve photo links from this machine.
    importPrivateHosts: true,
    rateLimitNamespace: `rl-test-${process.pid}-${Math.random().toString(36).slice(2, 8)}`,
    ...overrides,
  };
}

export async function createTestApp(
  overrides: Partial<AppConfig> = {},
  options: Pick<BuildAppOptions, 'paymentGateways'> = {},
): Promise<TestContext> {
  const { connection, drop } = await freshConnection();
  const uploadsDir = path.join(inject('testWorkDir'), 'uploads');
  const app = await buildApp({
    config: testConfig(overrides),
    connection,
    uploadsDir,
    logger: false,
    ...options,
  });
  await app.ready();
  return {
    app,
    connection,
    db: connection.db,
    uploadsDir,
    close: async () => {
      await app.close();
      await connection.close();
      await drop();
    },
  };
}
