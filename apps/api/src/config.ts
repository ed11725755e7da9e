import path from 'node:path';
import { z } from 'zod';

/** Every setting comes from the environment; README.md lists them with these defaults. */
const Env = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('data'),
  DATABASE_URL: z.string().url().optional(),
  SEED_DEMO: z.enum(['true', 'false']).default('true'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  PUBLIC_URL: z.string().url().optional(),
});

export interface Config {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  /** Absolute folder for the embedded database, uploads and generated secrets. */
  dataDir: string;
  /** A PostgreSQL server; when absent the embedded PGlite in dataDir is used. */
  databaseUrl?: string;
  seedDemo: boolean;
  logLevel: string;
  /** Where people reach the site; used for canonical links. */
  publicUrl: string;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = Env.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid environment: ${problems.join('; ')}`);
  }
  const e = parsed.data;
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    seedDemo: e.SEED_DEMO === 'true',
    logLevel: e.LOG_LEVEL,
    publicUrl: e.PUBLIC_URL ?? `http://localhost:${e.PORT}`,
  };
}
