/**
 * The visual review set (`npm run screenshots [outDir]`): full-page screenshots of every route and dialog,
 * as a guest and as the demo player, at 390 and 1440 px, in every language, into
 * `<outDir>/<lang>/<width>/<name>.png` (default outDir: screenshots/), with an index.html contact sheet.
 *
 * It builds the web, starts the real server as the e2e suite does (e2e/start-server.ts: embedded
 * PostgreSQL, a throwaway DATA_DIR, the demo accounts, a free port), places a few bets so the histories
 * and the live strip are not empty, then takes the pictures with Debian's chromium (CHROMIUM_PATH).
 *
 * Every picture is also checked: the page must not be wider than the viewport (sideways overflow fails
 * the run, as does a page that fails to load), and text that looks untranslated (an i18n key, a
 * `namespace:key`, `{{placeholders}}`, on ru/uk an English string of the locale files or a run of English
 * words) is reported, without failing.
 *
 * Options: --lang=en,ru  --width=390  --only=<regexp on the picture name>  --no-build
 *          BASE_URL=http://127.0.0.1:3000 DATA_DIR=.data  (use a running server instead of starting one)
 */
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { type Browser, type BrowserContext, chromium, type Page } from '@playwright/test';
import { demoAccount } from './demo-accounts.ts';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '../../..');
const localesDir = path.join(root, 'apps/web/src/i18n/locales');

// ---------------------------------------------------------------------------------------------- options

const argv = process.argv.slice(2);
const option = (name: string): string | undefined =>
  argv.find((arg) => arg.startsWith(`--${name}=`))?.slice(name.length + 3);
const outDir = path.resolve(argv.find((arg) => !arg.startsWith('--')) ?? path.join(root, 'screenshots'));
const LANGS = (option('lang') ?? 'en,ru,uk').split(',') as Lang[];
const WIDTHS = (option('width') ?? '390,1440').split(',').map(Number);
const only = option('only') ? new RegExp(option('only') ?? '') : null;
const build = !argv.includes('--no-build') && !process.env.BASE_URL;
const executablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const HEIGHT: Record<number, number> = { 390: 844, 1440: 900 };
const PHONE_MAX = 767;
const debug = Boolean(process.env.SHOTS_DEBUG);

type Lang = 'en' | 'ru' | 'uk';
type Role = 'guest' | 'player';

// ------------------------------------------------------------------------------------------ translations

type Tree = { [key: string]: string | Tree };
const locales = new Map<string, Tree>();

function namespace(lang: string, ns: string): Tree {
  const key = `${lang}/${ns}`;
  let tree = locales.get(key);
  if (!tree) {
    tree = JSON.parse(readFileSync(path.join(localesDir, lang, `${ns}.json`), 'utf8')) as Tree;
    locales.set(key, tree);
  }
  return tree;
}

/** A translation of `ns:dotted.key`, as written in the locale file (placeholders left in). */
function tr(lang: Lang, id: string): string {
  const [ns, key] = id.split(':') as [string, string];
  let node: string | Tree | undefined = namespace(lang, ns);
  for (const part of key.split('.')) node = typeof node === 'object' ? node[part] : undefined;
  if (typeof node !== 'string') throw new Error(`no translation ${lang}:${id}`);
  return node;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The translation as a RegExp: `{{placeholders}}` match anything. */
function trPattern(lang: Lang, id: string): RegExp {
  const parts = tr(lang, id)
    .split(/\{\{[^}]+\}\}/)
    .map(escapeRegExp);
  return new RegExp(`^${parts.join('.*')}$`);
}

/** Every string of a language's locale files (to tell an English string left on a ru/uk page). */
function allStrings(lang: string): Set<string> {
  const out = new Set<string>();
  const walk = (node: string | Tree) => {
    if (typeof node === 'string') out.add(node.trim());
    else for (const value of Object.values(node)) walk(value);
  };
  for (const file of readdirSync(path.join(localesDir, lang))) {
    if (file.endsWith('.json')) walk(namespace(lang, file.slice(0, -5)));
  }
  return out;
}

// ---------------------------------------------------------------------------------------------- server

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

async function waitForHealth(base: string, server: ChildProcess | null, timeoutMs = 180_000) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (server && server.exitCode !== null) throw new Error(`the server exited with ${server.exitCode}`);
    const ok = await fetch(`${base}/api/health`)
      .then((response) => response.ok)
      .catch(() => false);
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`${base}/api/health did not answer in ${timeoutMs / 1000} s`);
}

async function stopServer(server: ChildProcess | null) {
  if (!server || server.exitCode !== null) return;
  const exited = new Promise((resolve) => server.once('exit', resolve));
  server.kill('SIGTERM');
  await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 25_000))]);
}

// ---------------------------------------------------------------------------------------------- the API

interface Catalog {
  games: Array<{ id: string; title: string }>;
  categories: string[];
  providers: string[];
  titles: string[];
}

