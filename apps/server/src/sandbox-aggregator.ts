import { type ChildProcess, spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { fileURLToPath, pathToFileURL } from 'node:url';

/**
 * Starts the stand-in game aggregator (apps/aggregator) as its own process, the way a real aggregator is
 * another company's server: the casino talks to it over HTTP only, so it is spawned by path, never
 * imported. Its stdin is a pipe we hold: closing it (stop, or this process dying) ends the child.
 */
export interface SandboxAggregatorOptions {
  secret: string;
  operatorId: string;
  /** Our wallet endpoints, e.g. http://127.0.0.1:3000/api/aggregator/v1. */
  casinoWalletUrl: string;
  log: (line: string) => void;
  /** How long to wait for it to listen (default 30 s: it builds its catalogue first). */
  startTimeoutMs?: number;
  /** Extra environment for the child (AGGREGATOR_HOST, AGGREGATOR_PUBLIC_HOST, AGGREGATOR_CHAOS, ...). */
  env?: Record<string, string>;
}

export interface SandboxAggregator {
  url: string;
  stop(): Promise<void>;
}

const MAIN = fileURLToPath(new URL('../../aggregator/src/main.ts', import.meta.url));
const READY = /^AGGREGATOR_LISTENING (\S+)$/m;

export function startSandboxAggregator(options: SandboxAggregatorOptions): Promise<SandboxAggregator> {
  // tsx's ESM loader by absolute URL, so the child does not depend on its working directory.
  const tsxLoader = pathToFileURL(createRequire(import.meta.url).resolve('tsx')).href;
  const child = spawn(process.execPath, ['--import', tsxLoader, MAIN], {
    stdio: ['pipe', 'pipe', 'pipe'],
    env: {
      ...process.env,
      AGGREGATOR_PORT: '0',
      AGGREGATOR_HOST: '127.0.0.1',
      ...options.env,
      AGGREGATOR_SECRET: options.secret,
      AGGREGATOR_OPERATOR_ID: options.operatorId,
      CASINO_WALLET_URL: options.casinoWalletUrl,
    },
  });
  child.stderr?.setEncoding('utf8');
  child.stderr?.on('data', (chunk: string) => {
    for (const line of chunk.split('\n')) if (line.trim()) options.log(`aggregator: ${line}`);
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));

  return new Promise<SandboxAggregator>((resolve, reject) => {
    let stdout = '';
    const timer = setTimeout(() => {
      fail(new Error(`the sandbox aggregator did not start within ${options.startTimeoutMs ?? 30_000} ms`));
    }, options.startTimeoutMs ?? 30_000);
    const onExit = (code: number | null, signal: string | null) =>
      fail(new Error(`the sandbox aggregator exited before listening (code ${code}, signal ${signal})`));
    const onError = (error: Error) => fail(error);
    const onData = (chunk: string) => {
      stdout += chunk;
      const ready = READY.exec(stdout);
      if (!ready) return;
      cleanup();
      child.stdout?.resume();
      resolve({ url: ready[1] as string, stop: () => stopChild(child, exited) });
    };
    function cleanup() {
      clearTimeout(timer);
      child.off('exit', onExit);
      child.off('error', onError);
      child.stdout?.off('data', onData);
    }
    function fail(error: Error) {
      cleanup();
      void stopChild(child, exited);
      reject(error);
    }
    child.once('exit', onExit);
    child.once('error', onError);
    child.stdout?.setEncoding('utf8');
    child.stdout?.on('data', onData);
  });
}

/** Closes its stdin, which ends it; SIGTERM if it is still there after a few seconds. */
async function stopChild(child: ChildProcess, exited: Promise<void>): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  child.stdin?.end();
  const timer = setTimeout(() => child.kill('SIGTERM'), 5000);
  await exited;
  clearTimeout(timer);
}
