/**
 * npm run bench:web — what the lobby makes a first visit download, next to a bare Vite React page.
 *
 * Builds the web app (its own vite.config.ts) and, in the same run with the same Vite, a minimal React page
 * (one component, one small stylesheet, as the Vite React template starts). For each it counts the initial
 * JavaScript and CSS: the entry chunk index.html loads and every chunk that entry imports statically (the
 * `<link rel="modulepreload">`s), taken from Vite's manifest; sizes raw and gzipped (node:zlib, level 9).
 * Lazy chunks (routes, games, modals) are listed apart: they load on demand. Prints figures; gates nothing.
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { build, version as viteVersion } from 'vite';

const webDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

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
} finally {
  rmSync(out, { recursive: true, force: true });
}