async function api<T>(base: string, url: string, init: RequestInit & { token?: string } = {}): Promise<T> {
  const headers: Record<string, string> = { ...(init.headers as Record<string, string>) };
  if (init.body) headers['content-type'] = 'application/json';
  if (init.token) headers.authorization = `Bearer ${init.token}`;
  const response = await fetch(`${base}${url}`, { ...init, headers });
  if (!response.ok)
    throw new Error(`${init.method ?? 'GET'} ${url}: ${response.status} ${await response.text()}`);
  const text = await response.text();
  return (text ? JSON.parse(text) : null) as T;
}

async function catalog(base: string): Promise<Catalog> {
  type Items<T> = { items: T[] };
  type Listed = { id: string; title: string; source?: string; category: string };
  const games = await api<Items<Listed>>(base, '/api/v2/games?limit=100');
  const categories = await api<Items<{ value: string; title: string }>>(base, '/api/v2/games/categories');
  const providers = await api<Items<{ value: string; title: string }>>(base, '/api/v2/games/providers');
  // Every original, and one studio game per category: the studio games share a page per engine.
  const studio = new Map<string, Listed>();
  for (const game of games.items)
    if (game.source === 'aggregator' && !studio.has(game.category)) studio.set(game.category, game);
  return {
    games: [...games.items.filter((game) => game.source !== 'aggregator'), ...studio.values()],
    categories: categories.items.map((item) => item.value),
    providers: providers.items.map((item) => item.value).slice(0, 4),
    titles: [...games.items, ...categories.items, ...providers.items].map((item) => item.title),
  };
}

/** Signs the demo player in, places a few dice bets and marks two favourites, so nothing is empty. */
async function prepare(base: string, dataDir: string, games: string[]): Promise<string> {
  const { token } = await api<{ token: string }>(base, '/api/v1/auth/login', {
    method: 'POST',
    body: JSON.stringify(demoAccount('player', dataDir)),
  });
  for (let i = 0; i < 8; i++) {
    await api(base, '/api/v1/games/dice/bets', {
      method: 'POST',
      token,
      headers: { 'idempotency-key': `screenshots-${Date.now()}-${i}-${Math.random().toString(36).slice(2)}` },
      body: JSON.stringify({ amount: '1.00', params: { target: 50.5, condition: i % 2 ? 'over' : 'under' } }),
    });
  }
  for (const game of games.slice(0, 2)) {
    await api(base, `/api/v2/games/${game}/favorite`, { method: 'PUT', token });
  }
  return token;
}

// ------------------------------------------------------------------------------------------------ shots

interface Shot {
  name: string;
  /** Path under /{lang}. */
  url: string;
  /** Only at phone or only at desktop widths (the control exists at one of them). */
  at?: 'phone' | 'desktop';
  /** What to do after the page has loaded (open a dialog, place a bet). */
  act?: (page: Page, lang: Lang) => Promise<void>;
}

const clickButton = async (page: Page, name: string | RegExp) => {
  await page
    .getByRole('button', { name, exact: typeof name === 'string' })
    .filter({ visible: true })
    .first()
    .click();
};

const expectDialog = async (page: Page) => {
  await page
    .getByRole('dialog')
    .filter({ visible: true })
    .first()
    .waitFor({ state: 'visible', timeout: 10_000 });
};

/** Presses a game's main button and waits for the bet's answer and its animation. */
const bet = (label: string) => async (page: Page, lang: Lang) => {
  await Promise.all([
    page.waitForResponse(
      (response) => /\/bets|\/round/.test(response.url()) && response.request().method() === 'POST',
      { timeout: 15_000 },
    ),
    clickButton(page, tr(lang, label)),
  ]);
  await page.waitForTimeout(1500);
};

/**
 * Mines: a round with one tile opened. The demo player is shared by every job, so a round an earlier
 * job left open is finished first (cash out, or open tiles until it ends).
 */
async function minesRound(page: Page, lang: Lang) {
  const button = (id: string) =>
    page
      .getByRole('button', { name: new RegExp(`^${escapeRegExp(tr(lang, id))}`) })
      .filter({ visible: true });
  for (let i = 0; i < 25 && !(await button('mines:bet').count()); i++) {
    const cashOut = button('mines:cashout').first();
    if ((await cashOut.count()) && (await cashOut.isEnabled())) await cashOut.click();
    else await button('mines:random').first().click();
    await page.waitForTimeout(700);
  }
  await bet('mines:bet')(page, lang);
  await Promise.all([
    page.waitForResponse((response) => response.url().includes('/reveal'), { timeout: 15_000 }),
    button('mines:random').first().click(),
  ]);
  await page.waitForTimeout(1000);
}

const signIn = (mode: 'signIn' | 'register') => async (page: Page, lang: Lang) => {
  await page
    .getByRole('banner')
    .getByRole('button', { name: tr(lang, `shell:header.${mode}`), exact: true })
    .click();
  await expectDialog(page);
};

