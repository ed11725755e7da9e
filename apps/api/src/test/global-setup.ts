import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { connect } from '../db/connection';
import { migrate } from '../db/migrate';
import { seedDemo } from '../db/seed/seed-demo';

/**
 * Migrates and seeds the demo marketplace once per run; each test file then starts from a copy
 * (a PGlite data dump, or a PostgreSQL database made from a template), as Epic Stack does.
 */
export default async function setup(project: TestProject) {
  const workDir = await mkdtemp(path.join(tmpdir(), 'bazar-test-'));
  const uploadsDir = path.join(workDir, 'uploads');
  const databaseUrl = process.env.DATABASE_URL;
  let templateDatabase = '';

  if (databaseUrl) {
    templateDatabase = `bazar_template_${process.pid}`;
    const admin = new pg.Client({ connectionString: databaseUrl });
    await admin.connect();
    await admin.query(`drop database if exists ${templateDatabase}`);
    await admin.query(`create database ${templateDatabase}`);
    await admin.end();
    const url = new URL(databaseUrl);
    url.pathname = `/${templateDatabase}`;
    const connection = await connect({ databaseUrl: url.toString() });
    await migrate(connection);
    await seedDemo(connection.db, uploadsDir);
    await connection.close();
  } else {
    const connection = await connect({});
    await migrate(connection);
    await seedDemo(connection.db, uploadsDir);
    const dump = await connection.pglite?.dumpDataDir();
    if (!dump) throw new Error('PGlite did not dump its data');
    await writeFile(path.join(workDir, 'template.tar'), Buffer.from(await dump.arrayBuffer()));
    await connection.close();
  }

  project.provide('testWorkDir', workDir);
  project.provide('templateDatabase', templateDatabase);

  return async () => {
    if (databaseUrl) {
      const admin = new pg.Client({ connectionString: databaseUrl });
      await admin.connect();
      await admin.query(`drop database if exists ${templateDatabase}`);
      await admin.end();
    }
    await rm(workDir, { recursive: true, force: true });
  };
}

declare module 'vitest' {
  export interface ProvidedContext {
    testWorkDir: string;
    templateDatabase: string;
  }
}
