import type { Config } from '../config.ts';
import { connect, type Database } from './client.ts';
import { type EmbeddedDatabase, startEmbeddedPostgres } from './embedded.ts';
import { runMigrations } from './migrate.ts';
import { seedReferenceData } from './seed.ts';

const EMBEDDED_DATABASE = 'casino';

export interface OpenDatabase {
  database: Database;
  url: string;
  embedded: EmbeddedDatabase | undefined;
  close: () => Promise<void>;
}

/** Connects to DATABASE_URL, or starts the embedded PostgreSQL; then migrates and seeds reference data. */
export async function openDatabase(config: Config, log: (message: string) => void): Promise<OpenDatabase> {
  let embedded: EmbeddedDatabase | undefined;
  let url = config.databaseUrl;
  if (!url) {
    log(`starting embedded PostgreSQL (data in ${config.dataDir})`);
    embedded = await startEmbeddedPostgres({ dataDir: config.dataDir });
    const admin = connect(embedded.url(), 1);
    const { rowCount } = await admin.pool.query('SELECT 1 FROM pg_database WHERE datname = $1', [
      EMBEDDED_DATABASE,
    ]);
    if (!rowCount) await admin.pool.query(`CREATE DATABASE ${EMBEDDED_DATABASE}`);
    await admin.close();
    url = embedded.url(EMBEDDED_DATABASE);
  }
  const database = connect(url);
  await runMigrations(database);
  await seedReferenceData(database.pool);
  return {
    database,
    url,
    embedded,
    close: async () => {
      await database.close();
      await embedded?.stop();
    },
  };
}
