import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildOnce } from './build-once.ts';

let root: string;
let builds: number;
/** A stand-in for Vite: writes an index.html naming the source it saw. */
const build = async (outDir: string) => {
  builds += 1;
  // Yield, as a real build does, so two starts at once overlap.
  await new Promise((resolve) => setImmediate(resolve));
  mkdirSync(outDir, { recursive: true });
  writeFileSync(path.join(outDir, 'index.html'), readFileSync(path.join(root, 'src/main.ts')));
};
const options = () => ({ root, dist: path.join(root, 'dist'), inputs: ['src', 'index.html'], build });

beforeEach(() => {
  root = mkdtempSync(path.join(os.tmpdir(), 'build-once-'));
  mkdirSync(path.join(root, 'src'));
  writeFileSync(path.join(root, 'src/main.ts'), 'v1');
  writeFileSync(path.join(root, 'index.html'), '<html>');
  builds = 0;
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

describe('buildOnce', () => {
  it('builds the first time, then not again until a source changes', async () => {
    expect(await buildOnce(options())).toBe('built');
    expect(await buildOnce(options())).toBe('up to date');
    expect(builds).toBe(1);

    writeFileSync(path.join(root, 'src/main.ts'), 'v2');
    expect(await buildOnce(options())).toBe('built');
    expect(readFileSync(path.join(root, 'dist/index.html'), 'utf8')).toBe('v2');
    expect(builds).toBe(2);
  });

  it('does not rebuild for a changed test file', async () => {
    await buildOnce(options());
    writeFileSync(path.join(root, 'src/main.test.ts'), 'a test');
    expect(await buildOnce(options())).toBe('up to date');
  });

  it('two starts at once build once', async () => {
    const results = await Promise.all([buildOnce(options()), buildOnce(options())]);
    expect(results.sort()).toEqual(['built', 'up to date']);
    expect(builds).toBe(1);
  });

  it('takes over a lock left by a build that died, and keeps the old page when a build fails', async () => {
    await buildOnce(options());
    // A lock whose owner is gone (pid 2^22 + 1 is beyond Linux's default pid_max).
    mkdirSync(path.join(root, 'dist.lock'));
    writeFileSync(path.join(root, 'dist.lock/pid'), String(2 ** 22 + 1));
    writeFileSync(path.join(root, 'src/main.ts'), 'v2');
    const failing = { ...options(), build: () => Promise.reject(new Error('syntax error')) };
    await expect(buildOnce(failing)).rejects.toThrow('syntax error');
    expect(readFileSync(path.join(root, 'dist/index.html'), 'utf8')).toBe('v1');
    expect(await buildOnce(options())).toBe('built');
  });
});
