import { createHmac, timingSafeEqual } from 'node:crypto';
import { telegramInitDataUserSchema } from '@casino/shared';
import { AppError } from '../../http/errors.ts';

/** Init data dated further ahead of our clock than this (allowing for drift) counts as forged. */
const FUTURE_SKEW_SECONDS = 60;

export interface TelegramUser {
  id: bigint;
  firstName: string | null;
  lastName: string | null;
  username: string | null;
  languageCode: string | null;
}

const invalid = () => new AppError(401, 'invalid_init_data');

/**
 * Verifies Mini App init data by Telegram's published algorithm
 * (https://core.telegram.org/bots/webapps#validating-data-received-via-the-mini-app):
 * secret = HMAC_SHA256(key "WebAppData", bot token); the data-check string is every received field except
 * `hash`, sorted by key, as `key=value` lines; the hash is hex HMAC_SHA256(secret, data-check string).
 */
export function verifyInitData(
  raw: string,
  botToken: string,
  options: { now: Date; maxAgeSeconds: number },
): TelegramUser {
  const params = new URLSearchParams(raw);
  const fields = new Map<string, string>();
  for (const [key, value] of params) {
    // A repeated key makes the data-check string ambiguous.
    if (fields.has(key)) throw invalid();
    fields.set(key, value);
  }
  const hash = fields.get('hash');
  if (!hash || !/^[0-9a-f]{64}$/i.test(hash)) throw invalid();
  fields.delete('hash');

  const expected = initDataHash(fields, botToken);
  const received = Buffer.from(hash, 'hex');
  if (received.length !== expected.length || !timingSafeEqual(received, expected)) throw invalid();

  const authDate = fields.get('auth_date');
  if (!authDate || !/^\d{1,12}$/.test(authDate)) throw invalid();
  const ageSeconds = options.now.getTime() / 1000 - Number(authDate);
  if (ageSeconds > options.maxAgeSeconds || ageSeconds < -FUTURE_SKEW_SECONDS) throw invalid();

  return parseUser(fields.get('user'));
}

function initDataHash(fields: ReadonlyMap<string, string>, botToken: string): Buffer {
  const dataCheckString = [...fields.keys()]
    .sort((a, b) => (a < b ? -1 : a > b ? 1 : 0))
    .map((key) => `${key}=${fields.get(key)}`)
    .join('\n');
  const secret = createHmac('sha256', 'WebAppData').update(botToken).digest();
  return createHmac('sha256', secret).update(dataCheckString).digest();
}

/** Init data as Telegram signs it for a bot (the sandbox Telegram client stands in for Telegram). */
export function signInitData(fields: Record<string, string>, botToken: string): string {
  const hash = initDataHash(new Map(Object.entries(fields)), botToken).toString('hex');
  return new URLSearchParams({ ...fields, hash }).toString();
}

function parseUser(json: string | undefined): TelegramUser {
  if (!json) throw invalid();
  let value: unknown;
  try {
    value = JSON.parse(json);
  } catch {
    throw invalid();
  }
  const parsed = telegramInitDataUserSchema.safeParse(value);
  if (!parsed.success) throw invalid();
  const user = parsed.data;
  return {
    id: BigInt(user.id),
    firstName: clean(user.first_name, 100),
    lastName: clean(user.last_name, 100),
    username: clean(user.username, 64),
    languageCode: clean(user.language_code, 16),
  };
}

/** Signed by Telegram is not the same as safe to store: control characters out (PostgreSQL rejects NUL), length capped. */
function clean(value: string | undefined, max: number): string | null {
  const text = value
    ?.replace(/\p{Cc}/gu, '')
    .trim()
    .slice(0, max);
  return text ? text : null;
}
