import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { openDatabase } from './db/database-setup.ts';
import { guardPool } from './db/tx.ts';
import { seedDemo } from './flows/seed-demo.ts';
import { sweepPendingUploads } from './modules/cashier/index.ts';
import { importAggregatorGames } from './modules/games/index.ts';
import { startSandboxAggregator } from './sandbox-aggregator.ts';

const config = loadConfig();
const log = (message: string) => process.stdout.write(`${message}\n`);
/** Where this machine reaches the server it starts: a wildcard bind answers on the loopback. */
const loopbackOf = (host: string) => {
  if (host === '0.0.0.0' || host === '::') return '127.0.0.1';
  return host.includes(':') ? `[${host}]` : host;
};

// The stand-in game aggregator runs beside us in the sandbox (embedded default or GAME_AGGREGATOR=sandbox);
// its port is known once it listens, and the page's CSP must name it, so it starts before the app is built.
const startingAggregator =
  config.aggregator.mode === 'sandbox'
    ? startSandboxAggregator({
        secret: config.aggregator.secret,
        operatorId: config.aggregator.operatorId,
        casinoWalletUrl: `http://${loopbackOf(config.host)}:${config.port}/api/aggregator/v1`,
        log,
        env: {
          AGGREGATOR_HOST: config.host,
          AGGREGATOR_PUBLIC_HOST: new URL(config.publicUrl).hostname,
        },
      })
    : Promise.resolve(undefined);
// Both take a few seconds; neither needs the other.
const [sandboxAggregator, opened] = await Promise.all([startingAggregator, openDatabase(config, log)]);
if (sandboxAggregator) config.aggregator.url = sandboxAggregator.url;
guardPool(opened.database.pool, false);
const {
  app,
  auth,
  wallet,
  backoffice,
  games,
  tournaments,
  simulation,
  sportsbookBets,
  sportsbookFeed,
  aggregator,
} = await buildApp({
  config,
  database: opened.database,
  logger: { level: config.logLevel },
});
const demo = config.seedDemo
  ? await seedDemo({ auth, wallet, backoffice, dataDir: config.dataDir, embedded: !config.databaseUrl })
  : [];
// Receipts a crashed process wrote but whose rows never committed.
const swept = await sweepPendingUploads(config.dataDir);
if (swept > 0) app.log.info({ swept }, 'removed abandoned pending uploads');
await app.listen({ port: config.port, host: config.host });
// The studio games from the aggregator, in the background: the casino is usable while they arrive.
if (config.aggregator.mode !== 'off') void importProviderGames();
// Every copy runs the driver; only the one holding the crash lock drives rounds (app.close() stops it).
games.crashDriver.start(app.log);
// Every copy too: the database picks which one scores, settles and pays (an advisory lock, row locks).
tournaments.startJobs((error) => app.log.warn(error));
// The odds feed's passes (sandbox: every 2 s); on several copies an advisory lock lets one write at a time.
sportsbookFeed.startJobs((error) => app.log.warn(error));
sportsbookBets.startJobs((error) => app.log.warn(error));
// In the background: the casino is usable while they register.
if (config.simulatedPlayers) void simulation.start();

async function importProviderGames(): Promise<void> {
  try {
    const result = await importAggregatorGames(
      opened.database.pool,
      await aggregator.client.listGames(),
      () => new Date(),
    );
    app.log.info(
      { added: result.added, updated: result.updated, disabled: result.disabled },
      'provider games imported',
    );
  } catch (error) {
    // A real aggregator that is down at start is not fatal: an operator imports later (POST /api/admin/v1/games/import).
    app.log.warn({ err: error }, 'provider games not imported');
  }
}

const shownHost = config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host;
log('');
log(`  Casino is running at http://${shownHost}:${config.port}`);
log(`  API docs:            http://${shownHost}:${config.port}/api/docs`);
if (config.telegramSandbox)
  log(`  Telegram mini-app:   http://${shownHost}:${config.port}/sandbox/telegram (sandbox bot)`);
for (const account of demo) {
  // A demo password is shown on the start that chose it only; later starts say where it is kept.
  log(`  Demo ${account.label}: ${account.email} / ${account.password ?? `password in ${account.file}`}`);
}
log('');

let stopping = false;
async function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  log(`${signal}: shutting down`);
  try {
    await app.close();
    await sandboxAggregator?.stop();
    await opened.close();
    process.exit(0);
  } catch (error) {
    process.stderr.write(`shutdown failed: ${String(error)}\n`);
    process.exit(1);
  }
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));
