import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { SupportConfigView } from '@casino/shared';

/** The only reader of process.env. Everything else receives a Config. */
export interface Config {
  port: number;
  host: string;
  /** Unset = start an embedded PostgreSQL under dataDir. */
  databaseUrl: string | undefined;
  dataDir: string;
  seedDemo: boolean;
  /** botId → bot token, from TELEGRAM_BOTS="id:token,id:token". */
  telegramBots: Map<string, string>;
  /** How old Telegram init data may be, in seconds. */
  telegramInitDataMaxAge: number;
  /**
   * The stand-in Telegram client at /sandbox/telegram and its bot (also in telegramBots): it signs init
   * data for any user it is asked to, so it is on only in the embedded default or with TELEGRAM_SANDBOX=1.
   */
  telegramSandbox: { botId: string; token: string } | null;
  blockedCountries: Set<string>;
  /** How many proxies of ours stand in front (0 = none: X-Forwarded-For is ignored). */
  trustProxy: number;
  rateLimits: boolean;
  /** Signs websocket tokens. */
  secretKey: string;
  webimPrivateKey: string;
  sessionTtlDays: number;
  logLevel: string;
  webDist: string;
  /** Where players reach the site; provider pages and callbacks point here. */
  publicUrl: string;
  /** Withdrawals need complete personal data (SPEC §4.4 step 3, the verify flag). */
  withdrawalsRequireProfile: boolean;
  /** Crypto Pay (CryptoBot) app token; unset = the sandbox (no HTTP, completed by a signed sandbox webhook). */
  cryptoPay: { token: string | undefined; baseUrl: string };
  /** xRocket Pay API key; unset = the sandbox (no HTTP, completed by a signed sandbox webhook). */
  xrocketPay: { token: string | undefined; baseUrl: string };
  /**
   * Crypto deposit addresses paid on the in-process simulated chain (operators send its payments). Its
   * addresses have no keys behind them, so it must never face real money: on by default only when embedded.
   */
  simulatedChain: boolean;
  /**
   * Sandbox payment providers (fiat checkout pages, Crypto Pay and xRocket sandboxes, their signed test
   * webhooks). On only in the embedded default or with PAYMENTS_SANDBOX=1: under DATABASE_URL a provider
   * without configuration is unavailable, never silently a sandbox that credits money for nothing.
   */
  paymentsSandbox: boolean;
  /**
   * OPERATOR_TWO_FACTOR (default on; `optional` turns it off): an operator without TOTP set up can do
   * nothing but set it up.
   */
  operatorTwoFactor: boolean;
  /**
   * Simulated players betting in the background (a few bets a second, play money from the house adjustments
   * account), so a fresh casino's live bets and histories are not empty. On by default only when embedded.
   */
  simulatedPlayers: boolean;
  /** Fiat method id → payment provider name, from FIAT_PROVIDERS="rub-p2p:name,usd-skrill:name". */
  fiatProviders: Record<string, string>;
  /** Per-currency bet limits overriding the defaults, from GAME_LIMITS (JSON, major units). */
  gameLimits: Record<string, { minBet?: string; maxBet?: string; maxPayout?: string }>;
  /** The VIP drawer's links (SPEC §2.5), each https; null = not shown. From the VIP_* variables. */
  vipLinks: VipLinks;
  /** Web push (modules/push): VAPID keys and where subscriptions may point. */
  push: PushConfig;
  /** Support channels (GET /api/v1/support/config), from SUPPORT_EMAIL, SUPPORT_BOT, SUPPORT_CHAT, WEBIM_*. */
  support: SupportConfigView;
  /** The sportsbook (modules/sportsbook), from the SPORTSBOOK_* and ODDS_API_* variables. */
  sportsbook: SportsbookConfig;
  /** The game aggregator (modules/aggregator), from the GAME_AGGREGATOR* variables. */
  aggregator: AggregatorConfig;
}

