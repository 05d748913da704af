import { readFileSync } from 'node:fs';
import path from 'node:path';
import { test } from '@playwright/test';

/**
 * The demo accounts' passwords are random per install: the server keeps them in
 * `<DATA_DIR>/demo-accounts.json`. In a test, the DATA_DIR of the project's server (its `metadata.dataDir`,
 * playwright.config.ts: the empty and the busy casino each have their own), else E2E_DATA_DIR; a script
 * against a running server passes DATA_DIR (default: the repository's .data).
 */
export function demoAccount(
  label: 'player' | 'operator' | 'cashier',
  dataDir = dataDirOfRun(),
): {
  email: string;
  password: string;
} {
  const accounts = JSON.parse(readFileSync(path.join(dataDir, 'demo-accounts.json'), 'utf8')) as Record<
    string,
    { email: string; password: string } | undefined
  >;
  const account = accounts[label];
  if (!account) throw new Error(`no demo ${label} in ${dataDir}`);
  return account;
}

/** The running test's project server's DATA_DIR; undefined outside a test (a script). */
function dataDirOfProject(): string | undefined {
  try {
    const dir = test.info().project.metadata.dataDir as unknown;
    return typeof dir === 'string' && dir ? dir : undefined;
  } catch {
    return undefined;
  }
}

function dataDirOfRun(): string {
  const dir = dataDirOfProject() ?? process.env.E2E_DATA_DIR ?? process.env.DATA_DIR;
  return dir ?? path.resolve(path.dirname(new URL(import.meta.url).pathname), '../../../.data');
}
