/**
 * npm run bench:web — what a first visit downloads, next to a bare Vite React page, and how fast the first
 * screen comes up on a phone.
 *
 * Builds the web app (its own vite.config.ts) and, in the same run with the same Vite, a minimal React page
 * (one component, one small stylesheet, as the Vite React template starts). For each it counts the initial
 * JavaScript and CSS: the entry chunk index.html loads and every chunk that entry imports statically (the
 * `<link rel="modulepreload">`s), taken from Vite's manifest; sizes raw and gzipped (node:zlib, level 9).
 * Lazy chunks (routes, games, modals) are listed apart: they load on demand.
 *
 * Per route (/en, /en/games/dice, /en/bonuses): the entry plus the lazy chunks that route needs before its
 * first screen (the route's own chunk, the game's), with their static imports and CSS, gzip and brotli
 * (quality 11, as the precompressed files the server sends).
 *
 * Then Lighthouse (the `lighthouse` package's Node API, Chromium from CHROME_PATH, default /usr/bin/chromium,
 * headless) with its default config (a mid-range phone, simulated slow 4G and 4× CPU slowdown) against the
 * real server serving this build the way `npm start` does (tsx apps/server/src/server.ts, embedded PostgreSQL
 * in a throwaway DATA_DIR, a free port, WEB_DIST = the build). LH_RUNS runs per route (default 3; the median
 * by performance score is shown); LH_RUNS=0 skips Lighthouse; LH_DUMP=dir writes each run's report there.
 * Prints figures next to the targets of issue 13; gates nothing.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, gzipSync, constants as zlib } from 'node:zlib';
import react from '@vitejs/plugin-react';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { build, version as viteVersion } from 'vite';

const webDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const repoRoot = path.resolve(webDir, '../..');

/** The first screens measured, with the lazy chunks (manifest keys) each needs before it shows. */
const ROUTES: ReadonlyArray<{ path: string; lazy: string[] }> = [
  { path: '/en', lazy: [] },
  {
    path: '/en/games/dice',
    lazy: ['src/app/routes/game-route.tsx', 'src/features/games/dice/dice-game.tsx'],
  },
  {
    path: '/en/bonuses',
    lazy: ['src/app/routes/bonuses-route.tsx', 'src/features/bonuses/components/bonuses-page.tsx'],
  },
];

interface ManifestChunk {
  file: string;
  src?: string;
  name?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}
type Manifest = Record<string, ManifestChunk>;

interface Size {
  raw: number;
  gzip: number;
}
interface Measured {
  js: Size;
  css: Size;
  files: string[];
  lazy: Array<{ file: string; name: string; gzip: number }>;
}

const sizeOf = (file: string): Size => {
  const bytes = readFileSync(file);
  return { raw: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length };
};
const add = (a: Size, b: Size): Size => ({ raw: a.raw + b.raw, gzip: a.gzip + b.gzip });
const zero: Size = { raw: 0, gzip: 0 };

