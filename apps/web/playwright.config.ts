import { execFileSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, devices } from '@playwright/test';

/**
 * E2E against the real server, started as `npm start` would (after `npm run build -w apps/web`) on a free
 * port with a throwaway DATA_DIR and the demo accounts (e2e/start-server.ts). Debian's chromium.
 *
 * Two servers: an empty casino (no simulated players) that every spec runs against (project `chromium`),
 * and a busy one where simulated players bet in the background (SIMULATED_PLAYERS), against which the
 * specs that must hold with a live, full casino run again (project `busy`). Each has its own DATA_DIR;
 * a project's `metadata.dataDir` tells e2e/demo-accounts.ts where its server keeps the demo passwords.
 */
const here = path.dirname(fileURLToPath(import.meta.url));
const executablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Asks the OS for a free port once; workers re-read the config and get the same one from the env. */
function freePort(): string {
  return execFileSync(
    process.execPath,
    [
      '-e',
      "const s=require('net').createServer().listen(0,'127.0.0.1',()=>{process.stdout.write(String(s.address().port));s.close()})",
    ],
    { encoding: 'utf8' },
  ).trim();
}
process.env.E2E_PORT ??= freePort();
const port = process.env.E2E_PORT;
// Another free port: the first one is not listened on yet, so the OS may hand it out again.
while (!process.env.E2E_BUSY_PORT || process.env.E2E_BUSY_PORT === port)
  process.env.E2E_BUSY_PORT = freePort();
const busyPort = process.env.E2E_BUSY_PORT;
// The servers' DATA_DIRs, chosen here so the specs can read the demo passwords they generate there.
process.env.E2E_DATA_DIR ??= mkdtempSync(path.join(os.tmpdir(), 'casino-e2e-'));
process.env.E2E_BUSY_DATA_DIR ??= mkdtempSync(path.join(os.tmpdir(), 'casino-e2e-busy-'));
const dataDir = process.env.E2E_DATA_DIR;
const busyDataDir = process.env.E2E_BUSY_DATA_DIR;
const baseURL = `http://127.0.0.1:${port}`;
const busyURL = `http://127.0.0.1:${busyPort}`;
/** Specs that must hold in a busy casino too; one that assumes an empty casino does not belong here. */
// a11y.spec.ts runs on the empty casino only: its walks over every route and game take a quarter of an
// hour per server, and the busy lobby's layout is covered by no-overflow, lobby and busy-casino.
const BUSY_SPECS = ['no-overflow.spec.ts', 'lobby.spec.ts', 'busy-casino.spec.ts', 'first-minutes.spec.ts'];
/** Only meaningful with simulated players betting. */
const BUSY_ONLY_SPECS = ['busy-casino.spec.ts'];

const server = (name: 'empty' | 'busy') => {
  const busy = name === 'busy';
  const url = busy ? busyURL : baseURL;
  return {
    command: 'npx tsx e2e/start-server.ts',
    cwd: here,
    url: `${url}/api/health`,
    env: {
      E2E_PORT: busy ? busyPort : port,
      E2E_DATA_DIR: busy ? busyDataDir : dataDir,
      // Explicit both ways: the environment running the suite must not turn players on in the empty one.
      SIMULATED_PLAYERS: busy ? 'on' : 'off',
    },
    timeout: 180_000,
    reuseExistingServer: false,
    stdout: 'pipe' as const,
    stderr: 'pipe' as const,
    gracefulShutdown: { signal: 'SIGTERM' as const, timeout: 20_000 },
  };
};

export default defineConfig({
  testDir: './e2e',
  testMatch: '**/*.spec.ts',
  outputDir: path.join(here, '../../test-results/e2e'),
  fullyParallel: false,
  workers: 1,
  timeout: 90_000,
  expect: { timeout: 15_000 },
  retries: process.env.CI ? 1 : 0,
  forbidOnly: Boolean(process.env.CI),
  reporter: [['list']],
  use: {
    baseURL,
    headless: true,
    locale: 'en-US',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  projects: [
    {
      name: 'chromium',
      testIgnore: BUSY_ONLY_SPECS,
      metadata: { dataDir },
      use: { ...devices['Desktop Chrome'], launchOptions: { executablePath } },
    },
    {
      name: 'busy',
      testMatch: BUSY_SPECS,
      // Live bets change what the lobby and the games show; the rest of the axe walk is the empty run's.
      grepInvert: /1440×900.*|a guest: every route|every wallet tab/,
      metadata: { dataDir: busyDataDir },
      use: { ...devices['Desktop Chrome'], launchOptions: { executablePath }, baseURL: busyURL },
    },
  ],
  webServer: [server('empty'), server('busy')],
});
