import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { openDatabase } from './db/database-setup.ts';
import { guardPool } from './db/tx.ts';
import { seedDemo } from './flows/seed-demo.ts';
import { sweepPendingUploads } from './modules/cashier/index.ts';

const config = loadConfig();
const log = (message: string) => process.stdout.write(`${message}\n`);

const opened = await openDatabase(config, log);
guardPool(opened.database.pool, false);
const { app, auth, wallet, backoffice, games, tournaments, simulation, sportsbookBets, sportsbookFeed } =
  await buildApp({
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
// Every copy runs the driver; only the one holding the crash lock drives rounds (app.close() stops it).
games.crashDriver.start(app.log);
// Every copy too: the database picks which one scores, settles and pays (an advisory lock, row locks).
tournaments.startJobs((error) => app.log.warn(error));
// The odds feed's passes (sandbox: every 2 s); on several copies an advisory lock lets one write at a time.
sportsbookFeed.startJobs((error) => app.log.warn(error));
sportsbookBets.startJobs((error) => app.log.warn(error));
// In the background: the casino is usable while they register.
if (config.simulatedPlayers) void simulation.start();

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
    await opened.close();
    process.exit(0);
  } catch (error) {
    process.stderr.write(`shutdown failed: ${String(error)}\n`);
    process.exit(1);
  }
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));