/** The entry of index.html and its static imports, transitively: what the browser fetches up front. */
function measure(outDir: string): Measured {
  const manifest = JSON.parse(readFileSync(path.join(outDir, '.vite/manifest.json'), 'utf8')) as Manifest;
  const entry = Object.entries(manifest).find(([, chunk]) => chunk.isEntry);
  if (!entry) throw new Error(`no entry chunk in ${outDir}/.vite/manifest.json`);
  const initial = new Set<string>();
  const walk = (key: string) => {
    if (initial.has(key)) return;
    initial.add(key);
    for (const next of manifest[key]?.imports ?? []) walk(next);
  };
  walk(entry[0]);

  const jsFiles = new Set<string>();
  const cssFiles = new Set<string>();
  for (const key of initial) {
    const chunk = manifest[key];
    if (!chunk) continue;
    jsFiles.add(chunk.file);
    for (const css of chunk.css ?? []) cssFiles.add(css);
  }
  // Cross-check with what index.html itself references (script, modulepreload, stylesheet).
  const html = readFileSync(path.join(outDir, 'index.html'), 'utf8');
  for (const [, ref] of html.matchAll(/(?:src|href)="\/?([^"]+\.(?:js|css))"/g)) {
    if (!ref) continue;
    if (ref.endsWith('.css')) cssFiles.add(ref);
    else jsFiles.add(ref);
  }

  let js = zero;
  for (const file of jsFiles) js = add(js, sizeOf(path.join(outDir, file)));
  let css = zero;
  for (const file of cssFiles) css = add(css, sizeOf(path.join(outDir, file)));

  const lazy = Object.entries(manifest)
    .filter(([key, chunk]) => !initial.has(key) && chunk.file.endsWith('.js'))
    .map(([key, chunk]) => ({
      file: chunk.file,
      name: chunk.src ?? chunk.name ?? key,
      gzip: sizeOf(path.join(outDir, chunk.file)).gzip,
    }))
    .sort((a, b) => b.gzip - a.gzip);
  return { js, css, files: [...jsFiles, ...cssFiles], lazy };
}

interface Sizes {
  raw: number;
  gzip: number;
  brotli: number;
}
const sizesOf = (file: string): Sizes => {
  const bytes = readFileSync(file);
  return {
    raw: bytes.length,
    gzip: gzipSync(bytes, { level: 9 }).length,
    brotli: brotliCompressSync(bytes, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11 } }).length,
  };
};
const sumSizes = (files: Iterable<string>, dir: string): Sizes => {
  const total: Sizes = { raw: 0, gzip: 0, brotli: 0 };
  for (const file of files) {
    const size = sizesOf(path.join(dir, file));
    total.raw += size.raw;
    total.gzip += size.gzip;
    total.brotli += size.brotli;
  }
  return total;
};

/** The JS and CSS a route's first screen needs: the entry's static graph plus its lazy chunks' ones. */
function measureRoute(outDir: string, lazy: readonly string[]): { js: Sizes; css: Sizes } {
  const manifest = JSON.parse(readFileSync(path.join(outDir, '.vite/manifest.json'), 'utf8')) as Manifest;
  const entry = Object.entries(manifest).find(([, chunk]) => chunk.isEntry);
  if (!entry) throw new Error(`no entry chunk in ${outDir}/.vite/manifest.json`);
  const seen = new Set<string>();
  const walk = (key: string) => {
    if (seen.has(key)) return;
    if (!manifest[key]) throw new Error(`${key} is not in the manifest: update ROUTES in web.bench.ts`);
    seen.add(key);
    for (const next of manifest[key]?.imports ?? []) walk(next);
  };
  walk(entry[0]);
  for (const key of lazy) walk(key);
  const js = new Set<string>();
  const css = new Set<string>();
  for (const key of seen) {
    const chunk = manifest[key];
    if (!chunk) continue;
    if (chunk.file.endsWith('.js')) js.add(chunk.file);
    for (const file of chunk.css ?? []) css.add(file);
  }
  return { js: sumSizes(js, outDir), css: sumSizes(css, outDir) };
}

const BARE_HTML = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>Bare Vite + React</title>
  </head>
  <body>
    <div id="root"></div>
    <script type="module" src="/main.jsx"></script>
  </body>
</html>
`;

const BARE_MAIN = `import { StrictMode, useState } from 'react';
import { createRoot } from 'react-dom/client';
import './index.css';

function App() {
  const [count, setCount] = useState(0);
  return (
    <main>
      <h1>Vite + React</h1>
      <button type="button" onClick={() => setCount((n) => n + 1)}>count is {count}</button>
    </main>
  );
}