function guestShots(c: Catalog): Shot[] {
  return [
    { name: 'home', url: '' },
    { name: 'game-dice', url: '/games/dice' },
    { name: 'profile', url: '/profile' },
    { name: 'bonuses', url: '/bonuses' },
    { name: 'drawer-bonus', url: '?bonus10', act: expectDialog },
    // Tiles without the heart: the labels' own place.
    { name: `category-${c.categories.at(-1)}`, url: `/categories/${c.categories.at(-1)}/games` },
    { name: 'dialog-sign-in', url: '', act: signIn('signIn') },
    { name: 'dialog-register', url: '', act: signIn('register') },
    {
      name: 'dialog-register-error',
      url: '',
      act: async (page, lang) => {
        await signIn('register')(page, lang);
        const dialog = page.getByRole('dialog');
        await dialog.getByRole('textbox', { name: tr(lang, 'auth:field.email') }).fill('not-an-email');
        await dialog.getByLabel(tr(lang, 'auth:field.password'), { exact: true }).fill('short');
        await dialog.getByRole('button', { name: tr(lang, 'auth:submitRegister') }).click();
        await page.waitForTimeout(400);
      },
    },
    {
      name: 'dialog-wheel',
      url: '',
      act: async (page, lang) => {
        await clickButton(page, tr(lang, 'wheel:teaser.spin'));
        await expectDialog(page);
      },
    },
    {
      name: 'dialog-wheel-won',
      url: '',
      act: async (page, lang) => {
        await clickButton(page, tr(lang, 'wheel:teaser.spin'));
        await expectDialog(page);
        await clickButton(page, tr(lang, 'wheel:spin'));
        await page.getByText(trPattern(lang, 'wheel:invite.title')).waitFor({ timeout: 15_000 });
        await page.waitForTimeout(500);
      },
    },
    { name: 'menu', url: '', at: 'phone', act: openMenu },
    { name: 'dialog-search', url: '', act: openSearch('') },
    { name: 'dialog-support', url: '', act: openSupport },
    {
      name: 'welcome-toast',
      url: '',
      act: async (page, lang) => {
        await signIn('register')(page, lang);
        const dialog = page.getByRole('dialog');
        const email = `shots-${Date.now()}-${Math.random().toString(36).slice(2, 7)}@example.com`;
        await dialog.getByRole('textbox', { name: tr(lang, 'auth:field.email') }).fill(email);
        await dialog
          .getByLabel(tr(lang, 'auth:field.password'), { exact: true })
          .fill('screenshots-password-1');
        await dialog.getByRole('button', { name: tr(lang, 'auth:submitRegister') }).click();
        await page.getByText(tr(lang, 'auth:welcomeNew')).waitFor({ timeout: 15_000 });
        await page.waitForTimeout(400);
      },
    },
  ];
}

async function openMenu(page: Page, lang: Lang) {
  await page
    .getByRole('navigation', { name: tr(lang, 'shell:bottomBar.label') })
    .getByRole('button', { name: tr(lang, 'shell:bottomBar.menu') })
    .click();
  await expectDialog(page);
}

function openSearch(query: string) {
  return async (page: Page, lang: Lang) => {
    await clickButton(page, tr(lang, 'lobby:search.open'));
    await expectDialog(page);
    if (query) {
      await page.getByRole('dialog').getByRole('combobox').fill(query);
      await page.waitForTimeout(1000);
    }
  };
}

async function openSupport(page: Page, lang: Lang) {
  await clickButton(page, tr(lang, 'support:buttonLabel'));
  await expectDialog(page);
}

/** The games the player bets on (game-{id}-after-bet). */
const PLAYED = ['dice', 'limbo', 'plinko', 'mines', 'neon-fruits'];

