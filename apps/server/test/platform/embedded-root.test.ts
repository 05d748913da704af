import { execFileSync } from 'node:child_process';
import { chmod, mkdir, mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { packagedPostgres, postgresHome } from '../../src/db/embedded.ts';

// PostgreSQL refuses root, so as root it runs as `postgres`, who may not be able to enter the checkout
// (a clone under /root or in a 0700 `mktemp -d`): root must run a copy that user can reach.
const asRoot = process.getuid?.() === 0;
const checkout = fileURLToPath(new URL('../../../../', import.meta.url));
const scratch = await mkdtemp(path.join(os.tmpdir(), 'casino-embedded-test-'));
afterAll(() => rm(scratch, { recursive: true, force: true }));

/** Runs `program --version` as the user PostgreSQL runs as (ourselves unless root). */
function versionAs(home: string, program: string): string {
  const ids = asRoot
    ? {
        uid: Number(execFileSync('id', ['-u', 'postgres']).toString()),
        gid: Number(execFileSync('id', ['-g', 'postgres']).toString()),
      }
    : {};
  return execFileSync(path.join(home, 'bin', program), ['--version'], { ...ids, cwd: '/' }).toString();
}

describe('embedded PostgreSQL binaries', () => {
  it('as root come from a copy outside the checkout that the postgres user runs; otherwise from node_modules', async () => {
    const home = await postgresHome();
    if (asRoot) expect(path.relative(checkout, home).startsWith('..'), home).toBe(true);
    else expect(home).toBe(packagedPostgres().dir);
    for (const program of ['initdb', 'postgres', 'pg_ctl'])
      expect(versionAs(home, program)).toMatch(/PostgreSQL/);
  });

  it('as root skip a cache the postgres user cannot enter, and two starts at once leave one whole copy', async () => {
    const locked = path.join(scratch, 'locked');
    const open = path.join(scratch, 'open');
    await mkdir(locked, { mode: 0o700 });
    await mkdir(open);
    await chmod(scratch, 0o755);
    await chmod(locked, 0o700);
    const usable = path.join(open, 'cache');
    const caches = [path.join(locked, 'cache'), usable];
    const [first, second] = await Promise.all([postgresHome(caches), postgresHome(caches)]);
    expect(second).toBe(first);
    if (!asRoot) {
      expect(first).toBe(packagedPostgres().dir);
      return;
    }
    expect(path.dirname(first)).toBe(usable);
    // No half-made copies left beside the winner.
    expect(await readdir(usable)).toEqual([path.basename(first)]);
    expect(versionAs(first, 'postgres')).toMatch(/PostgreSQL/);
  });
});