createRoot(document.getElementById('root')).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
`;

const BARE_CSS = `:root { font-family: system-ui, sans-serif; color-scheme: light dark; }
body { margin: 0; display: flex; place-items: center; min-height: 100vh; }
main { margin: 0 auto; text-align: center; }
button { border-radius: 8px; border: 1px solid transparent; padding: 0.6em 1.2em; cursor: pointer; }
`;

async function buildLobby(outDir: string) {
  await build({
    root: webDir,
    configFile: path.join(webDir, 'vite.config.ts'),
    logLevel: 'warn',
    // The sizes are what this bench reports; Vite's large-chunk warning would only repeat them.
    build: { outDir, emptyOutDir: true, manifest: true, chunkSizeWarningLimit: 100_000 },
  });
}

/** The bare page lives inside apps/web for the run, so `react` resolves from the workspace's node_modules. */
async function buildBare(outDir: string) {
  const root = mkdtempSync(path.join(webDir, 'bench', '.bare-'));
  try {
    writeFileSync(path.join(root, 'index.html'), BARE_HTML);
    writeFileSync(path.join(root, 'main.jsx'), BARE_MAIN);
    writeFileSync(path.join(root, 'index.css'), BARE_CSS);
    await build({
      root,
      configFile: false,
      plugins: [react()],
      logLevel: 'warn',
      build: { outDir, emptyOutDir: true, manifest: true },
    });
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const ratio = (a: number, b: number) => (b === 0 ? 'n/a' : `${(a / b).toFixed(2)}×`);

const out = mkdtempSync(path.join(os.tmpdir(), 'casino-bench-web-'));
try {
  const lobbyDir = path.join(out, 'lobby');
  const bareDir = path.join(out, 'bare');
  mkdirSync(lobbyDir);
  mkdirSync(bareDir);
  let started = performance.now();
  await buildLobby(lobbyDir);
  const lobbyMs = performance.now() - started;
  started = performance.now();
  await buildBare(bareDir);
  const bareMs = performance.now() - started;

  const lobby = measure(lobbyDir);
  const bare = measure(bareDir);
  const lobbyTotal = add(lobby.js, lobby.css);
  const bareTotal = add(bare.js, bare.css);

  const rows: Array<[string, string, string, string, string, string]> = [
    ['', 'lobby raw', 'lobby gzip', 'bare raw', 'bare gzip', 'gzip ratio'],
    [
      'initial JS',
      kb(lobby.js.raw),
      kb(lobby.js.gzip),
      kb(bare.js.raw),
      kb(bare.js.gzip),
      ratio(lobby.js.gzip, bare.js.gzip),
    ],
    [
      'initial CSS',
      kb(lobby.css.raw),
      kb(lobby.css.gzip),
      kb(bare.css.raw),
      kb(bare.css.gzip),
      ratio(lobby.css.gzip, bare.css.gzip),
    ],
    [
      'JS + CSS',
      kb(lobbyTotal.raw),
      kb(lobbyTotal.gzip),
      kb(bareTotal.raw),
      kb(bareTotal.gzip),
      ratio(lobbyTotal.gzip, bareTotal.gzip),
    ],
  ];
  const widths = rows[0]?.map((_, column) => Math.max(...rows.map((row) => row[column]?.length ?? 0))) ?? [];
  console.log(
    `\nbench:web — Vite ${viteVersion}, gzip level 9 (lobby built in ${(lobbyMs / 1000).toFixed(1)} s, bare page in ${(bareMs / 1000).toFixed(1)} s)\n`,
  );
  for (const row of rows)
    console.log(
      row
        .map((cell, i) => (i === 0 ? cell.padEnd(widths[i] ?? 0) : cell.padStart(widths[i] ?? 0)))
        .join('  '),
    );
  console.log(`\nlobby initial files: ${lobby.files.join(', ')}`);
  console.log(`bare initial files:  ${bare.files.join(', ')}`);
  const lazyTotal = lobby.lazy.reduce((sum, chunk) => sum + chunk.gzip, 0);
  console.log(`\nloaded on demand: ${lobby.lazy.length} chunks, ${kb(lazyTotal)} gzip in all; the largest:`);
  for (const chunk of lobby.lazy.slice(0, 12)) console.log(`  ${kb(chunk.gzip).padStart(9)}  ${chunk.name}`);

  console.log(
    "\nper route, what the first screen loads (entry + the route's lazy chunks), target JS ≤ 150 KB gzip:\n",
  );
  printTable([
    ['route', 'JS raw', 'JS gzip', 'JS brotli', 'CSS raw', 'CSS gzip', 'CSS brotli'],
    ...ROUTES.map(({ path: route, lazy }) => {
      const { js, css } = measureRoute(lobbyDir, lazy);
      return [route, kb(js.raw), kb(js.gzip), kb(js.brotli), kb(css.raw), kb(css.gzip), kb(css.brotli)];
    }),
  ]);

  const runs = Number(process.env.LH_RUNS ?? 3);
  if (runs > 0) await runLighthouse(lobbyDir, runs);
} finally {
  rmSync(out, { recursive: true, force: true });
}

function printTable(rows: string[][]) {
  const widths = rows[0]?.map((_, column) => Math.max(...rows.map((row) => row[column]?.length ?? 0))) ?? [];
  for (const row of rows)
    console.log(
      row
        .map((cell, i) => (i === 0 ? cell.padEnd(widths[i] ?? 0) : cell.padStart(widths[i] ?? 0)))
        .join('  '),
    );
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject()));
    });
  });
}

/** The real server, as `npm start` runs it, serving `webDist`; resolves once /api/health answers. */
async function startServer(webDist: string, port: number, dataDir: string): Promise<ChildProcess> {
  const server = spawn(path.join(repoRoot, 'node_modules/.bin/tsx'), ['src/server.ts'], {
    cwd: path.join(repoRoot, 'apps/server'),
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      WEB_DIST: webDist,
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`the server exited with ${server.exitCode}`);
    try {
      const response = await fetch(`http://127.0.0.1:${port}/api/health`);
      if (response.ok) return server;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  server.kill('SIGTERM');
  throw new Error('the server did not answer /api/health within 180 s');
}

