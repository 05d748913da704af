import { execFile } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { repoRoot } from '../../src/config.ts';
import { auditLedger } from '../../src/modules/wallet/index.ts';
import { createTestApp, type TestApp } from '../app.ts';
import { expectError, freshIp } from '../auth/helpers.ts';
import { ADMIN } from './helpers.ts';

/** `npm run operator -- create --email E --password P` (src/scripts/operator.ts) against a test database. */

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  expect(await auditLedger(t.db.database.pool)).toEqual([]);
  await t.close();
});

interface Run {
  code: number | null;
  stdout: string;
  stderr: string;
}

function scriptEnv(): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { DATABASE_URL: t.db.url, SECRET_KEY: 'x', WEBIM_PRIVATE_KEY: 'x' };
  for (const name of ['PATH', 'HOME', 'TMPDIR', 'LANG']) if (process.env[name]) env[name] = process.env[name];
  return env;
}

function run(file: string, args: string[]): Promise<Run> {
  return new Promise((resolve) => {
    execFile(file, args, { cwd: repoRoot, env: scriptEnv(), timeout: 60_000 }, (error, stdout, stderr) => {
      const code = error ? (typeof error.code === 'number' ? error.code : null) : 0;
      resolve({ code, stdout, stderr });
    });
  });
}

const operatorCli = (...args: string[]) =>
  run(process.execPath, ['--import', 'tsx', 'apps/server/src/scripts/operator.ts', ...args]);

const login = (email: string, password: string) =>
  t.app.inject({
    method: 'POST',
    url: `${ADMIN}/auth/login`,
    payload: { email, password },
    remoteAddress: freshIp(),
  });

async function operatorCount(): Promise<number> {
  const { rows } = await t.db.database.pool.query<{ n: string }>('SELECT count(*) AS n FROM operators');
  return Number(rows[0]?.n);
}

describe('npm run operator -- create', () => {
  it('creates an operator who can then sign in (run through npm, as documented)', async () => {
    const result = await run('npm', [
      'run',
      '--silent',
      'operator',
      '--',
      'create',
      '--email',
      'Boss@Casino.Test',
      '--password',
      'twelve chars',
    ]);
    expect(result.code, result.stderr).toBe(0);
    expect(result.stdout).toMatch(/^operator created: boss@casino\.test \(id \d+\)$/m);
    const { rows } = await t.db.database.pool.query<{ email: string; password_hash: string }>(
      'SELECT email, password_hash FROM operators',
    );
    expect(rows).toEqual([
      { email: 'boss@casino.test', password_hash: expect.stringMatching(/^\$argon2id\$/) },
    ]);
    const response = await login('boss@casino.test', 'twelve chars');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().token).toEqual(expect.any(String));
  });

  it('updates the password of an existing operator (any case of the e-mail) and ends its sessions', async () => {
    const first = await operatorCli(
      'create',
      '--email',
      'update@casino.test',
      '--password',
      'first password!',
    );
    expect(first.code, first.stderr).toBe(0);
    const token = (await login('update@casino.test', 'first password!')).json().token as string;
    const headers = { authorization: `Bearer ${token}` };
    expect((await t.app.inject({ method: 'GET', url: `${ADMIN}/audit`, headers })).statusCode).toBe(200);

    const count = await operatorCount();
    const second = await operatorCli(
      'create',
      '--email',
      'UPDATE@casino.test',
      '--password',
      'second password!',
    );
    expect(second.code, second.stderr).toBe(0);
    expect(second.stdout).toMatch(/^operator updated: update@casino\.test \(id \d+\)/m);
    expect(first.stdout.match(/id (\d+)/)?.[1]).toBe(second.stdout.match(/id (\d+)/)?.[1]);
    expect(await operatorCount()).toBe(count);

    expectError(await t.app.inject({ method: 'GET', url: `${ADMIN}/audit`, headers }), 401, 'unauthorized');
    expectError(await login('update@casino.test', 'first password!'), 401, 'invalid_credentials');
    expect((await login('update@casino.test', 'second password!')).statusCode).toBe(200);
  });

  it('exits 2 with a message on bad arguments and creates nothing', async () => {
    const count = await operatorCount();
    const cases: Array<[string[], RegExp]> = [
      [[], /missing command/],
      [['delete', '--email', 'a@casino.test', '--password', 'long enough pw'], /unknown command 'delete'/],
      [['create', '--password', 'long enough pw'], /--email is required/],
      [['create', '--email', 'a@casino.test'], /--password is required/],
      [['create', '--email', 'a@casino.test', '--password', 'elevenchars'], /at least 12 characters/],
      [['create', '--email', 'a@casino.test', '--password', 'x'.repeat(129)], /at most 128 characters/],
      [['create', '--email', 'not-an-email', '--password', 'long enough pw'], /not a valid e-mail/],
      [['create', '--email', '', '--password', 'long enough pw'], /not a valid e-mail/],
      [
        ['create', '--email', 'a@casino.test', '--password', 'long enough pw', '--admin'],
        /Unknown option '--admin'/,
      ],
      [
        ['create', 'extra', '--email', 'a@casino.test', '--password', 'long enough pw'],
        /unexpected argument 'extra'/,
      ],
      [['create', '--email'], /argument missing|--email/],
    ];
    const results = await Promise.all(cases.map(([args]) => operatorCli(...args)));
    for (const [i, [args, message]] of cases.entries()) {
      const result = results[i] as Run;
      expect(result.code, `${args.join(' ')}: ${result.stderr}`).toBe(2);
      expect(result.stderr).toMatch(message);
      expect(result.stderr).toMatch(/usage: npm run operator -- create/);
      expect(result.stdout).toBe('');
    }
    expect(await operatorCount()).toBe(count);
  });

  it('accepts a password of exactly 12 characters', async () => {
    const result = await operatorCli('create', '--email', 'exact@casino.test', '--password', 'Vq7#mzXe!b3t');
    expect(result.code, result.stderr).toBe(0);
    expect((await login('exact@casino.test', 'Vq7#mzXe!b3t')).statusCode).toBe(200);
  });

  it('exits 1 when the database cannot be reached', async () => {
    const result = await new Promise<Run>((resolve) => {
      execFile(
        process.execPath,
        [
          '--import',
          'tsx',
          'apps/server/src/scripts/operator.ts',
          'create',
          '--email',
          'x@casino.test',
          '--password',
          'long enough pw',
        ],
        {
          cwd: repoRoot,
          env: { ...scriptEnv(), DATABASE_URL: 'postgres://nobody:nothing@127.0.0.1:1/none' },
          timeout: 60_000,
        },
        (error, stdout, stderr) =>
          resolve({ code: error ? (typeof error.code === 'number' ? error.code : null) : 0, stdout, stderr }),
      );
    });
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(/operator: cannot open the database/);
  });
});