function playerShots(c: Catalog): Shot[] {
  const verify = new URLSearchParams({
    game: 'plinko',
    serverSeed: 'abc',
    clientSeed: 'def',
    nonce: '3',
    params: JSON.stringify({ rows: 12, risk: 'high' }),
  });
  return [
    { name: 'home', url: '' },
    // Every game; those played below are pictured after their bet only.
    ...c.games
      .filter((game) => !PLAYED.includes(game.id))
      .map((game) => ({ name: `game-${game.id}`, url: `/games/${game.id}` })),
    { name: 'favorites', url: '/games/favorites' },
    ...c.categories.map((value) => ({ name: `category-${value}`, url: `/categories/${value}/games` })),
    ...c.providers.map((value) => ({ name: `provider-${value}`, url: `/providers/${value}/games` })),
    { name: 'category-unknown', url: '/categories/no-such-category/games' },
    { name: 'game-unknown', url: '/games/no-such-game' },
    { name: 'profile', url: '/profile' },
    { name: 'fairness', url: '/fairness' },
    { name: 'fairness-verify', url: `/fairness?${verify}` },
    { name: 'policy-terms', url: '/policies/terms' },
    { name: 'policy-privacy', url: '/policies/privacy' },
    { name: 'policy-responsible-gaming', url: '/policies/responsible-gaming' },
    { name: 'policy-aml-kyc', url: '/policies/aml-kyc' },
    { name: 'sportsbook', url: '/sportsbook' },
    { name: 'sportsbook-soccer', url: '/sportsbook/soccer' },
    { name: 'tournaments', url: '/tournaments' },
    { name: 'tournament', url: '/tournaments/2' },
    { name: 'bonuses', url: '/bonuses' },
    { name: 'bonus-games', url: '/bonuses/1/games' },
    { name: 'drawer-bonus', url: '?bonus10', act: expectDialog },
    { name: 'not-found', url: '/no-such-page' },
    { name: 'wallet-deposit', url: '?wallet=deposit', act: expectDialog },
    { name: 'wallet-withdraw', url: '?wallet=withdraw', act: expectDialog },
    { name: 'wallet-history', url: '?wallet=history', act: expectDialog },
    {
      name: 'wallet-crypto-deposit-ton',
      url: '?wallet=crypto-deposit&wallet.currency=TON',
      act: expectDialog,
    },
    {
      name: 'wallet-crypto-deposit-usdt',
      url: '?wallet=crypto-deposit&wallet.currency=USDTTRC20',
      act: expectDialog,
    },
    {
      name: 'wallet-crypto-withdraw-ton',
      url: '?wallet=crypto-withdraw&wallet.currency=TON',
      act: expectDialog,
    },
    { name: 'dialog-search', url: '', act: openSearch('') },
    { name: 'dialog-search-results', url: '', act: openSearch('neo') },
    { name: 'dialog-support', url: '', act: openSupport },
    {
      name: 'dialog-partners',
      url: '',
      act: async (page, lang) => {
        await clickButton(page, tr(lang, 'partners:link'));
        await expectDialog(page);
      },
    },
    {
      name: 'dialog-wheel',
      url: '',
      act: async (page, lang) => {
        await clickButton(page, tr(lang, 'wheel:teaser.spin'));
        await expectDialog(page);
      },
    },
    { name: 'menu', url: '', at: 'phone', act: openMenu },
    {
      name: 'popover-balance',
      url: '',
      act: async (page, lang) => {
        await clickButton(page, trPattern(lang, 'shell:balance.button'));
        await expectDialog(page);
      },
    },
    {
      name: 'popover-language',
      url: '',
      at: 'desktop',
      act: async (page, lang) => {
        await clickButton(page, trPattern(lang, 'shell:language.button'));
        await expectDialog(page);
      },
    },
    { name: 'game-dice-after-bet', url: '/games/dice', act: bet('games:bet') },
    { name: 'game-limbo-after-bet', url: '/games/limbo', act: bet('games:bet') },
    { name: 'game-plinko-after-bet', url: '/games/plinko', act: bet('games:bet') },
    { name: 'game-mines-after-bet', url: '/games/mines', act: minesRound },
    { name: 'game-neon-fruits-after-spin', url: '/games/neon-fruits', act: bet('slots:spin') },
  ];
}

// ---------------------------------------------------------------------------------------------- checks

interface PageFacts {
  scrollWidth: number;
  innerWidth: number;
  /** Elements reaching past the right edge (the first few). */
  wide: string[];
  /** Visible text nodes and the labels people or screen readers get (aria-label, title, placeholder, alt). */
  /** [text, where it was: the element, its test id, the labelled region around it]. */
  texts: Array<[string, string]>;
  routeError: boolean;
}

/** Runs in the page. */
function collectFacts(routeErrorTitles: string[]): PageFacts {
  const html = document.documentElement;
  const wide: string[] = [];
  for (const element of Array.from(document.querySelectorAll('body *'))) {
    const rect = element.getBoundingClientRect();
    if (
      rect.width > 0 &&
      rect.right > window.innerWidth + 1 &&
      rect.right >= html.scrollWidth - 1 &&
      wide.length < 4
    )
      wide.push(
        `${element.tagName.toLowerCase()}.${String(element.getAttribute('class') ?? '').slice(0, 70)} right=${Math.round(rect.right)}`,
      );
  }
  const texts = new Map<string, string>();
  const where = (element: Element, attribute?: string) => {
    const testId = element.closest('[data-testid]')?.getAttribute('data-testid');
    const labelled = element.parentElement?.closest('[aria-label],[aria-labelledby]');
    const labelledBy = labelled?.getAttribute('aria-labelledby');
    const region =
      labelled?.getAttribute('aria-label') ??
      (labelledBy ? document.getElementById(labelledBy)?.textContent?.trim() : undefined);
    return `${element.tagName.toLowerCase()}${attribute ? `@${attribute}` : ''}${testId ? `[${testId}]` : ''}${region ? ` in "${region.slice(0, 40)}"` : ''}`;
  };
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const text = (node.textContent ?? '').replace(/\s+/g, ' ').trim();
    const parent = node.parentElement;
    if (!text || !parent || /^(SCRIPT|STYLE|NOSCRIPT|TEMPLATE)$/.test(parent.tagName)) continue;
    if (
      !parent.checkVisibility({ checkOpacity: true, checkVisibilityCSS: true }) &&
      !parent.closest('.sr-only')
    )
      continue;
    // Code (a formula, an address) is the same in every language.
    if (parent.closest('code, pre, kbd')) continue;
    if (!texts.has(text)) texts.set(text, where(parent));
  }
  for (const element of Array.from(
    document.querySelectorAll('[aria-label],[title],[placeholder],img[alt]'),
  )) {
    for (const attribute of ['aria-label', 'title', 'placeholder', 'alt']) {
      const value = element.getAttribute(attribute)?.trim();
      if (value && !texts.has(value)) texts.set(value, where(element, attribute));
    }
  }
  const headings = Array.from(document.querySelectorAll('h1')).map((h) => h.textContent?.trim() ?? '');
  return {
    scrollWidth: html.scrollWidth,
    innerWidth: window.innerWidth,
    wide,
    texts: [...texts],
    routeError: headings.some((heading) => routeErrorTitles.includes(heading)),
  };
}

