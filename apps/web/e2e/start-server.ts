/**
 * Starts the real server as `npm start` does (tsx src/server.ts, serving apps/web/dist), on E2E_PORT with
 * a throwaway DATA_DIR (embedded PostgreSQL inside) and the demo accounts; removes the folder on exit.
 * An empty casino unless SIMULATED_PLAYERS=on (the `busy` project's server, playwright.config.ts).
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const port = process.env.E2E_PORT ?? '3100';
// playwright.config.ts chooses it, so the specs find the demo passwords the server writes there.
const dataDir = process.env.E2E_DATA_DIR || mkdtempSync(path.join(os.tmpdir(), 'casino-e2e-'));

const server = spawn(path.join(root, 'node_modules/.bin/tsx'), ['src/server.ts'], {
  cwd: path.join(root, 'apps/server'),
  env: {
    ...process.env,
    PORT: port,
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    SEED_DEMO: 'true',
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    // SPEC §4.4 step 3 (the verify flag) on, so wallet-withdraw.spec.ts can walk the personal-data path.
    WITHDRAWALS_REQUIRE_PROFILE: process.env.WITHDRAWALS_REQUIRE_PROFILE ?? 'true',
    // The whole suite registers dozens of players from one address; sign-in limits have their own integration tests.
    RATE_LIMITS: process.env.RATE_LIMITS ?? 'off',
    LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
    // Off unless asked for: most specs count on a casino where only they bet.
    SIMULATED_PLAYERS: process.env.SIMULATED_PLAYERS || 'off',
    // Specs sign the demo operator in through the API without a code; backoffice.spec.ts turns two-factor
    // on for the demo cashier and signs in with codes (the required default has its server tests).
    OPERATOR_TWO_FACTOR: process.env.OPERATOR_TWO_FACTOR || 'optional',
    // The web-push prompt would cover the corner other specs click in; its behaviour has its own tests.
    WEB_PUSH: process.env.WEB_PUSH || 'off',
  },
  stdio: 'inherit',
});

let stopping = false;
function stop(signal: NodeJS.Signals) {
  if (stopping) return;
  stopping = true;
  server.kill(signal);
  // The server closes the embedded PostgreSQL on SIGTERM; give up after a while rather than hang.
  setTimeout(() => server.kill('SIGKILL'), 15_000).unref();
}
process.on('SIGTERM', () => stop('SIGTERM'));
process.on('SIGINT', () => stop('SIGINT'));

server.on('exit', (code, signal) => {
  rmSync(dataDir, { recursive: true, force: true });
  process.exit(stopping ? 0 : (code ?? (signal ? 1 : 0)));
});
