/**
 * Builds the web page only when its sources changed: `npm start` used to run a full Vite build on every
 * start. The inputs (the web app, the shared package, the lockfile) are hashed; the hash is stamped into
 * the built folder, and a start whose hash matches the stamp skips the build.
 *
 * Two starts from one checkout at once must not build over each other: a lock directory (mkdir is atomic)
 * lets one build while the other waits, then re-reads the stamp. The build goes to a fresh folder that is
 * renamed into place, so a server already serving the old page never sees a half-written one.
 */
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const WEB = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** What the page is built from, relative to the repository root. */
export const INPUTS = [
  'apps/web/src',
  'apps/web/public',
  'apps/web/index.html',
  'apps/web/vite.config.ts',
  'apps/web/package.json',
  'apps/web/tsconfig.json',
  'packages/shared/src',
  'packages/shared/package.json',
  'package-lock.json',
];
const IGNORED = /(^|\/)node_modules$|\.test\.tsx?$/;

function filesUnder(root: string, relative: string): string[] {
  const full = path.join(root, relative);
  if (!existsSync(full)) return [];
  if (!statSync(full).isDirectory()) return [relative];
  return readdirSync(full)
    .map((name) => `${relative}/${name}`)
    .filter((child) => !IGNORED.test(child))
    .flatMap((child) => filesUnder(root, child));
}

/** One digest of every input's path and bytes; tests are left out, as they do not change the page. */
export function sourceHash(root: string, inputs: readonly string[] = INPUTS): string {
  const hash = createHash('sha256');
  for (const file of inputs.flatMap((input) => filesUnder(root, input)).sort()) {
    hash
      .update(file)
      .update('\0')
      .update(readFileSync(path.join(root, file)))
      .update('\0');
  }
  return hash.digest('hex');
}

export interface BuildOnceOptions {
  /** The repository root the inputs are relative to. */
  root: string;
  /** Where the built page lives; its `.build-hash` file is the stamp. */
  dist: string;
  inputs?: readonly string[];
  /** Writes the page into the folder given. */
  build: (outDir: string) => void | Promise<void>;
  force?: boolean;
}

function pidAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Takes the lock, clearing one left by a build that died; waits while a live one holds it. */
async function lock(lockDir: string): Promise<() => void> {
  const owner = path.join(lockDir, 'pid');
  const deadline = Date.now() + 10 * 60_000;
  for (;;) {
    try {
      mkdirSync(lockDir);
      writeFileSync(owner, String(process.pid));
      return () => rmSync(lockDir, { recursive: true, force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    const holder = existsSync(owner) ? Number(readFileSync(owner, 'utf8')) : Number.NaN;
    // A lock without a pid yet is being taken right now; only a dead holder's lock is removed.
    if (Number.isInteger(holder) && holder > 0 && !pidAlive(holder))
      rmSync(lockDir, { recursive: true, force: true });
    if (Date.now() > deadline) throw new Error(`web build lock ${lockDir} held for over 10 minutes`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** Builds into a fresh sibling folder, stamps it, and swaps it in with renames. */
async function buildInto(options: BuildOnceOptions, hash: string) {
  const { dist } = options;
  const out = `${dist}.build-${process.pid}`;
  rmSync(out, { recursive: true, force: true });
  try {
    await options.build(out);
    writeFileSync(path.join(out, '.build-hash'), `${hash}\n`);
  } catch (error) {
    rmSync(out, { recursive: true, force: true });
    throw error;
  }
  const old = `${dist}.old-${process.pid}`;
  if (existsSync(dist)) renameSync(dist, old);
  renameSync(out, dist);
  rmSync(old, { recursive: true, force: true });
}

export async function buildOnce(options: BuildOnceOptions): Promise<'built' | 'up to date'> {
  const stampFile = path.join(options.dist, '.build-hash');
  const stamp = () => (existsSync(stampFile) ? readFileSync(stampFile, 'utf8').trim() : null);
  const hash = sourceHash(options.root, options.inputs);
  if (!options.force && stamp() === hash) return 'up to date';
  const release = await lock(`${options.dist}.lock`);
  try {
    // Another start may have built the same sources while this one waited.
    if (!options.force && stamp() === hash) return 'up to date';
    await buildInto(options, hash);
    return 'built';
  } finally {
    release();
  }
}

/** The web page's Vite build into `outDir`. */
function viteBuild(outDir: string) {
  const vite = spawnSync(
    process.execPath,
    [path.join(WEB, '../../node_modules/vite/bin/vite.js'), 'build', '--outDir', outDir, '--emptyOutDir'],
    { cwd: WEB, stdio: 'inherit' },
  );
  if (vite.status !== 0) throw new Error(`vite build failed (exit ${vite.status ?? vite.signal})`);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const started = Date.now();
  const result = await buildOnce({
    root: path.resolve(WEB, '../..'),
    dist: path.join(WEB, 'dist'),
    build: viteBuild,
    force: process.argv.includes('--force'),
  });
  console.log(`web page ${result} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
}