async function stopServer(server: ChildProcess) {
  if (server.exitCode !== null) return;
  const exited = new Promise((resolve) => server.once('exit', resolve));
  server.kill('SIGTERM');
  // The server closes the embedded PostgreSQL on SIGTERM; give up after a while rather than hang.
  const timer = setTimeout(() => server.kill('SIGKILL'), 15_000);
  await exited;
  clearTimeout(timer);
}

interface LighthouseFigures {
  score: number;
  fcp: number;
  lcp: number;
  cls: number;
  tbt: number;
  /** What the LCP was and where its time went (Lighthouse's LCP element audit), for the printout. */
  lcpElement: string;
}

/** LH_REQUESTS=1: every request of a run, in the order they started, with sizes and times (diagnosis). */
function printRequests(route: string, details: unknown): void {
  const items = ((details as { items?: unknown[] } | undefined)?.items ?? []) as Array<{
    url: string;
    resourceType?: string;
    transferSize?: number;
    networkRequestTime?: number;
    networkEndTime?: number;
  }>;
  console.log(`requests of ${route}:`);
  for (const item of items) {
    const url = new URL(item.url);
    console.log(
      `  ${String(Math.round(item.networkRequestTime ?? 0)).padStart(6)}-${String(Math.round(item.networkEndTime ?? 0)).padEnd(6)} ms ${kb(item.transferSize ?? 0).padStart(9)} ${(item.resourceType ?? '').padEnd(10)} ${url.pathname}${url.search}`,
    );
  }
}

/** The LCP element audit as one line: the element's label and the phases of its time. */
function lcpElementLine(audit: { details?: unknown } | undefined): string {
  const tables = ((audit?.details as { items?: unknown[] } | undefined)?.items ?? []) as Array<{
    items?: Array<{ node?: { nodeLabel?: string; snippet?: string }; phase?: string; timing?: number }>;
  }>;
  const node = tables.flatMap((table) => table.items ?? []).find((item) => item.node)?.node;
  const phases = tables
    .flatMap((table) => table.items ?? [])
    .filter((item) => item.phase && typeof item.timing === 'number')
    .map((item) => `${item.phase} ${Math.round(item.timing as number)} ms`);
  const label = (node?.nodeLabel ?? node?.snippet ?? 'unknown').replace(/\s+/g, ' ').slice(0, 80);
  return phases.length > 0 ? `${label} (${phases.join(', ')})` : label;
}

