import { execFileSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, devices } from '@playwright/test';

/**
 * E2E against the real server, started as `npm start` would (after `npm run build -w apps/web`) on a free
 * port with a throwaway DATA_DIR and the demo accounts (e2e/start-server.ts). Debian's chromium.
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
// The server's DATA_DIR, chosen here so the specs can read the demo passwords it generates there.
process.env.E2E_DATA_DIR ??= mkdtempSync(path.join(os.tmpdir(), 'casino-e2e-'));
const baseURL = `http://127.0.0.1:${port}`;

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
      use: { ...devices['Desktop Chrome'], launchOptions: { executablePath } },
    },
  ],
  webServer: {
    command: 'npx tsx e2e/start-server.ts',
    cwd: here,
    url: `${baseURL}/api/health`,
    env: { E2E_PORT: port, E2E_DATA_DIR: process.env.E2E_DATA_DIR },
    timeout: 180_000,
    reuseExistingServer: false,
    stdout: 'pipe',
    stderr: 'pipe',
    gracefulShutdown: { signal: 'SIGTERM', timeout: 20_000 },
  },
});