export interface AggregatorConfig {
  /**
   * `sandbox`: the stand-in aggregator (apps/aggregator), started by `npm start` next to the server on a
   * free port; the default only when embedded (GAME_AGGREGATOR=sandbox under DATABASE_URL). `remote`: a
   * real aggregator at GAME_AGGREGATOR_URL (the default under DATABASE_URL when that is set). `off`: no
   * provider games.
   */
  mode: 'sandbox' | 'remote' | 'off';
  /** The aggregator's base URL (remote); for the sandbox it is known only once the process listens. */
  url: string | null;
  /** Our operator id at the aggregator (GAME_AGGREGATOR_OPERATOR_ID, default "casino"). */
  operatorId: string;
  /** The shared HMAC secret signing both directions (GAME_AGGREGATOR_SECRET; kept in the data folder when embedded). */
  secret: string;
  /** How long a launch/catalogue call to the aggregator may take (GAME_AGGREGATOR_TIMEOUT_MS, 5000). */
  timeoutMs: number;
}

export interface SportsbookConfig {
  /**
   * Where events and odds come from. `sandbox`: the simulated feed and its test doors (finish an event),
   * the default only when embedded (SPORTSBOOK_FEED=sandbox under DATABASE_URL). `odds-api`: The Odds API
   * v4 at ODDS_API_URL with ODDS_API_KEY. `off`: no feed (the default under DATABASE_URL without a key).
   */
  feed: 'sandbox' | 'odds-api' | 'off';
  oddsApi: { url: string; key: string } | null;
  /** The operator's margin over fair odds, basis points (SPORTSBOOK_MARGIN_BP, default 500 = 5 %). */
  marginBasisPoints: number;
  /** Kept off a cash-out offer's fair value, basis points (SPORTSBOOK_CASHOUT_MARGIN_BP, default 500). */
  cashoutMarginBasisPoints: number;
  /** How long a live bet waits before it is re-checked and accepted (SPORTSBOOK_LIVE_DELAY_MS, 3000). */
  liveBetDelayMs: number;
  /** Per-currency stake and payout limits over the defaults (SPORTSBOOK_LIMITS, JSON like GAME_LIMITS). */
  limits: Record<string, { minBet?: string; maxBet?: string; maxPayout?: string }>;
}

/** Web push settings (the push module's adapter speaks RFC 8030/8291/8292 through `web-push`). */
export interface PushConfig {
  /**
   * VAPID_PUBLIC_KEY / VAPID_PRIVATE_KEY (base64url, as `web-push generate-vapid-keys` prints them) and
   * VAPID_SUBJECT. The embedded default keeps a generated pair in the data folder; under DATABASE_URL
   * without keys push is off (null), which is not an error.
   */
  vapid: { publicKey: string; privateKey: string; subject: string } | null;
  /**
   * PUSH_SERVICE_HOSTS: the push services a subscription's endpoint may name (`*.` = any subdomain; `*` =
   * any public host). The server POSTs to these on its own, so a player cannot aim it elsewhere.
   */
  serviceHosts: string[];
  /** PUSH_INSECURE_ENDPOINTS: plain-http endpoints and any host too, for local stand-ins only. */
  allowInsecureEndpoints: boolean;
  /** PUSH_TIMEOUT_MS: how long one delivery may take before it is given up. */
  timeoutMs: number;
}

/** What GET /api/v1/vip/links answers (modules/vip). */
export interface VipLinks {
  mirrors: { bot: string | null; web: string | null };
  subscribeUrl: string | null;
  communityUrl: string | null;
  accessHelpUrl: string | null;
  portals: Array<{ id: string; url: string }>;
  communities: Array<{ id: string; url: string }>;
}

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

type Env = Record<string, string | undefined>;

function flag(value: string | undefined, fallback: boolean): boolean {
  if (value === undefined || value === '') return fallback;
  return !['0', 'false', 'off', 'no'].includes(value.toLowerCase());
}

