import { createHash } from 'node:crypto';
import { isIPv6 } from 'node:net';
import { AppError } from '../../http/errors.ts';
import type { BackoffRule, RateLimiter, RateRule } from '../../http/rate-limit.ts';

/**
 * Sign-in guessing is slowed per (account, address) pair, not per account: failures from an attacker's
 * address on a victim's e-mail make only the attacker wait, and the victim signs in from their own
 * address untouched. Per address alone the caps are loose, since many players can share one NAT.
 */
export const SIGN_IN_RULES = {
  attemptsPerIp: { limit: 60, windowSeconds: 60 },
  failuresPerIp: { limit: 100, windowSeconds: 60 * 60 },
  /** 3 typos free, then 2 s, 4 s, 8 s … up to 15 min between guesses: about a hundred guesses a day. */
  failuresPerAccountAndIp: {
    freeFailures: 3,
    firstDelaySeconds: 2,
    maxDelaySeconds: 15 * 60,
    windowSeconds: 24 * 60 * 60,
  },
} satisfies Record<string, RateRule | BackoffRule>;

/** Rate-limit keys must not hold e-mail addresses in the clear. */
const accountKey = (email: string) => createHash('sha256').update(email).digest('hex').slice(0, 32);

/** One IPv6 subscriber usually holds a whole /64, so its addresses count as one. */
export function addressKey(ip: string): string {
  if (!isIPv6(ip) || ip.includes('.')) return ip;
  const [head = '', tail = ''] = ip.split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const groups = ip.includes('::')
    ? [...left, ...Array<string>(8 - left.length - right.length).fill('0'), ...right]
    : left;
  return `${groups
    .slice(0, 4)
    .map((group) => Number.parseInt(group || '0', 16).toString(16))
    .join(':')}::/64`;
}

export interface SignInThrottle {
  /** 429 with retry_after when this address is over its caps or this pair must still wait. */
  before(email: string, ip: string): Promise<void>;
  failed(email: string, ip: string): Promise<void>;
  /** The right password clears the pair's failures. */
  succeeded(email: string, ip: string): Promise<void>;
}

/** `scope` keeps players' and operators' counters apart ('login', 'operator-login'). */
export function signInThrottle(limiter: RateLimiter, scope: string): SignInThrottle {
  const pair = (email: string, ip: string) => `${scope}-failures:${accountKey(email)}:${addressKey(ip)}`;
  const ipFailures = (ip: string) => `${scope}-failures:ip:${addressKey(ip)}`;
  return {
    async before(email, ip) {
      await limiter.hit(`${scope}:ip:${ip}`, SIGN_IN_RULES.attemptsPerIp);
      await limiter.check(ipFailures(ip), SIGN_IN_RULES.failuresPerIp);
      await limiter.checkBackoff(pair(email, ip));
    },
    async failed(email, ip) {
      await limiter.recordFailure(pair(email, ip), SIGN_IN_RULES.failuresPerAccountAndIp);
      // Counted only: this attempt keeps its own answer; the check before the next one refuses it.
      await limiter.hit(ipFailures(ip), SIGN_IN_RULES.failuresPerIp).catch((error: unknown) => {
        if (!(error instanceof AppError && error.status === 429)) throw error;
      });
    },
    async succeeded(email, ip) {
      await limiter.clearFailures(pair(email, ip));
    },
  };
}
