import { fstatSync } from 'node:fs';
import { parseChaos } from './chaos.ts';
import { createAggregator } from './server.ts';

/**
 * The stand-in aggregator as its own process: `node --import tsx apps/aggregator/src/main.ts`. Prints
 * `AGGREGATOR_LISTENING <url>` once on stdout when it listens; logs go to stderr.
 */
function required(name: string): string {
  const value = process.env[name];
  if (!value) {
    process.stderr.write(`${name} is required\n`);
    process.exit(2);
  }
  return value;
}

const port = Number(process.env.AGGREGATOR_PORT ?? '0');
if (!Number.isInteger(port) || port < 0 || port > 65535) {
  process.stderr.write('AGGREGATOR_PORT must be a port number (0 = any free port)\n');
  process.exit(2);
}

let chaos: ReturnType<typeof parseChaos>;
try {
  chaos = parseChaos(process.env.AGGREGATOR_CHAOS);
} catch (error) {
  process.stderr.write(`${(error as Error).message}\n`);
  process.exit(2);
}

const aggregator = createAggregator({
  secret: required('AGGREGATOR_SECRET'),
  casinoWalletUrl: required('CASINO_WALLET_URL'),
  operatorId: process.env.AGGREGATOR_OPERATOR_ID || 'casino',
  ...(process.env.AGGREGATOR_PUBLIC_URL && { publicUrl: process.env.AGGREGATOR_PUBLIC_URL }),
  ...(process.env.AGGREGATOR_PUBLIC_HOST && { publicHost: process.env.AGGREGATOR_PUBLIC_HOST }),
  chaos,
});
const url = await aggregator.listen(port, process.env.AGGREGATOR_HOST || '127.0.0.1');
process.stdout.write(`AGGREGATOR_LISTENING ${url}\n`);

let stopping = false;
async function stop(reason: string): Promise<void> {
  if (stopping) return;
  stopping = true;
  process.stderr.write(`aggregator: ${reason}, stopping\n`);
  await aggregator.close();
  process.exit(0);
}
process.on('SIGTERM', () => void stop('SIGTERM'));
process.on('SIGINT', () => void stop('SIGINT'));
// Started with a pipe on stdin (the casino's launcher): its end means the parent is gone or stopping us,
// so the stand-in never outlives the server. A terminal or /dev/null on stdin is not watched.
const stdin = fstatSync(0);
// node's child_process pipes are socket pairs; a shell's are FIFOs.
if (stdin.isFIFO() || stdin.isSocket()) {
  process.stdin.on('end', () => void stop('stdin closed'));
  process.stdin.on('close', () => void stop('stdin closed'));
  process.stdin.resume();
}