function int(name: string, value: string | undefined, fallback: number): number {
  if (value === undefined || value === '') return fallback;
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed < 0) throw new Error(`${name} must be a non-negative integer`);
  return parsed;
}

/** TRUST_PROXY: off, on (one proxy) or the number of proxies in front of the server. */
function proxyHops(value: string | undefined): number {
  if (value === undefined || value === '') return 0;
  if (/^\d+$/.test(value)) return Number(value);
  return flag(value, false) ? 1 : 0;
}

export function parseTelegramBots(value: string | undefined): Map<string, string> {
  const bots = new Map<string, string>();
  for (const pair of (value ?? '').split(',').map((s) => s.trim())) {
    if (!pair) continue;
    const at = pair.indexOf(':');
    if (at <= 0) throw new Error('TELEGRAM_BOTS must be botId:token pairs separated by commas');
    // A bot token is itself "<botId>:<secret>", so the pair is "<botId>:<botId>:<secret>".
    bots.set(pair.slice(0, at), pair.slice(at + 1));
  }
  return bots;
}

/** "a:b,c:d" → { a: 'b', c: 'd' }. */
function parsePairs(name: string, value: string | undefined): Record<string, string> {
  const pairs: Record<string, string> = {};
  for (const pair of (value ?? '').split(',').map((s) => s.trim())) {
    if (!pair) continue;
    const [key, target, ...rest] = pair.split(':');
    if (!key || !target || rest.length > 0)
      throw new Error(`${name} must be key:value pairs separated by commas`);
    pairs[key] = target;
  }
  return pairs;
}

/** Reads a secret from the environment, or, in the embedded default only, one kept in the data folder. */
function secretFrom(env: Env, name: string, dataDir: string, embedded: boolean): string {
  const value = env[name];
  if (value) return value;
  if (!embedded) throw new Error(`${name} must be set when DATABASE_URL is set`);
  const file = path.join(dataDir, `${name.toLowerCase()}.secret`);
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const generated = randomBytes(32).toString('base64url');
  writeFileSync(file, generated, { mode: 0o600 });
  return generated;
}

/** The sandbox bot's id; its token's secret half is kept like the other secrets. */
export const SANDBOX_BOT_ID = '7000000001';

function telegramSandbox(env: Env, dataDir: string, embedded: boolean): Config['telegramSandbox'] {
  if (!flag(env.TELEGRAM_SANDBOX, embedded)) return null;
  const secret = secretFrom(env, 'TELEGRAM_SANDBOX_BOT_SECRET', dataDir, embedded);
  return { botId: SANDBOX_BOT_ID, token: `${SANDBOX_BOT_ID}:${secret}` };
}

