import { createHmac } from 'node:crypto';
import { type Exclusion, formatMajor, isExcluded, type Viewer, vipCentsToNextLevel } from '@casino/shared';
import { jwtVerify, SignJWT } from 'jose';
import type { users } from './auth.tables.ts';
import type { Player } from './player.ts';

export type UserRow = typeof users.$inferSelect;

/** Who a websocket speaks for: the player and the session its token was issued in. */
export interface SocketIdentity {
  globalId: string;
  sessionId: string;
}

const WEBSOCKET_TOKEN_TTL_SECONDS = 60 * 60;
/** Keeps these tokens apart from anything else the same key might sign. */
const WEBSOCKET_AUDIENCE = 'websocket';

export function toPlayer(row: UserRow): Player {
  return {
    id: row.id,
    globalId: row.globalId,
    email: row.email,
    language: row.language,
    currency: row.currency,
    primaryCurrency: row.primaryCurrency,
    isVip: row.isVip,
    depositCount: row.depositCount,
    banReason: row.banReason,
    buyBanned: row.buyBanned,
    fiatBanned: row.fiatBanned,
    exclusion: exclusionOf(row),
  };
}

/** The player's latest time-out or self-exclusion, whether or not it is still in force. */
export function exclusionOf(row: Pick<UserRow, 'exclusionKind' | 'excludedUntil'>): Exclusion | null {
  return row.exclusionKind ? { kind: row.exclusionKind, until: row.excludedUntil } : null;
}

export class WebsocketTokens {
  private readonly key: Uint8Array;

  constructor(
    secretKey: string,
    private readonly clock: () => Date,
  ) {
    this.key = new TextEncoder().encode(secretKey);
  }

  /**
   * `sid` binds the token to the session it was issued for: the socket it opens ends with that session
   * (logout, password change), not an hour later when the token expires.
   */
  issue(globalId: string, sessionId: string): Promise<string> {
    const now = Math.floor(this.clock().getTime() / 1000);
    return new SignJWT({ sid: sessionId })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(globalId)
      .setAudience(WEBSOCKET_AUDIENCE)
      .setIssuedAt(now)
      .setExpirationTime(now + WEBSOCKET_TOKEN_TTL_SECONDS)
      .sign(this.key);
  }

  /** The token's player and session, or null for a forged, expired or malformed token. Never throws. */
  async verify(token: string): Promise<SocketIdentity | null> {
    if (typeof token !== 'string' || token.length > 2048) return null;
    try {
      const { payload } = await jwtVerify(token, this.key, {
        algorithms: ['HS256'],
        audience: WEBSOCKET_AUDIENCE,
        currentDate: this.clock(),
        requiredClaims: ['sub', 'exp', 'iat', 'sid'],
      });
      const { sub, sid } = payload;
      return typeof sub === 'string' && typeof sid === 'string' ? { globalId: sub, sessionId: sid } : null;
    } catch {
      return null;
    }
  }
}

/**
 * Webim's identified-visitor block: the hash is hex HMAC-SHA256, keyed with the private key, over the
 * field values concatenated in the order of their sorted keys.
 */
export function webimUser(row: UserRow, privateKey: string): Viewer['webimUser'] {
  const fields: Viewer['webimUser']['fields'] = { id: row.globalId, display_name: displayName(row) };
  if (row.email) fields.email = row.email;
  const entries = Object.entries(fields).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  const hash = createHmac('sha256', privateKey)
    .update(entries.map(([, value]) => value).join(''))
    .digest('hex');
  return { fields, hash };
}

function displayName(row: UserRow): string {
  const name = [row.firstName, row.lastName].filter(Boolean).join(' ');
  return name || row.telegramUsername || row.email?.split('@')[0] || row.globalId;
}

/**
 * `sessionId` is the session the viewer is shown in; without one (a module reading profile fields) the
 * websocketToken is empty, since a token outside a session could not be revoked with it.
 */
export async function toViewer(
  row: UserRow,
  deps: { tokens: WebsocketTokens; webimPrivateKey: string; clock: () => Date },
  sessionId?: string,
): Promise<Viewer> {
  const exclusion = exclusionOf(row);
  return {
    globalId: row.globalId,
    email: row.email,
    language: row.language,
    currency: { primary: row.primaryCurrency, account: row.currency },
    websocketToken: sessionId ? await deps.tokens.issue(row.globalId, sessionId) : '',
    isVip: row.isVip,
    vip: {
      level: row.vipLevel,
      wagered: formatMajor(row.vipWagered, 2),
      toNextLevel: ((next) => (next === null ? null : formatMajor(next, 2)))(
        vipCentsToNextLevel(row.vipLevel, row.vipWagered),
      ),
    },
    isNameChangeAvailable: !row.nameChangeUsed,
    isPushNotificationsActive: row.isPushNotificationsActive,
    hasDeposits: row.depositCount > 0,
    firstName: row.firstName,
    lastName: row.lastName,
    gender: row.gender,
    dateOfBirth: row.dateOfBirth,
    exclusion:
      exclusion && isExcluded(exclusion, deps.clock())
        ? { kind: exclusion.kind, until: exclusion.until?.toISOString() ?? null }
        : null,
    realityCheckMinutes: row.realityCheckMinutes,
    twoFactorEnabled: row.totpEnabledAt !== null,
    vipManager: row.isVip && row.vipManagerTelegram ? { telegramUsername: row.vipManagerTelegram } : null,
    webimUser: webimUser(row, deps.webimPrivateKey),
  };
}
