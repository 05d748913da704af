import { createHash } from 'node:crypto';
import { lstatSync, mkdirSync, readlinkSync, symlinkSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';

const require = createRequire(import.meta.url);

/**
 * geoip-lite reads its city databases (some 146 MB, held in memory for the process's life) unless they are
 * missing from its data folder, when it reads the country ones (14 MB). Countries are all we look up, so it
 * gets a folder holding only those (links to the package's own files).
 */
function countryOnlyDataDir(): string | undefined {
  const data = path.join(path.dirname(require.resolve('geoip-lite/package.json')), 'data');
  const uid = process.getuid?.() ?? 0;
  const hash = createHash('sha256').update(data).digest('hex').slice(0, 12);
  const dir = path.join(os.tmpdir(), `casino-geoip-country-${uid}-${hash}`);
  try {
    mkdirSync(dir, { recursive: true, mode: 0o700 });
    // A folder someone else made, or links pointing elsewhere, are not trusted: then the full load.
    if (process.getuid && lstatSync(dir).uid !== uid) return undefined;
    for (const name of ['geoip-country.dat', 'geoip-country6.dat']) {
      const link = path.join(dir, name);
      const target = path.join(data, name);
      try {
        if (readlinkSync(link) !== target) return undefined;
      } catch {
        symlinkSync(target, link);
      }
    }
    return dir;
  } catch {
    return undefined;
  }
}

(globalThis as { geodatadir?: string }).geodatadir ??= countryOnlyDataDir();
const geoip = require('geoip-lite') as typeof import('geoip-lite');

/** Two-letter country of an IP, or undefined for private, loopback and unknown addresses. */
export function countryOf(ip: string): string | undefined {
  const normalized = ip.startsWith('::ffff:') ? ip.slice(7) : ip;
  return geoip.lookup(normalized)?.country || undefined;
}