/** Words that are the same in every language: brands, games, currencies, partners, units. */
function allowedEnglish(c: Catalog): RegExp {
  const names = [
    ...c.titles,
    ...c.games.map((game) => game.id),
    'Casino',
    'Telegram Mini Apps',
    'Telegram',
    'TON Connect',
    'TON',
    'Tonkeeper',
    'MyTonWallet',
    'Tonhub',
    'Crypto Pay',
    'CryptoBot',
    'Crypto Bot',
    'xRocket',
    'Visa',
    'Mastercard',
    'Bitcoin',
    'Tether',
    'Toncoin',
    'Notcoin',
    'Dogs',
    'Ethereum',
    'Litecoin',
    'TRON',
    'Web Push',
    'The Open Network',
    'Google',
    'Apple',
    'Provably Fair',
    'HMAC-SHA256',
    'SHA-256',
    'E-mail',
    'e-mail',
    'API',
    'VIP',
    'RTP',
    'FS',
    'QR',
    'Jetton',
    'GamCare',
    'BeGambleAware',
    'Gambling Therapy',
    'Gamblers Anonymous',
  ];
  const escaped = names
    .sort((a, b) => b.length - a.length)
    .map((name) => name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  return new RegExp(`\\b(?:${escaped.join('|')})\\b`, 'g');
}

interface Finding {
  kind: 'overflow' | 'load' | 'key' | 'english' | 'placeholder' | 'error';
  shot: string;
  detail: string;
  /** For text: the element it was found in. */
  where?: string;
}

function textFindings(
  lang: Lang,
  texts: Array<[string, string]>,
  shot: string,
  allowed: RegExp,
  english: Set<string>,
  own: Set<string>,
) {
  const out: Finding[] = [];
  for (const [text, where] of texts) {
    const finding = (kind: Finding['kind']) => out.push({ kind, shot, detail: text, where });
    if (
      /^[a-z][a-zA-Z0-9]*(\.[a-zA-Z0-9_-]+)+$/.test(text) &&
      !/\.(com|local|org|net|io|ru|ua|ton|svg|png|md|json)$/.test(text)
    )
      finding('key');
    else if (/\b[a-z][a-zA-Z-]*:[a-z][a-zA-Z0-9_]*(\.[a-zA-Z0-9_]+)+\b/.test(text) && !/https?:/.test(text))
      finding('key');
    if (/\{\{\s*\w+\s*\}\}/.test(text)) finding('placeholder');
    if (lang === 'en') continue;
    // Names only (a game, a brand, a currency): the same in every language.
    if (!text.replace(allowed, '').replace(/[\s\W\d_]+/g, '')) continue;
    // An id from the address (a category slug the page did not know).
    if (/^[a-z0-9]+(-[a-z0-9]+)+$/.test(text)) continue;
    // An English string of the locale files that is not also this language's own (VIP, RTP, a brand).
    if (english.has(text) && !own.has(text) && /[a-z]{2}/i.test(text)) {
      finding('english');
      continue;
    }
    // Else a run of English words: three in a row, or two in a text with no Cyrillic at all.
    const stripped = text
      .replace(allowed, ' ')
      .replace(/https?:\S+|\S+@\S+|\b[\w-]+(?:\.[\w-]+)+\b|\b[A-Z0-9]{2,}\b/g, ' ');
    const runs = stripped.match(/[A-Za-z][a-z’']+(?:[ ,.:;!?-]+[A-Za-z][a-z’']+)+/g) ?? [];
    const cyrillic = /[\u0400-\u04ff]/.test(text);
    const words = (run: string) => run.split(/[ ,.:;!?-]+/).filter(Boolean).length;
    if (runs.some((run) => words(run) >= 3 || (words(run) >= 2 && !cyrillic))) finding('english');
  }
  return out;
}

// ---------------------------------------------------------------------------------------------- running

interface Job {
  lang: Lang;
  width: number;
  role: Role;
}

interface Taken {
  lang: Lang;
  width: number;
  role: Role;
  name: string;
  file: string;
}

/**
 * The picture: a page whole (the viewport stretched to the page's height first, so the fixed header and
 * bottom bar sit where they belong rather than across the middle of a full-page capture); a dialog as the
 * player sees it, the viewport stretched by what its scroll boxes hide, so all of its content shows.
 */
