import path from 'node:path';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import { repoRoot } from '../config.ts';
import type { Database } from './client.ts';

export const migrationsFolder = path.join(repoRoot, 'apps/server/drizzle');

/** Applies committed migrations; an advisory lock keeps two starting copies from racing. */
export async function runMigrations(database: Database): Promise<void> {
  const client = await database.pool.connect();
  try {
    // Migrations wait for another copy's and may run long: the pool's request timeouts do not apply here.
    await client.query('SET statement_timeout = 0; SET lock_timeout = 0');
    await client.query('SELECT pg_advisory_lock(727001)');
    // The same connection: the session lock must cover the migration, and a pool of one must not wait on itself.
    await migrate(drizzle(client), { migrationsFolder });
  } finally {
    await client.query('SELECT pg_advisory_unlock(727001)').catch(() => {});
    await client.query('RESET statement_timeout; RESET lock_timeout').catch(() => {});
    client.release();
  }
}
