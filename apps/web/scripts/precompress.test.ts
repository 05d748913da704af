import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, expect, it } from 'vitest';
import { precompress } from './precompress.ts';

let dir: string;
afterEach(() => rmSync(dir, { recursive: true, force: true }));

it('writes brotli and gzip copies of text files worth compressing, and of nothing else', () => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'precompress-'));
  mkdirSync(path.join(dir, 'assets'));
  const script = 'export const greeting = "hello";\n'.repeat(200);
  writeFileSync(path.join(dir, 'assets/app-3f2a.js'), script);
  writeFileSync(path.join(dir, 'assets/tiny.css'), 'a{}');
  writeFileSync(path.join(dir, 'assets/logo.png'), Buffer.alloc(4096, 1));

  expect(precompress(dir)).toBe(1);
  expect(brotliDecompressSync(readFileSync(path.join(dir, 'assets/app-3f2a.js.br'))).toString()).toBe(script);
  expect(gunzipSync(readFileSync(path.join(dir, 'assets/app-3f2a.js.gz'))).toString()).toBe(script);
  expect(existsSync(path.join(dir, 'assets/tiny.css.br'))).toBe(false);
  expect(existsSync(path.join(dir, 'assets/logo.png.br'))).toBe(false);
});
