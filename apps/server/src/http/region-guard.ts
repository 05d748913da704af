import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../config.ts';
import { countryOf } from './client-ip.ts';
import { envelope } from './errors.ts';

/**
 * Answers 451 to API calls from a blocked country. `request.ip` honours X-Forwarded-For only when
 * TRUST_PROXY is on, so a client cannot pick its own country. Health stays open for load balancers.
 */
export function regionGuard(config: Config) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    if (config.blockedCountries.size === 0) return;
    if (!request.url.startsWith('/api/') && !request.url.startsWith('/socket.io/')) return;
    if (request.url === '/api/health' || request.url.startsWith('/api/health?')) return;
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
  const forwarded = handshake.headers['x-forwarded-for'];
  const first = (Array.isArray(forwarded) ? forwarded[0] : forwarded)?.split(',')[0]?.trim();
  const ip = config.trustProxy && first ? first : handshake.address;
  const country = countryOf(ip);
  return country !== undefined && config.blockedCountries.has(country);
}
