import { randomBytes } from 'node:crypto';
import { rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { connect } from '../src/db/client.ts';
import { type EmbeddedDatabase, startEmbeddedPostgres } from '../src/db/embedded.ts';
import { runMigrations } from '../src/db/migrate.ts';
import { seedReferenceData } from '../src/db/seed.ts';
import { TEMPLATE_DATABASE } from './database.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    databaseServerUrl: string;
  }
}

/**
 * Starts one throwaway PostgreSQL for the run (or uses TEST_DATABASE_URL) and migrates a template
 * database that every test file clones. The same start as `npm start`, so it works as root from any
 * checkout too (see db/embedded.ts).
 */
export default async function setup(project: TestProject) {
  let embedded: EmbeddedDatabase | undefined;
  let serverUrl = process.env.TEST_DATABASE_URL;
  const dataDir = path.join(os.tmpdir(), `casino-test-${randomBytes(4).toString('hex')}`);
  if (!serverUrl) {
    embedded = await startEmbeddedPostgres({ dataDir, throwaway: true });
    serverUrl = embedded.url();
  }
  const admin = connect(serverUrl, 1);
  await admin.pool.query(`DROP DATABASE IF EXISTS ${TEMPLATE_DATABASE}`);
  await admin.pool.query(`CREATE DATABASE ${TEMPLATE_DATABASE}`);
  await admin.close();
  const template = connect(withDatabase(serverUrl, TEMPLATE_DATABASE), 2);
  await runMigrations(template);
  await seedReferenceData(template.pool);
  await template.close();
  project.provide('databaseServerUrl', serverUrl);
  return async () => {
    await embedded?.stop();
    if (embedded) await rm(dataDir, { recursive: true, force: true });
  };
}

function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}
