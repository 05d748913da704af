import geoip from 'geoip-lite';

/** Two-letter country of an IP, or undefined for private, loopback and unknown addresses. */
export function countryOf(ip: string): string | undefined {
  const normalized = ip.startsWith('::ffff:') ? ip.slice(7) : ip;
  return geoip.lookup(normalized)?.country || undefined;
}
