import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS_FILE, seedDemo } from '../../src/flows/seed-demo.ts';
import { upsertOperator } from '../../src/modules/backoffice/index.ts';
import { createTestApp, type TestApp } from '../app.ts';
import { freshIp } from './helpers.ts';

/** The demo accounts never have a fixed password: random per install, printed once, kept 0600. */

let t: TestApp;
const dirs: string[] = [];

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  await t.close();
});

function dataDir(): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'casino-demo-seed-'));
  dirs.push(dir);
  return dir;
}

const seed = (dir: string, embedded: boolean) =>
  seedDemo({ auth: t.auth, wallet: t.wallet, backoffice: t.backoffice, dataDir: dir, embedded });

function stored(dir: string): Record<string, { email: string; password: string }> {
  return JSON.parse(readFileSync(path.join(dir, DEMO_ACCOUNTS_FILE), 'utf8'));
}

const signIn = (url: string, email: string, password: string) =>
  t.app.inject({ method: 'POST', url, payload: { email, password }, remoteAddress: freshIp() });
const playerLogin = (password: string) => signIn('/api/v1/auth/login', 'demo@casino.local', password);
const operatorLogin = (password: string) =>
  signIn('/api/admin/v1/auth/login', 'operator@casino.local', password);

async function operatorCount(): Promise<number> {
  const { rows } = await t.db.database.pool.query('SELECT 1 FROM operators WHERE email = $1', [
    'operator@casino.local',
  ]);
  return rows.length;
}

describe('demo seed', () => {
  it('under DATABASE_URL creates no operator, only the demo player with a random password', async () => {
    const dir = dataDir();
    const accounts = await seed(dir, false);
    expect(accounts.map((a) => a.label)).toEqual(['player']);
    expect(await operatorCount()).toBe(0);
    const password = accounts[0]?.password ?? '';
    expect(password).toMatch(/^[A-Za-z0-9_-]{24}$/);
    expect(stored(dir)).toEqual({ player: { email: 'demo@casino.local', password } });
    expect((await playerLogin(password)).statusCode).toBe(200);
  });

  it('embedded: replaces the former fixed passwords with random ones, kept 0600 and shown once', async () => {
    // An install seeded by an older version still holds the published passwords.
    const demo = await t.auth.getPlayerByGlobalId(
      (await playerLogin(stored(dirs[0] ?? '').player?.password ?? '')).json().user.globalId,
    );
    if (!demo) throw new Error('no demo player');
    await t.auth.setPassword(demo.id, 'demo-player-2026');
    await upsertOperator(t.db.database.db, 'operator@casino.local', 'demo-operator-2026');

    const dir = dataDir();
    const accounts = await seed(dir, true);
    const file = path.join(dir, DEMO_ACCOUNTS_FILE);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    const passwords = Object.fromEntries(accounts.map((a) => [a.label, a.password]));
    expect(stored(dir)).toEqual({
      player: { email: 'demo@casino.local', password: passwords.player },
      operator: { email: 'operator@casino.local', password: passwords.operator },
      cashier: { email: 'cashier@casino.local', password: passwords.cashier },
    });
    // Random per install: not the former ones, not each other, not the first install's.
    expect(
      new Set([
        passwords.player,
        passwords.operator,
        passwords.cashier,
        stored(dirs[0] ?? '').player?.password,
      ]).size,
    ).toBe(4);
    expect((await playerLogin('demo-player-2026')).statusCode).toBe(401);
    expect((await operatorLogin('demo-operator-2026')).statusCode).toBe(401);
    expect((await playerLogin(passwords.player ?? '')).statusCode).toBe(200);
    expect((await operatorLogin(passwords.operator ?? '')).statusCode).toBe(200);
    expect(await operatorCount()).toBe(1);
    const { rows } = await t.db.database.pool.query<{ email: string; role: string }>(
      'SELECT email, role FROM operators ORDER BY email',
    );
    expect(rows).toEqual([
      { email: 'cashier@casino.local', role: 'cashier' },
      { email: 'operator@casino.local', role: 'admin' },
    ]);

    // A restart shows no password (it says where it is kept) and changes nothing.
    const again = await seed(dir, true);
    expect(again).toEqual(accounts.map((a) => ({ ...a, password: undefined })));
    expect(again[0]?.file).toBe(file);
    expect((await operatorLogin(passwords.operator ?? '')).statusCode).toBe(200);

    // A password the owner chose is theirs: the seed leaves it alone.
    await upsertOperator(t.db.database.db, 'operator@casino.local', 'chosen by the owner');
    await seed(dir, true);
    expect((await operatorLogin('chosen by the owner')).statusCode).toBe(200);
  });

  it('tightens a data file others can read', async () => {
    const dir = dataDir();
    await seed(dir, true);
    const { chmodSync } = await import('node:fs');
    chmodSync(path.join(dir, DEMO_ACCOUNTS_FILE), 0o644);
    await seed(dir, true);
    expect(statSync(path.join(dir, DEMO_ACCOUNTS_FILE)).mode & 0o777).toBe(0o600);
  });
});