async function capture(page: Page, file: string, dialog: boolean) {
  const viewport = page.viewportSize() ?? { width: 390, height: 844 };
  /** A page: its height. A dialog: how much its scroll boxes hide. */
  const measure = () =>
    page.evaluate((dialog) => {
      if (!dialog) return document.documentElement.scrollHeight;
      let hidden = 0;
      for (const box of Array.from(document.querySelectorAll('[role="dialog"], [role="dialog"] *'))) {
        if (/auto|scroll/.test(getComputedStyle(box).overflowY))
          hidden = Math.max(hidden, box.scrollHeight - box.clientHeight);
      }
      return hidden;
    }, dialog);
  const resize = async (height: number) => {
    await page.setViewportSize({ width: viewport.width, height });
    await page.waitForTimeout(200);
  };
  let height = viewport.height;
  if (!dialog) {
    const wanted = Math.min(await measure(), 8000);
    if (wanted > height + 1) {
      height = wanted;
      await resize(height);
    }
  } else {
    let hidden = await measure();
    for (let round = 0; round < 3 && hidden > 1; round++) {
      const next = Math.min(height + hidden, 8000);
      await resize(next);
      const after = await measure();
      // A dialog with a fixed maximum height does not grow with the window: picture it as it is.
      if (after >= hidden - 1) {
        await resize(height);
        break;
      }
      height = next;
      hidden = after;
    }
  }
  await page.screenshot({ path: file, fullPage: !dialog, animations: 'disabled', caret: 'hide' });
  if (page.viewportSize()?.height !== viewport.height) await page.setViewportSize(viewport);
}

/**
 * Requests in flight per page (socket.io's long polls aside, which never settle): a page is quiet when
 * none has been running for a moment. Playwright's networkidle waits 500 ms, twice per dialog picture.
 */
const inflight = new WeakMap<Page, { count: number; changed: number; recent: string[] }>();

function trackRequests(page: Page) {
  const state = { count: 0, changed: Date.now(), recent: [] as string[] };
  inflight.set(page, state);
  const counts = (url: string) => !url.includes('/socket.io/') && !url.startsWith('data:');
  const change = (delta: number) => (url: string) => {
    if (!counts(url)) return;
    state.count = Math.max(0, state.count + delta);
    state.changed = Date.now();
  };
  const started = (url: string) => {
    change(1)(url);
    if (debug && counts(url))
      state.recent = [...state.recent.slice(-5), url.replace(/^https?:\/\/[^/]+/, '')];
  };
  const ended = change(-1);
  page.on('request', (request) => started(request.url()));
  page.on('requestfinished', (request) => ended(request.url()));
  page.on('requestfailed', (request) => ended(request.url()));
}

async function settle(page: Page, quietMs = 250, maxMs = 8000) {
  const state = inflight.get(page);
  const begun = Date.now();
  const until = begun + maxMs;
  while (state && Date.now() < until && (state.count > 0 || Date.now() - state.changed < quietMs)) {
    await page.waitForTimeout(50);
  }
  if (debug && state && Date.now() - begun > 1500)
    console.log(`  settle ${Date.now() - begun} ms, in flight ${state.count}: ${state.recent.join(' ')}`);
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  await page.waitForTimeout(150);
}

