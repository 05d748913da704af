import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../config.ts';
import { countryOf } from './client-ip.ts';
import { envelope } from './errors.ts';
import { isApiPath, routedPath } from './request-path.ts';

/**
 * Answers 451 to API calls from a blocked country. `request.ip` reads X-Forwarded-For only as far as
 * TRUST_PROXY's hop count reaches, so a client cannot pick its own country. Health stays open for load
 * balancers.
 */
export function regionGuard(config: Config) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    if (config.blockedCountries.size === 0) return;
    if (!isApiPath(request.url) || routedPath(request.url) === '/api/health') return;
    const country = countryOf(request.ip);
    if (country && config.blockedCountries.has(country)) {
      return reply.status(451).send(envelope('region_restricted', undefined, { country, ip: request.ip }));
    }
  };
}

/** The same rule for Socket.IO handshakes, which reach the HTTP server before Fastify does. */
export function isBlockedHandshake(
  config: Config,
  handshake: { address: string; headers: Record<string, string | string[] | undefined> },
): boolean {
  if (config.blockedCountries.size === 0) return false;
  const country = countryOf(
    clientIp(handshake.address, handshake.headers['x-forwarded-for'], config.trustProxy),
  );
  return country !== undefined && config.blockedCountries.has(country);
}

/**
 * The client's address as Fastify's `trustProxy: hops` finds it: walking back from the socket's peer
 * through X-Forwarded-For (right to left) by at most `hops` trusted proxies. Entries further left were
 * written by the client and are never believed.
 */
export function clientIp(peer: string, forwardedFor: string | string[] | undefined, hops: number): string {
  const header = Array.isArray(forwardedFor) ? forwardedFor.join(',') : (forwardedFor ?? '');
  const forwarded = header
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)
    .reverse();
  const chain = [peer, ...forwarded];
  return chain[Math.min(hops, chain.length - 1)] ?? peer;
}
