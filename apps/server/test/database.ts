import { randomBytes } from 'node:crypto';
import { inject } from 'vitest';
import { connect, type Database } from '../src/db/client.ts';

export const TEMPLATE_DATABASE = 'casino_template';

export interface TestDatabase {
  url: string;
  database: Database;
  drop: () => Promise<void>;
}

function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

/** A fresh, migrated database cloned from the template: one per test file. */
export async function createTestDatabase(poolSize = 20): Promise<TestDatabase> {
  const serverUrl = inject('databaseServerUrl');
  const name = `t_${randomBytes(6).toString('hex')}`;
  const admin = connect(serverUrl, 1);
  // Two files cloning the template at once can collide on its lock; a short retry settles it.
  for (let attempt = 0; ; attempt++) {
    try {
      await admin.pool.query(`CREATE DATABASE ${name} TEMPLATE ${TEMPLATE_DATABASE}`);
      break;
    } catch (error) {
      if (attempt >= 20) throw error;
      await new Promise((resolve) => setTimeout(resolve, 50 * (attempt + 1)));
    }
  }
  const url = withDatabase(serverUrl, name);
  const database = connect(url, poolSize);
  return {
    url,
    database,
    drop: async () => {
      await database.close();
      await admin.pool.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.close();
    },
  };
}