export function loadConfig(env: Env = process.env): Config {
  const databaseUrl = env.DATABASE_URL || undefined;
  const dataDir = path.resolve(repoRoot, env.DATA_DIR || '.data');
  const embedded = databaseUrl === undefined;
  const sandboxBot = telegramSandbox(env, dataDir, embedded);
  const telegramBots = parseTelegramBots(env.TELEGRAM_BOTS);
  if (sandboxBot && !telegramBots.has(sandboxBot.botId)) telegramBots.set(sandboxBot.botId, sandboxBot.token);
  return {
    port: int('PORT', env.PORT, 3000),
    host: env.HOST || '127.0.0.1',
    databaseUrl,
    dataDir,
    seedDemo: flag(env.SEED_DEMO, embedded),
    telegramBots,
    telegramSandbox: sandboxBot,
    telegramInitDataMaxAge: int('TELEGRAM_INIT_DATA_MAX_AGE', env.TELEGRAM_INIT_DATA_MAX_AGE, 86_400),
    blockedCountries: new Set(
      (env.BLOCKED_COUNTRIES ?? '')
        .split(',')
        .map((c) => c.trim().toUpperCase())
        .filter(Boolean),
    ),
    trustProxy: proxyHops(env.TRUST_PROXY),
    rateLimits: flag(env.RATE_LIMITS, true),
    secretKey: secretFrom(env, 'SECRET_KEY', dataDir, embedded),
    webimPrivateKey: secretFrom(env, 'WEBIM_PRIVATE_KEY', dataDir, embedded),
    sessionTtlDays: int('SESSION_TTL_DAYS', env.SESSION_TTL_DAYS, 30),
    logLevel: env.LOG_LEVEL || 'info',
    webDist: path.resolve(repoRoot, env.WEB_DIST || 'apps/web/dist'),
    withdrawalsRequireProfile: flag(env.WITHDRAWALS_REQUIRE_PROFILE, false),
    publicUrl: (env.PUBLIC_URL || `http://localhost:${int('PORT', env.PORT, 3000)}`).replace(/\/+$/, ''),
    cryptoPay: {
      token: env.CRYPTO_PAY_TOKEN || undefined,
      baseUrl: (env.CRYPTO_PAY_BASE_URL || 'https://pay.crypt.bot/api').replace(/\/+$/, ''),
    },
    xrocketPay: {
      token: env.XROCKET_PAY_TOKEN || undefined,
      baseUrl: (env.XROCKET_PAY_BASE_URL || 'https://pay.xrocket.tg').replace(/\/+$/, ''),
    },
    simulatedChain: flag(env.SIMULATED_CHAIN, embedded),
    paymentsSandbox: flag(env.PAYMENTS_SANDBOX, embedded),
    operatorTwoFactor: env.OPERATOR_TWO_FACTOR !== 'optional',
    simulatedPlayers: flag(env.SIMULATED_PLAYERS, embedded),
    fiatProviders: parsePairs('FIAT_PROVIDERS', env.FIAT_PROVIDERS),
    gameLimits: parseGameLimits(env.GAME_LIMITS),
    vipLinks: parseVipLinks(env),
    support: parseSupportConfig(env),
    push: parsePushConfig(env, dataDir, embedded),
    sportsbook: parseSportsbookConfig(env, embedded),
    aggregator: parseAggregatorConfig(env, dataDir, embedded),
  };
}

export function parseAggregatorConfig(env: Env, dataDir: string, embedded: boolean): AggregatorConfig {
  const url = env.GAME_AGGREGATOR_URL ? env.GAME_AGGREGATOR_URL.replace(/\/+$/, '') : null;
  const mode = env.GAME_AGGREGATOR || (embedded ? 'sandbox' : url ? 'remote' : 'off');
  if (mode !== 'sandbox' && mode !== 'remote' && mode !== 'off')
    throw new Error('GAME_AGGREGATOR must be sandbox, remote or off');
  if (mode === 'remote' && !url) throw new Error('GAME_AGGREGATOR=remote needs GAME_AGGREGATOR_URL');
  return {
    mode,
    url: mode === 'remote' ? url : null,
    operatorId: env.GAME_AGGREGATOR_OPERATOR_ID || 'casino',
    // A sandbox under DATABASE_URL still needs its secret from the environment, like every secret there.
    secret: mode === 'off' ? '' : secretFrom(env, 'GAME_AGGREGATOR_SECRET', dataDir, embedded),
    timeoutMs: int('GAME_AGGREGATOR_TIMEOUT_MS', env.GAME_AGGREGATOR_TIMEOUT_MS, 5000),
  };
}

