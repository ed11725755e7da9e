import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { decodeJwt } from 'jose';
import pg from 'pg';
import { afterAll, beforeAll, expect, inject } from 'vitest';
import { type AppConfig, type BuildAppOptions, buildApp } from '../app';
import { connect, type Database, type DatabaseConnection } from '../db/connection';
import { demoPassword } from '../db/seed/seed-demo';
import { sessions } from '../domains/accounts/accounts.tables';
import { isOperator } from '../domains/accounts/second-factor';

export interface TestContext {
  /** The app; a test may close it and build another on the same database (a restart). */
  app: FastifyInstance;
  connection: DatabaseConnection;
  db: Database;
  uploadsDir: string;
  /** Where this database's uploaded Excel files wait for their import. */
  importsDir: string;
  /** Where this database's copies of people's data are written. */
  exportsDir: string;
  /** Closes the app the context holds then, and drops the database. */
  close(): Promise<void>;
}

/** A fresh copy of the seeded demo database for one test file: PGlite, or PostgreSQL with DATABASE_URL. */
async function freshConnection(
  onQuery?: (query: string) => void,
): Promise<{ connection: DatabaseConnection; drop: () => Promise<void> }> {
  const databaseUrl = process.env.DATABASE_URL;
  if (databaseUrl) {
    const name = `bazar_test_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
    const admin = new pg.Client({ connectionString: databaseUrl });
    await admin.connect();
    await admin.query(`create database ${name} template ${inject('templateDatabase')}`);
    await admin.end();
    const url = new URL(databaseUrl);
    url.pathname = `/${name}`;
    const connection = await connect({ databaseUrl: url.toString(), onQuery });
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
  return { connection: await connect({ pgliteDump: new Blob([dump]), onQuery }), drop: async () => {} };
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
    mail: { from: 'Bazar <no-reply@bazar.test>', devOutbox: true },
    push: { devOutbox: true },
    // With REDIS_URL (CI's second pass) the limits run on Redis, each test app in its own key space.
    redisUrl: process.env.REDIS_URL,
    // The import tests serve photo links from this machine.
    importPrivateHosts: true,
    rateLimitNamespace: `rl-test-${process.pid}-${Math.random().toString(36).slice(2, 8)}`,
    publicUrl: 'http://bazar.test',
    payments: { gateway: 'sandbox', timeoutMinutes: 30 },
    // Tests of other subjects top up and buy gift cards freely; the limits' own tests set small ones.
    spendingLimits: { topUp: 100_000_000, giftCard: 100_000_000 },
    ...overrides,
  };
}

export type TestAppOptions = Pick<
  BuildAppOptions,
  'cardGateway' | 'smsProvider' | 'mailTransport' | 'pushProvider' | 'logStream'
>;
/** `onQuery`: told of every statement the app's database runs (statement-count tests). */
export type CreateTestAppOptions = TestAppOptions & { onQuery?: (query: string) => void };

/** Each test database keeps its import and export files apart: their ids start alike in every copy. */
const folderIds = new WeakMap<DatabaseConnection, string>();
function dataFolderOf(connection: DatabaseConnection, kind: 'imports' | 'exports'): string {
  let folderId = folderIds.get(connection);
  if (!folderId) {
    folderId = randomUUID();
    folderIds.set(connection, folderId);
  }
  return path.join(inject('testWorkDir'), kind, folderId);
}

/**
 * Another app on a test's database, as a second node or the same one after a restart; it is
 * ready, and the caller closes it (the database stays).
 */
export async function buildTestApp(
  connection: DatabaseConnection,
  overrides: Partial<AppConfig> = {},
  options: TestAppOptions = {},
): Promise<FastifyInstance> {
  const app = await buildApp({
    config: testConfig(overrides),
    connection,
    uploadsDir: path.join(inject('testWorkDir'), 'uploads'),
    importsDir: dataFolderOf(connection, 'imports'),
    exportsDir: dataFolderOf(connection, 'exports'),
    logger: false,
    ...options,
  });
  await app.ready();
  return app;
}

export async function createTestApp(
  overrides: Partial<AppConfig> = {},
  { onQuery, ...options }: CreateTestAppOptions = {},
): Promise<TestContext> {
  const { connection, drop } = await freshConnection(onQuery);
  const uploadsDir = path.join(inject('testWorkDir'), 'uploads');
  const context: TestContext = {
    app: await buildTestApp(connection, overrides, options),
    connection,
    db: connection.db,
    uploadsDir,
    importsDir: dataFolderOf(connection, 'imports'),
    exportsDir: dataFolderOf(connection, 'exports'),
    close: async () => {
      await context.app.close();
      await connection.close();
      await drop();
    },
  };
  return context;
}

/**
 * A test file's app on a fresh database, built before its tests and closed after them: the context
 * is filled in by a `beforeAll`, so the file's hooks and tests use it (its top level only holds it).
 */
export function testAppForFile(
  overrides: Partial<AppConfig> = {},
  options: CreateTestAppOptions = {},
): TestContext {
  const ctx = {} as TestContext;
  beforeAll(async () => {
    Object.assign(ctx, await createTestApp(overrides, options));
  });
  afterAll(() => ctx.close?.());
  return ctx;
}

/** The 6-digit code in the newest text to a phone (the development SMS outbox). */
export async function smsCodeTo(app: FastifyInstance, phone: string): Promise<string> {
  const outbox = await app.inject({ method: 'GET', url: `/api/v1/dev/SmsOutbox?phone=${phone}` });
  const [newest] = (outbox.json() as { items: { text: string }[] }).items;
  const code = newest?.text.match(/\b\d{6}\b/)?.[0];
  if (!code) throw new Error(`no code was texted to ${phone}: ${newest?.text ?? 'no message'}`);
  return code;
}

/** Registers as a person does: step one (CheckUser), the code texted to the phone, then `POST user`. */
export async function registerAccount(
  app: FastifyInstance,
  registration: { phone: string } & Record<string, unknown>,
  options: { ip?: string; lang?: string; userAgent?: string } = {},
) {
  const post = (url: string, payload: object) =>
    app.inject({
      method: 'POST',
      url: `/api/v1${url}`,
      payload,
      ...(options.ip ? { remoteAddress: options.ip } : {}),
      headers: {
        'accept-language': options.lang ?? 'az',
        ...(options.userAgent ? { 'user-agent': options.userAgent } : {}),
      },
    });
  const { accountType, firstName, lastName, phone, email } = registration;
  const stepOne = await post('/user/CheckUser', { accountType, firstName, lastName, phone, email });
  if (stepOne.statusCode !== 200) return stepOne;
  return post('/user', { ...registration, code: await smsCodeTo(app, registration.phone) });
}

/**
 * Signs in through `POST auth` as the web does and gives the session's token; demo accounts by
 * default. An operator's session is then marked as having passed the second factor, as the code
 * step would (issue 35 point 14), unless `secondFactor: false`: many tests sign in as the same
 * operator within one 30 s step, and a code works only once.
 */
export async function signIn(
  ctx: TestContext,
  phoneOrEmail: string,
  password = demoPassword,
  options: { secondFactor?: boolean } = {},
): Promise<string> {
  const response = await ctx.app.inject({
    method: 'POST',
    url: '/api/v1/auth',
    payload: { phoneOrEmail, password },
  });
  expect(response.statusCode).toBe(200);
  const session = response.json() as { token: string; accountType: number };
  if (options.secondFactor !== false) await passSecondFactor(ctx, session);
  return session.token;
}

/**
 * An operator's new session (a sign-in's answer) marked as having passed the second factor, as the
 * code step does; a buyer's or seller's is left as it is.
 */
export async function passSecondFactor(
  ctx: TestContext,
  session: { token: string; accountType: number },
): Promise<void> {
  if (!isOperator(session.accountType)) return;
  await ctx.db
    .update(sessions)
    .set({ secondFactorAt: new Date() })
    .where(eq(sessions.id, String(decodeJwt(session.token).sid)));
}

export type ApiMethod = 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH';

/** What a test sends with a call: the session, the body, the language, an idempotency key and the caller's address. */
export interface CallOptions {
  token?: string;
  payload?: object;
  lang?: string;
  key?: string;
  ip?: string;
}

/** Calls `/api/v1/{url}` in process as a client would, with the session token and language given. */
export function callApi(ctx: TestContext, method: ApiMethod, url: string, options: CallOptions = {}) {
  return ctx.app.inject({
    method,
    url: `/api/v1/${url}`,
    headers: {
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
      ...(options.lang ? { 'accept-language': options.lang } : {}),
      ...(options.key ? { 'idempotency-key': options.key } : {}),
    },
    ...(options.ip ? { remoteAddress: options.ip } : {}),
    ...(options.payload ? { payload: options.payload } : {}),
  });
}

/**
 * `callApi` for a test file's context, which its `beforeAll` builds (`const call = callerOf(() => ctx)`),
 * with options every call sends unless it gives its own.
 */
export function callerOf(context: () => TestContext, defaults: CallOptions = {}) {
  return (method: ApiMethod, url: string, options: CallOptions = {}) => {
    const given = Object.entries(options).filter(([, value]) => value !== undefined);
    return callApi(context(), method, url, { ...defaults, ...Object.fromEntries(given) });
  };
}

/** A file a test uploads: its bytes, name and media type. */
export interface FileToUpload {
  content: Buffer;
  name: string;
  type: string;
}

/** Posts one file to `/api/v1/{url}` as a browser's form does (`multipart/form-data`, the field `file`). */
export function uploadFile(
  ctx: TestContext,
  url: string,
  file: FileToUpload,
  options: Pick<CallOptions, 'token' | 'lang'> = {},
) {
  const boundary = `bazar-test-${Math.random().toString(16).slice(2)}`;
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`;
  return ctx.app.inject({
    method: 'POST',
    url: `/api/v1/${url}`,
    headers: {
      'content-type': `multipart/form-data; boundary=${boundary}`,
      ...(options.lang ? { 'accept-language': options.lang } : {}),
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
    },
    payload: Buffer.concat([Buffer.from(head), file.content, Buffer.from(`\r\n--${boundary}--\r\n`)]),
  });
}
