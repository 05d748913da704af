/**
 * bench:start — seconds from `npm start` to a healthy /api/health, for a first start (the page built from
 * its sources, a fresh embedded PostgreSQL cluster) and a second one (the page already built, the cluster
 * there). The figure a player waiting on a restart feels; issue 13 targets the second under 10 s.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const stamp = path.join(root, 'apps/web/dist/.build-hash');

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject()));
    });
  });
}

async function healthy(url: string, deadline: number): Promise<void> {
  for (;;) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline) throw new Error(`${url} not healthy within the time allowed`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** One `npm start`: seconds until healthy; then stopped the way an operator would (SIGTERM). */
async function timedStart(dataDir: string): Promise<number> {
  const port = await freePort();
  const started = performance.now();
  const child = spawn('npm', ['start'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      SIMULATED_PLAYERS: 'off',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
    detached: true,
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  try {
    await healthy(`http://127.0.0.1:${port}/api/health`, Date.now() + 5 * 60_000);
    return (performance.now() - started) / 1000;
  } finally {
    // npm, tsx and node form a process group: stop them all.
    if (child.pid) process.kill(-child.pid, 'SIGTERM');
    await exited;
  }
}

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'bench-start-'));
try {
  rmSync(stamp, { force: true });
  const first = await timedStart(dataDir);
  const second = await timedStart(dataDir);
  console.log(`npm start → healthy /api/health (${os.cpus().length} cores)`);
  console.log(`  first start (page built, new database):  ${first.toFixed(1)} s`);
  console.log(`  second start (page and database there):   ${second.toFixed(1)} s   target < 10 s`);
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