export function parseSportsbookConfig(env: Env, embedded: boolean): SportsbookConfig {
  const oddsApi = env.ODDS_API_KEY
    ? { url: env.ODDS_API_URL || 'https://api.the-odds-api.com', key: env.ODDS_API_KEY }
    : null;
  const feed = env.SPORTSBOOK_FEED || (embedded ? 'sandbox' : oddsApi ? 'odds-api' : 'off');
  if (feed !== 'sandbox' && feed !== 'odds-api' && feed !== 'off')
    throw new Error('SPORTSBOOK_FEED must be sandbox, odds-api or off');
  if (feed === 'odds-api' && !oddsApi) throw new Error('SPORTSBOOK_FEED=odds-api needs ODDS_API_KEY');
  const margin = int('SPORTSBOOK_MARGIN_BP', env.SPORTSBOOK_MARGIN_BP, 500);
  const cashoutMargin = int('SPORTSBOOK_CASHOUT_MARGIN_BP', env.SPORTSBOOK_CASHOUT_MARGIN_BP, 500);
  if (margin > 5000 || cashoutMargin > 5000) throw new Error('sportsbook margins must be at most 5000 bp');
  return {
    feed,
    oddsApi,
    marginBasisPoints: margin,
    cashoutMarginBasisPoints: cashoutMargin,
    liveBetDelayMs: int('SPORTSBOOK_LIVE_DELAY_MS', env.SPORTSBOOK_LIVE_DELAY_MS, 3000),
    limits: parseLimits('SPORTSBOOK_LIMITS', env.SPORTSBOOK_LIMITS),
  };
}

/** The push services of the major browsers (Chrome and its kin, Firefox, Edge, Safari). */
export const DEFAULT_PUSH_SERVICE_HOSTS = [
  'fcm.googleapis.com',
  'updates.push.services.mozilla.com',
  '*.push.services.mozilla.com',
  '*.notify.windows.com',
  'web.push.apple.com',
  '*.push.apple.com',
];

const VAPID_PUBLIC = /^B[A-Za-z0-9_-]{86}$/;
const VAPID_PRIVATE = /^[A-Za-z0-9_-]{43}$/;

/** A new VAPID key pair (P-256): the public key uncompressed, both base64url, as web-push expects. */
export function generateVapidKeys(): { publicKey: string; privateKey: string } {
  const { privateKey } = generateKeyPairSync('ec', { namedCurve: 'prime256v1' });
  const jwk = privateKey.export({ format: 'jwk' });
  if (!jwk.x || !jwk.y || !jwk.d) throw new Error('P-256 key without coordinates');
  const point = Buffer.concat([
    Buffer.from([4]),
    Buffer.from(jwk.x, 'base64url'),
    Buffer.from(jwk.y, 'base64url'),
  ]);
  return { publicKey: point.toString('base64url'), privateKey: jwk.d };
}

function vapidKeys(env: Env, dataDir: string, embedded: boolean) {
  const publicKey = env.VAPID_PUBLIC_KEY?.trim();
  const privateKey = env.VAPID_PRIVATE_KEY?.trim();
  if (publicKey || privateKey) {
    if (!publicKey || !privateKey) throw new Error('VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY are set together');
    if (!VAPID_PUBLIC.test(publicKey) || !VAPID_PRIVATE.test(privateKey))
      throw new Error('VAPID keys must be base64url: a 65-byte public key and a 32-byte private key');
    return { publicKey, privateKey };
  }
  if (!embedded) return null;
  const file = path.join(dataDir, 'vapid_keys.secret');
  if (existsSync(file)) {
    const kept = JSON.parse(readFileSync(file, 'utf8')) as { publicKey?: string; privateKey?: string };
    if (
      kept.publicKey &&
      kept.privateKey &&
      VAPID_PUBLIC.test(kept.publicKey) &&
      VAPID_PRIVATE.test(kept.privateKey)
    )
      return { publicKey: kept.publicKey, privateKey: kept.privateKey };
    throw new Error(`${file} holds no VAPID key pair; delete it to generate a new one`);
  }
  mkdirSync(dataDir, { recursive: true });
  const generated = generateVapidKeys();
  writeFileSync(file, JSON.stringify(generated), { mode: 0o600 });
  return generated;
}