async function runLighthouse(webDist: string, runs: number) {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'casino-bench-web-data-'));
  const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';
  let server: ChildProcess | undefined;
  try {
    server = await startServer(webDist, port, dataDir);
    const results: Array<[string, LighthouseFigures]> = [];
    for (const { path: route } of ROUTES) {
      const figures: LighthouseFigures[] = [];
      // A run Lighthouse itself gives up on (e.g. NO_NAVSTART, a trace it could not record) is tried again.
      for (let attempt = 0; figures.length < runs && attempt < runs + 3; attempt++) {
        // A fresh browser per run: a cold cache, as a first visit.
        const chrome = await chromeLauncher.launch({
          chromePath,
          chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'],
        });
        try {
          const result = await lighthouse(`http://127.0.0.1:${port}${route}`, {
            port: chrome.port,
            output: 'json',
            logLevel: 'error',
            onlyCategories: ['performance'],
          });
          const lhr = result?.lhr;
          if (!lhr || lhr.runtimeError) {
            console.warn(
              `Lighthouse on ${route}: ${lhr?.runtimeError?.message ?? 'no result'}; running again`,
            );
            continue;
          }
          const numeric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
          if (process.env.LH_REQUESTS) printRequests(route, lhr.audits['network-requests']?.details);
          // The whole report, for the audits this summary leaves out (long tasks, main-thread breakdown).
          if (process.env.LH_DUMP)
            writeFileSync(
              path.join(process.env.LH_DUMP, `${route.replaceAll('/', '_')}-${figures.length}.json`),
              JSON.stringify(lhr),
            );
          figures.push({
            score: lhr.categories.performance?.score ?? Number.NaN,
            fcp: numeric('first-contentful-paint'),
            lcp: numeric('largest-contentful-paint'),
            cls: numeric('cumulative-layout-shift'),
            tbt: numeric('total-blocking-time'),
            lcpElement: lcpElementLine(lhr.audits['largest-contentful-paint-element']),
          });
        } finally {
          chrome.kill();
        }
      }
      figures.sort((a, b) => a.score - b.score);
      const median = figures[Math.floor(figures.length / 2)];
      if (median) results.push([route, median]);
      else console.warn(`Lighthouse gave no result for ${route}`);
    }
    const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
    console.log(
      `\nLighthouse ${lighthouseVersion()} (mobile: simulated slow 4G, 4× CPU), median of ${runs} run${runs === 1 ? '' : 's'} by score; targets: performance ≥ 0.90 (aim 0.95), LCP ≤ 2.5 s (aim 2.0 s), CLS < 0.1\n`,
    );
    printTable([
      ['route', 'performance', 'FCP', 'LCP', 'CLS', 'TBT'],
      ...results.map(([route, f]) => [
        route,
        `${f.score.toFixed(2)} ${f.score >= 0.9 ? 'ok' : 'MISS'}`,
        seconds(f.fcp),
        `${seconds(f.lcp)} ${f.lcp <= 2500 ? 'ok' : 'MISS'}`,
        `${f.cls.toFixed(3)} ${f.cls < 0.1 ? 'ok' : 'MISS'}`,
        `${Math.round(f.tbt)} ms`,
      ]),
    ]);
    for (const [route, f] of results) console.log(`LCP on ${route}: ${f.lcpElement}`);
  } finally {
    if (server) await stopServer(server);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

function lighthouseVersion(): string {
  const file = path.join(repoRoot, 'node_modules/lighthouse/package.json');
  return (JSON.parse(readFileSync(file, 'utf8')) as { version: string }).version;
}