async function runJob(
  browser: Browser,
  base: string,
  job: Job,
  shots: Shot[],
  token: string,
  context: {
    allowed: RegExp;
    english: Set<string>;
    own: Record<Lang, Set<string>>;
    routeErrorTitles: string[];
  },
  results: { taken: Taken[]; findings: Finding[] },
) {
  const phone = job.width <= PHONE_MAX;
  const browserContext: BrowserContext = await browser.newContext({
    viewport: { width: job.width, height: HEIGHT[job.width] ?? 900 },
    isMobile: phone,
    hasTouch: phone,
    deviceScaleFactor: 1,
    locale: job.lang === 'uk' ? 'uk-UA' : job.lang === 'ru' ? 'ru-RU' : 'en-US',
    reducedMotion: 'reduce',
  });
  // tsx (esbuild, keepNames) wraps named functions in __name(); collectFacts runs in the page, without it.
  await browserContext.addInitScript({ content: 'window.__name = (fn) => fn;' });
  if (job.role === 'player')
    await browserContext.addInitScript((t) => {
      if (location.protocol.startsWith('http')) localStorage.setItem('casino.token', t);
    }, token);
  const page = await browserContext.newPage();
  trackRequests(page);
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(`page error: ${error.message}`));
  page.on('response', (response) => {
    if (response.status() >= 500)
      errors.push(`${response.status()} ${response.request().method()} ${response.url()}`);
  });
  const dir = path.join(outDir, job.lang, String(job.width));
  mkdirSync(dir, { recursive: true });

  for (const shot of shots) {
    if (shot.at === 'phone' && !phone) continue;
    if (shot.at === 'desktop' && phone) continue;
    const name = job.role === 'guest' ? `guest-${shot.name}` : shot.name;
    if (only && !only.test(name)) continue;
    const id = `${job.lang}/${job.width}/${name}`;
    errors.length = 0;
    const begun = Date.now();
    try {
      // A full load for every picture (goto never navigates in place): no dialog leaks into the next.
      await page.goto(`${base}/${job.lang}${shot.url}`, { waitUntil: 'domcontentloaded', timeout: 30_000 });
      await page.locator('main#main').waitFor({ state: 'visible', timeout: 20_000 });
      const phases: Array<[string, number]> = [['load', Date.now()]];
      await settle(page);
      phases.push(['settle', Date.now()]);
      if (shot.act) {
        await shot.act(page, job.lang);
        await settle(page);
        phases.push(['act', Date.now()]);
      }
      const facts = await page.evaluate(collectFacts, context.routeErrorTitles);
      phases.push(['check', Date.now()]);
      const file = path.join(dir, `${name}.png`);
      await capture(page, file, /^(dialog|wallet|popover|menu)/.test(shot.name));
      phases.push(['capture', Date.now()]);
      const timing = phases
        .map(([phase, at], i) => `${phase} ${at - (i ? (phases[i - 1]?.[1] ?? begun) : begun)}`)
        .join(', ');
      results.taken.push({ lang: job.lang, width: job.width, role: job.role, name, file });
      if (facts.scrollWidth > facts.innerWidth)
        results.findings.push({
          kind: 'overflow',
          shot: id,
          detail: `scrollWidth ${facts.scrollWidth} > innerWidth ${facts.innerWidth}: ${facts.wide.join('; ')}`,
        });
      if (facts.routeError) results.findings.push({ kind: 'load', shot: id, detail: 'the route error page' });
      for (const error of errors) results.findings.push({ kind: 'error', shot: id, detail: error });
      results.findings.push(
        ...textFindings(job.lang, facts.texts, id, context.allowed, context.english, context.own[job.lang]),
      );
      process.stdout.write(debug ? `${id} ${Date.now() - begun} ms (${timing})\n` : '.');
    } catch (error) {
      results.findings.push({ kind: 'load', shot: id, detail: String(error).split('\n')[0] ?? '' });
      await page
        .screenshot({ path: path.join(dir, `${name}.failed.png`), fullPage: true })
        .catch(() => undefined);
      process.stdout.write('x');
    }
  }
  await browserContext.close();
}

/** Runs the jobs two at a time (the machine, the server and the browser share two cores). */
async function pool<T>(items: T[], size: number, run: (item: T) => Promise<void>) {
  const queue = [...items];
  await Promise.all(
    Array.from({ length: size }, async () => {
      for (let item = queue.shift(); item; item = queue.shift()) await run(item);
    }),
  );
}

