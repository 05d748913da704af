import { createHash, randomBytes } from 'node:crypto';

/** 32 random bytes: 256 bits, far above the 128 a guessing attack would have to beat. */
export function newSessionToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Only this digest is stored, so a database leak yields no usable tokens. */
export function tokenHash(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

const BEARER = /^Bearer +([A-Za-z0-9_-]{16,128})$/i;

/** The token from `Authorization: Bearer <token>`, or undefined for anything that cannot be one of ours. */
export function bearerToken(header: string | string[] | undefined): string | undefined {
  if (typeof header !== 'string' || header.length > 200) return undefined;
  return BEARER.exec(header.trim())?.[1];
}

/**
 * Closes websockets when their session ends, on every server copy. A session's id is its token's hash,
 * the key the websocketToken's `sid` claim names (never the token itself).
 */
export interface SessionSockets {
  endSession(sessionId: string): void;
  /** Every socket of the player, except those of `keepSessionId`. */
  endPlayer(globalId: string, keepSessionId?: string): void;
}
