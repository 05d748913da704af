import { readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The demo accounts' passwords are random per install: the server keeps them in
 * `<DATA_DIR>/demo-accounts.json`. The e2e server's DATA_DIR is E2E_DATA_DIR (playwright.config.ts);
 * a script against a running server passes DATA_DIR (default: the repository's .data).
 */
export function demoAccount(
  label: 'player' | 'operator',
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

function dataDirOfRun(): string {
  const dir = process.env.E2E_DATA_DIR ?? process.env.DATA_DIR;
  return dir ?? path.resolve(path.dirname(new URL(import.meta.url).pathname), '../../../.data');
}