export function parsePushConfig(env: Env, dataDir: string, embedded: boolean): PushConfig {
  // WEB_PUSH=off: no prompt, no pushes (the e2e servers, whose specs are about other things).
  const keys = flag(env.WEB_PUSH, true) ? vapidKeys(env, dataDir, embedded) : null;
  const publicUrl = env.PUBLIC_URL || '';
  // A push service may write to the subject about the keys' traffic; a mailto: or an https: site.
  const subject =
    env.VAPID_SUBJECT?.trim() || (publicUrl.startsWith('https://') ? publicUrl : 'mailto:push@localhost');
  if (!/^(mailto:.+|https:\/\/.+)$/.test(subject))
    throw new Error('VAPID_SUBJECT must be a mailto: address or an https:// URL');
  const hosts = (env.PUSH_SERVICE_HOSTS ?? '')
    .split(',')
    .map((h) => h.trim().toLowerCase())
    .filter(Boolean);
  return {
    vapid: keys && { ...keys, subject },
    serviceHosts: hosts.length > 0 ? hosts : DEFAULT_PUSH_SERVICE_HOSTS,
    allowInsecureEndpoints: flag(env.PUSH_INSECURE_ENDPOINTS, false),
    timeoutMs: int('PUSH_TIMEOUT_MS', env.PUSH_TIMEOUT_MS, 10_000),
  };
}

/**
 * SUPPORT_CHAT: `own` (default; answered in the back office) or `webim` (an outside vendor's widget, with
 * WEBIM_ACCOUNT and optionally WEBIM_LOCATIONS as `language=location` pairs). A bad value stops the start.
 */