function contactSheet(taken: Taken[], findings: Finding[]): string {
  const esc = (text: string) =>
    text.replace(/[&<>"]/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[ch] ?? ch);
  const byShot = new Map<string, Finding[]>();
  for (const finding of findings) byShot.set(finding.shot, [...(byShot.get(finding.shot) ?? []), finding]);
  const sections: string[] = [];
  for (const lang of LANGS) {
    for (const width of WIDTHS) {
      const items = taken
        .filter((shot) => shot.lang === lang && shot.width === width)
        .sort((a, b) => a.name.localeCompare(b.name));
      if (!items.length) continue;
      const cards = items
        .map((shot) => {
          const rel = path.relative(outDir, shot.file).split(path.sep).join('/');
          const notes = (byShot.get(`${lang}/${width}/${shot.name}`) ?? [])
            .map(
              (finding) =>
                `<li class="${finding.kind}">${finding.kind}: ${esc(finding.detail)}${finding.where ? ` <i>(${esc(finding.where)})</i>` : ''}</li>`,
            )
            .join('');
          return `<figure><a href="${rel}"><img loading="lazy" src="${rel}" alt=""></a><figcaption>${esc(shot.name)}</figcaption>${notes ? `<ul>${notes}</ul>` : ''}</figure>`;
        })
        .join('\n');
      sections.push(
        `<h2 id="${lang}-${width}">${lang} · ${width} px (${items.length})</h2>\n<div class="grid w${width}">${cards}</div>`,
      );
    }
  }
  const nav = LANGS.flatMap((lang) =>
    WIDTHS.map((width) => `<a href="#${lang}-${width}">${lang} ${width}</a>`),
  ).join(' · ');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Screenshots</title><style>
body{font:14px system-ui,sans-serif;background:#111;color:#eee;margin:16px}a{color:#9cf}
.grid{display:grid;gap:12px;grid-template-columns:repeat(auto-fill,minmax(200px,1fr))}.grid.w1440{grid-template-columns:repeat(auto-fill,minmax(360px,1fr))}
figure{margin:0;background:#222;padding:6px;border-radius:6px}img{width:100%;max-height:520px;object-fit:cover;object-position:top;display:block}
figcaption{margin-top:4px;font-weight:600}ul{margin:4px 0 0;padding-left:16px;font-size:12px}.overflow,.load,.error{color:#f77}.key,.english,.placeholder{color:#fc6}
</style></head><body><h1>Screenshots (${taken.length})</h1><p>${nav}</p>${sections.join('\n')}</body></html>\n`;
}

async function main() {
  const started = Date.now();
  if (build) {
    console.log('Building the web…');
    const result = spawnSync('npm', ['run', 'build', '-w', 'apps/web'], { cwd: root, stdio: 'inherit' });
    if (result.status !== 0) process.exit(result.status ?? 1);
  }

  let server: ChildProcess | null = null;
  let base = process.env.BASE_URL ?? '';
  let dataDir = process.env.DATA_DIR ?? path.join(root, '.data');
  if (!base) {
    const port = await freePort();
    dataDir = mkdtempSync(path.join(os.tmpdir(), 'casino-shots-'));
    base = `http://127.0.0.1:${port}`;
    console.log(`Starting the server on ${base}…`);
    server = spawn(path.join(root, 'node_modules/.bin/tsx'), [path.join(here, 'start-server.ts')], {
      cwd: root,
      env: {
        ...process.env,
        E2E_PORT: String(port),
        E2E_DATA_DIR: dataDir,
        // A busy casino (live bets from simulated players), where the server supports it.
        SIMULATED_PLAYERS: process.env.SIMULATED_PLAYERS ?? 'on',
        LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
      },
      stdio: ['ignore', 'inherit', 'inherit'],
    });
  }
  const stop = (code: number) => () => {
    void stopServer(server).then(() => process.exit(code));
  };
  process.on('SIGINT', stop(130));
  process.on('SIGTERM', stop(143));
  process.on('unhandledRejection', (error) => {
    console.error(error);
    stop(1)();
  });
  // Whatever ends this process ends the server too (start-server removes its data folder).
  process.on('exit', () => {
    if (server && server.exitCode === null) server.kill('SIGTERM');
  });

  const results: { taken: Taken[]; findings: Finding[] } = { taken: [], findings: [] };
  let browser: Browser | null = null;
  try {
    await waitForHealth(base, server);
    const c = await catalog(base);
    const token = await prepare(base, dataDir, ['dice', 'plinko']);
    // Only what an earlier run wrote: the folder may be one the user keeps other things in.
    for (const lang of ['en', 'ru', 'uk']) rmSync(path.join(outDir, lang), { recursive: true, force: true });
    mkdirSync(outDir, { recursive: true });
    browser = await chromium.launch({ executablePath });
    const english = allStrings('en');
    const own = { en: english, ru: allStrings('ru'), uk: allStrings('uk') };
    const context = {
      allowed: allowedEnglish(c),
      english,
      own,
      routeErrorTitles: LANGS.map((lang) => tr(lang, 'common:routeError.title')),
    };
    const jobs: Job[] = LANGS.flatMap((lang) =>
      WIDTHS.flatMap((width) => (['player', 'guest'] as const).map((role) => ({ lang, width, role }))),
    );
    const shots = { guest: guestShots(c), player: playerShots(c) };
    console.log(`Taking screenshots into ${outDir}`);
    const ready = browser;
    await pool(jobs, 2, (job) => runJob(ready, base, job, shots[job.role], token, context, results));
    process.stdout.write('\n');
  } finally {
    await browser?.close();
    await stopServer(server);
  }

  writeFileSync(path.join(outDir, 'index.html'), contactSheet(results.taken, results.findings));
  writeFileSync(path.join(outDir, 'findings.json'), `${JSON.stringify(results.findings, null, 2)}\n`);
  report(results.findings);
  const failures = results.findings.filter(
    (finding) => finding.kind === 'overflow' || finding.kind === 'load',
  );
  console.log(
    `\n${results.taken.length} screenshots in ${outDir} (index.html) in ${Math.round((Date.now() - started) / 1000)} s; ` +
      `${failures.length} failure(s), ${results.findings.length - failures.length} note(s).`,
  );
  process.exit(failures.length ? 1 : 0);
}

/** The findings grouped: one line per distinct problem, with where it was seen. */
function report(findings: Finding[]) {
  const kinds: Finding['kind'][] = ['load', 'overflow', 'error', 'key', 'placeholder', 'english'];
  for (const kind of kinds) {
    const ofKind = findings.filter((finding) => finding.kind === kind);
    if (!ofKind.length) continue;
    const groups = new Map<string, string[]>();
    for (const finding of ofKind) {
      const key =
        kind === 'overflow' || kind === 'load' || kind === 'error'
          ? `${finding.shot}: ${finding.detail}`
          : `"${finding.detail.slice(0, 200)}" in ${finding.where}`;
      groups.set(key, [...(groups.get(key) ?? []), finding.shot]);
    }
    console.log(`\n== ${kind} (${groups.size})`);
    for (const [detail, shots] of groups) {
      const seen =
        kind === 'overflow' || kind === 'load' || kind === 'error'
          ? ''
          : `  [${shots.length}×, e.g. ${shots[0]}]`;
      console.log(`  ${detail.slice(0, 300)}${seen}`);
    }
  }
}

await main();