export function parseSupportConfig(env: Env): SupportConfigView {
  const email = env.SUPPORT_EMAIL?.trim() || 'support@casino.local';
  const messengerBot = env.SUPPORT_BOT?.trim() || 'casino_support_bot';
  if (!/^[^\s@<>"]+@[^\s@<>"]+\.[^\s@<>"]+$/.test(email))
    throw new Error('SUPPORT_EMAIL must be an e-mail address');
  if (!/^[A-Za-z0-9_]{5,32}$/.test(messengerBot)) throw new Error('SUPPORT_BOT must be a Telegram username');
  const vendor = env.SUPPORT_CHAT?.trim() || 'own';
  if (vendor === 'own') return { chat: { vendor: 'own' }, messengerBot, email };
  if (vendor !== 'webim') throw new Error('SUPPORT_CHAT must be own or webim');
  const account = env.WEBIM_ACCOUNT?.trim() ?? '';
  if (!/^[a-z0-9-]{1,63}$/.test(account))
    throw new Error('SUPPORT_CHAT=webim needs WEBIM_ACCOUNT (a-z 0-9 -)');
  const locations: Record<string, string> = {};
  for (const pair of (env.WEBIM_LOCATIONS ?? '').split(',').map((p) => p.trim())) {
    if (!pair) continue;
    const match = /^([a-z]{2}|default)=([A-Za-z0-9_-]{1,64})$/.exec(pair);
    if (!match?.[1] || !match[2]) throw new Error('WEBIM_LOCATIONS must be language=location pairs');
    locations[match[1]] = match[2];
  }
  return { chat: { vendor: 'webim', account, locations }, messengerBot, email };
}

/** Placeholders for the embedded default; a deployment sets its own (README, Configuration). */
const VIP_LINK_DEFAULTS = {
  VIP_MIRROR_BOT_URL: 'https://t.me/casino_vip_bot',
  VIP_MIRROR_WEB_URL: 'https://vip.casino.example',
  VIP_SUBSCRIBE_URL: 'https://t.me/casino_vip',
  VIP_COMMUNITY_URL: 'https://t.me/casino_vip_club',
  VIP_ACCESS_HELP_URL: 'https://t.me/casino_support_bot',
  VIP_PORTALS: 'bot=https://t.me/casino_bot,web=https://casino.example',
  VIP_COMMUNITIES: 'news=https://t.me/casino_news,chat=https://t.me/casino_chat',
} as const;

/**
 * An https URL, or null for `off`. Players open these links from the site, so nothing but https: a
 * `javascript:` or plain-http link in the environment stops the start instead of reaching a page.
 */
function httpsUrl(name: string, value: string): string | null {
  if (value.toLowerCase() === 'off') return null;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error(`${name} must be an https:// URL (or off), got "${value}"`);
  }
  if (url.protocol !== 'https:' || !url.hostname || url.username || url.password)
    throw new Error(`${name} must be an https:// URL without credentials (or off), got "${value}"`);
  return value;
}

const LINK_ID = /^[a-z0-9][a-z0-9_-]{0,31}$/;

/** "id=url,id=url" (a URL may hold '=' but no ','); `off` = none. */
function linkList(name: string, value: string): Array<{ id: string; url: string }> {
  if (value.toLowerCase() === 'off') return [];
  const links: Array<{ id: string; url: string }> = [];
  for (const pair of value.split(',').map((s) => s.trim())) {
    if (!pair) continue;
    const at = pair.indexOf('=');
    const id = pair.slice(0, at).trim();
    if (at <= 0 || !LINK_ID.test(id))
      throw new Error(`${name} must be id=https-url pairs separated by commas (id: a-z, 0-9, _ or -)`);
    if (links.some((link) => link.id === id)) throw new Error(`${name} names "${id}" twice`);
    const url = httpsUrl(`${name}.${id}`, pair.slice(at + 1).trim());
    if (url === null) throw new Error(`${name}.${id} must be an https:// URL`);
    links.push({ id, url });
  }
  return links;
}

export function parseVipLinks(env: Env): VipLinks {
  const read = (name: keyof typeof VIP_LINK_DEFAULTS) => env[name]?.trim() || VIP_LINK_DEFAULTS[name];
  const url = (name: keyof typeof VIP_LINK_DEFAULTS) => httpsUrl(name, read(name));
  return {
    mirrors: { bot: url('VIP_MIRROR_BOT_URL'), web: url('VIP_MIRROR_WEB_URL') },
    subscribeUrl: url('VIP_SUBSCRIBE_URL'),
    communityUrl: url('VIP_COMMUNITY_URL'),
    accessHelpUrl: url('VIP_ACCESS_HELP_URL'),
    portals: linkList('VIP_PORTALS', read('VIP_PORTALS')),
    communities: linkList('VIP_COMMUNITIES', read('VIP_COMMUNITIES')),
  };
}

const LIMIT = /^\d{1,20}(\.\d{1,18})?$/;

/** GAME_LIMITS='{"USD":{"minBet":"0.10","maxBet":"500","maxPayout":"50000"}}'; unknown keys are refused. */
export function parseGameLimits(value: string | undefined): Config['gameLimits'] {
  return parseLimits('GAME_LIMITS', value);
}

function parseLimits(name: string, value: string | undefined): Config['gameLimits'] {
  if (!value) return {};
  let parsed: unknown;
  try {
    parsed = JSON.parse(value);
  } catch {
    throw new Error(`${name} must be JSON`);
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed))
    throw new Error(`${name} must be an object`);
  const limits: Config['gameLimits'] = {};
  for (const [currency, entry] of Object.entries(parsed)) {
    if (typeof entry !== 'object' || entry === null) throw new Error(`${name}.${currency} must be an object`);
    const result: Record<string, string> = {};
    for (const [key, amount] of Object.entries(entry)) {
      if (
        !['minBet', 'maxBet', 'maxPayout'].includes(key) ||
        typeof amount !== 'string' ||
        !LIMIT.test(amount)
      ) {
        throw new Error(`${name}.${currency}.${key} must be minBet, maxBet or maxPayout as a decimal string`);
      }
      result[key] = amount;
    }
    limits[currency.toUpperCase()] = result;
  }
  return limits;
}
