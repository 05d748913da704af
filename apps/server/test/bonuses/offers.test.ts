import type { BonusListResponse, BonusView } from '@casino/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SimulatedChain } from '../../src/modules/cashier/index.ts';
import { auditLedger } from '../../src/modules/wallet/index.ts';
import { createTestApp, fundedPlayer, type TestApp } from '../app.ts';
import { expectError } from '../auth/helpers.ts';
import { depositAddress } from '../cashier/helpers.ts';

let t: TestApp;
let chain: SimulatedChain;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMITS: 'off', SIMULATED_CHAIN: 'on' });
  if (!t.cryptoDeposits.chain) throw new Error('no simulated chain');
  chain = t.cryptoDeposits.chain;
});
afterAll(async () => {
  expect(await auditLedger(t.db.database.pool)).toEqual([]);
  await t.close();
});

const newPlayer = () => fundedPlayer(t, 0n, { currency: 'USD' });
type Session = Awaited<ReturnType<typeof newPlayer>>;
const pool = () => t.db.database.pool;

async function list(s?: Session): Promise<BonusListResponse> {
  const response = await t.app.inject({ url: '/api/v2/bonuses?is_pagination=false', headers: s?.auth ?? {} });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as BonusListResponse;
}
const bySlugTitle = (items: BonusView[], start: string) => items.find((b) => b.title.startsWith(start));
const bonusIdOf = async (slug: string) =>
  (await pool().query<{ id: string }>('SELECT id FROM bonuses WHERE slug = $1', [slug])).rows[0]
    ?.id as string;

/** A deposit of `dollars` USDT (1:1 with USD) through the simulated chain; its chain id for replays. */
async function depositUsdt(s: Session, dollars: number, chainTxId?: string) {
  const { address } = await depositAddress(t, s, 'USDTTRC20');
  const sent = await chain.send({
    currency: 'USDTTRC20',
    address,
    amount: BigInt(dollars) * 1_000_000n,
    ...(chainTxId ? { chainTxId } : {}),
  });
  expect(sent.outcome).toMatchObject({ result: chainTxId ? 'replayed' : 'credited' });
  return sent.chainTxId;
}

const playerBonuses = async (s: Session) =>
  (
    await pool().query<{
      bonus_id: string | null;
      amount: string;
      status: string;
      freespins_left: number;
      max_win: string | null;
    }>(
      'SELECT bonus_id, amount, status, freespins_left, max_win FROM player_bonuses WHERE user_id = $1 ORDER BY id',
      [s.player.id.toString()],
    )
  ).rows;

const activate = (s: Session, code: string) =>
  t.app.inject({ method: 'POST', url: '/api/v1/promo-codes/activate', headers: s.auth, payload: { code } });

describe('bonus list', () => {
  it('shows a guest the welcome steps as a new player and hides promo and personal bonuses', async () => {
    const { items, settings } = await list();
    expect(settings).toEqual({
      isWelcomeEnabledFiat: true,
      isWelcomeEnabledCrypto: true,
      preferredFiat: { id: null, isEnabled: false },
      preferredCrypto: { id: null, isEnabled: false },
    });
    const steps = items.filter((b) => b.welcomeStep !== null);
    expect(steps.map((b) => [b.welcomeStep, b.status])).toEqual([
      [1, 'available'],
      [2, 'disabled'],
      [3, 'disabled'],
      [4, 'disabled'],
      [4, 'disabled'],
      [4, 'disabled'],
    ]);
    expect(items.find((b) => b.welcomeStep === 1)).toMatchObject({
      isFirst: true,
      isCurrent: true,
      isClaimed: false,
    });
    expect(items.some((b) => b.isPersonal || b.conditions.type.startsWith('promo'))).toBe(false);
    const everyday = bySlugTitle(items, 'Everyday');
    expect(everyday).toMatchObject({
      status: 'disabled',
      conditions: { amountMultiplier: 0.05, minDepositNumber: 5 },
    });
  });

  it('states every condition in the player language and currency', async () => {
    const s = await fundedPlayer(t, 0n, { currency: 'EUR' });
    await pool().query(`UPDATE users SET language = 'ru' WHERE id = $1`, [s.player.id.toString()]);
    const first = (await list(s)).items.find((b) => b.welcomeStep === 1);
    expect(first?.title).toMatch(/^1-й депозит/);
    // $10 at 1.08 USD per EUR is €9.25 (rounded down); $500 is €462.96.
    expect(first?.conditions).toMatchObject({
      type: 'deposit',
      minDeposit: { value: '9.25', currency: { code: 'EUR' } },
      maxDeposit: null,
      maxAmount: { value: '462.96' },
      amountMultiplier: 1,
      freespinsCount: 50,
      freespinsAmount: { value: '0.18' },
      wager: 35,
      wagerFreespins: 30,
      wagerMaxBet: { value: '4.62' },
      maxAmountMultiplier: 10,
      deadlineHours: 168,
    });
    expect(first?.conditions.gamesWagers).toContainEqual({
      id: 'dice',
      title: expect.any(String),
      percent: 10,
    });
  });
});

describe('welcome steps by deposit', () => {
  it('a first deposit in range claims step 1 once: 100% plus free spins, with its wagering', async () => {
    const s = await newPlayer();
    const chainTxId = await depositUsdt(s, 30);
    const [claimed] = await playerBonuses(s);
    expect(claimed).toMatchObject({
      bonus_id: await bonusIdOf('welcome-1'),
      amount: '3000',
      status: 'active',
      freespins_left: 50,
      max_win: '30000',
    });
    const { items } = await list(s);
    const step1 = items.find((b) => b.welcomeStep === 1);
    expect(step1).toMatchObject({ status: 'active', isClaimed: true, isCurrent: false });
    expect(step1?.progress).toMatchObject({
      amount: { value: '30.00' },
      wager: { current: '0.00', total: '1050.00' },
      freespinsLeft: 50,
    });
    // The second step is open but nothing is current while a bonus is in play.
    expect(items.find((b) => b.welcomeStep === 2)).toMatchObject({ status: 'available', isCurrent: false });
    expect(items[0]?.status).toBe('active');

    // The chain reports the same payment again: nothing more.
    await depositUsdt(s, 30, chainTxId);
    expect(await playerBonuses(s)).toHaveLength(1);
  });

  it('a deposit below the range claims nothing from the catalogue', async () => {
    const s = await newPlayer();
    await depositUsdt(s, 5);
    const rows = await playerBonuses(s);
    // Only the deposit currency's own bonus (10% of USDT).
    expect(rows).toEqual([expect.objectContaining({ bonus_id: null, amount: '50' })]);
    expect((await list(s)).items.find((b) => b.welcomeStep === 1)).toMatchObject({
      status: 'available',
      isClaimed: false,
    });
  });

  it('the 4th deposit claims the tier its amount falls in', async () => {
    const s = await newPlayer();
    // Steps 1 to 3 claimed and finished earlier; three deposits made.
    for (const slug of ['welcome-1', 'welcome-2', 'welcome-3']) {
      await pool().query(
        `INSERT INTO player_bonuses (user_id, source, bonus_id, title, currency, amount, wager_multiplier,
           wager_from_bet_id, status, created_at, expires_at)
         VALUES ($1, $2, $3, 'x', 'USD', 100, 1, 0, 'wagered', now() - interval '2 days', now() - interval '1 day')`,
        [s.player.id.toString(), `fixture:${slug}:${s.player.id}`, await bonusIdOf(slug)],
      );
    }
    await pool().query('UPDATE users SET deposit_count = 3 WHERE id = $1', [s.player.id.toString()]);
    const before = await list(s);
    expect(before.items.filter((b) => b.welcomeStep === 4).every((b) => b.isCurrent)).toBe(true);
    await depositUsdt(s, 150);
    const latest = (await playerBonuses(s)).at(-1);
    // Silver: 75% of $150 = $112.50 (cap $375) and 100 free spins.
    expect(latest).toMatchObject({
      bonus_id: await bonusIdOf('welcome-4-silver'),
      amount: '11250',
      freespins_left: 100,
    });
  });

  it('with 4 deposits the everyday bonus adds 5%, capped', async () => {
    const s = await newPlayer();
    await pool().query('UPDATE users SET deposit_count = 4 WHERE id = $1', [s.player.id.toString()]);
    // Steps unclaimed but the welcome offer is off for crypto: the player chose the everyday bonus.
    const everyday = await bonusIdOf('everyday');
    const saved = await t.app.inject({
      method: 'POST',
      url: '/api/v2/users/loyalty',
      headers: s.auth,
      payload: {
        isWelcomeEnabledFiat: true,
        isWelcomeEnabledCrypto: true,
        preferredFiat: { id: null, isEnabled: false },
        preferredCrypto: { id: everyday, isEnabled: true },
      },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ preferredCrypto: { id: everyday, isEnabled: true } });
    await depositUsdt(s, 40);
    expect((await playerBonuses(s)).at(-1)).toMatchObject({ bonus_id: everyday, amount: '200' });
  });

  it('a player who turned the welcome bonus off for crypto gets no catalogue bonus', async () => {
    const s = await newPlayer();
    await t.app.inject({
      method: 'POST',
      url: '/api/v2/users/loyalty',
      headers: s.auth,
      payload: {
        isWelcomeEnabledFiat: true,
        isWelcomeEnabledCrypto: false,
        preferredFiat: { id: null, isEnabled: false },
        preferredCrypto: { id: null, isEnabled: false },
      },
    });
    await depositUsdt(s, 30);
    expect((await playerBonuses(s)).every((r) => r.bonus_id === null)).toBe(true);
    expect((await list(s)).settings.isWelcomeEnabledCrypto).toBe(false);
  });

  it('refuses a loyalty choice of a bonus the player cannot see, and malformed bodies', async () => {
    const s = await newPlayer();
    const personal = await bonusIdOf('vip-reload');
    const body = (preferredFiat: unknown) => ({
      isWelcomeEnabledFiat: true,
      isWelcomeEnabledCrypto: true,
      preferredFiat,
      preferredCrypto: { id: null, isEnabled: false },
    });
    const post = (payload: unknown) =>
      t.app.inject({
        method: 'POST',
        url: '/api/v2/users/loyalty',
        headers: s.auth,
        payload: payload as object,
      });
    expectError(await post(body({ id: personal, isEnabled: true })), 404, 'not_found');
    expectError(await post(body({ id: 5, isEnabled: 'yes' })), 400, 'validation_error');
    expectError(await post({ isWelcomeEnabledFiat: 'yes' }), 400, 'validation_error');
  });
});

describe('claims by button', () => {
  it('a personal bonus is seen only by its player, claimed once, and blocks other claims while active', async () => {
    const s = await newPlayer();
    const other = await newPlayer();
    const personal = await bonusIdOf('vip-reload');
    await pool().query(
      'INSERT INTO bonus_personal_offers (bonus_id, user_id, created_at) VALUES ($1, $2, now())',
      [personal, s.player.id.toString()],
    );
    expect((await list(other)).items.some((b) => b.id === personal)).toBe(false);
    const mine = (await list(s)).items.find((b) => b.id === personal);
    expect(mine).toMatchObject({ status: 'available', isPersonal: true, isCurrent: false });
    expect(mine?.conditions.personalId).toMatch(/^\d+$/);

    const claim = (who: Session) =>
      t.app.inject({ method: 'POST', url: `/api/v1/bonuses/${personal}/claim`, headers: who.auth });
    expectError(await claim(other), 404, 'not_found');
    const results = await Promise.all(Array.from({ length: 20 }, () => claim(s)));
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(1);
    for (const r of results.filter((x) => x.statusCode !== 200)) expectError(r, 400, 'bonus_unavailable');
    expect(await playerBonuses(s)).toEqual([
      expect.objectContaining({ bonus_id: personal, amount: '2500', status: 'active' }),
    ]);
    expect((await t.wallet.ledger.playerBalances(s.player.id, 'USD')).bonus).toBe(2500n);

    // A deposit now claims nothing: one bonus at a time.
    await depositUsdt(s, 30);
    expect(await playerBonuses(s)).toHaveLength(1);
  });

  it('refuses claims of deposit bonuses, unknown ids and malformed ids', async () => {
    const s = await newPlayer();
    const welcome = await bonusIdOf('welcome-1');
    expectError(
      await t.app.inject({ method: 'POST', url: `/api/v1/bonuses/${welcome}/claim`, headers: s.auth }),
      400,
      'bonus_unavailable',
    );
    expectError(
      await t.app.inject({ method: 'POST', url: '/api/v1/bonuses/999999/claim', headers: s.auth }),
      404,
      'not_found',
    );
    expectError(
      await t.app.inject({ method: 'POST', url: '/api/v1/bonuses/abc/claim', headers: s.auth }),
      400,
      'validation_error',
    );
    expectError(
      await t.app.inject({ method: 'POST', url: `/api/v1/bonuses/${welcome}/claim` }),
      401,
      'unauthorized',
    );
  });
});

describe('promo codes', () => {
  it('a money code adds to the main balance once per player, in any case and spacing', async () => {
    const s = await newPlayer();
    const first = await activate(s, '  welcome10 ');
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({ kind: 'main', amount: { value: '10.00' } });
    expect((await t.wallet.ledger.playerBalances(s.player.id, 'USD')).main).toBe(1000n);
    expectError(await activate(s, 'WELCOME10'), 400, 'promo_code_used');
    expect((await t.wallet.ledger.playerBalances(s.player.id, 'USD')).main).toBe(1000n);
  });

  it('a bonus code grants free spins; a conditions code opens a deposit promo', async () => {
    const s = await newPlayer();
    const spins = await activate(s, 'SPINS30');
    expect(spins.statusCode, spins.body).toBe(200);
    expect(spins.json()).toMatchObject({
      kind: 'bonus',
      bonus: { status: 'active', progress: { freespinsLeft: 30 } },
    });

    const t2 = await newPlayer();
    const reload = await activate(t2, 'RELOAD50');
    expect(reload.json()).toMatchObject({
      kind: 'conditions',
      bonus: { status: 'available', isCurrent: true },
    });
    // Its conditions then apply to the next deposit in range: 50% of $40.
    const reloadId = await bonusIdOf('weekend-reload');
    await t.app.inject({
      method: 'POST',
      url: '/api/v2/users/loyalty',
      headers: t2.auth,
      payload: {
        isWelcomeEnabledFiat: true,
        isWelcomeEnabledCrypto: true,
        preferredFiat: { id: null, isEnabled: false },
        preferredCrypto: { id: reloadId, isEnabled: true },
      },
    });
    await depositUsdt(t2, 40);
    expect((await playerBonuses(t2)).at(-1)).toMatchObject({ bonus_id: reloadId, amount: '2000' });
  });

  it('refuses unknown, malformed and expired codes without a partial write', async () => {
    const s = await newPlayer();
    expectError(await activate(s, 'NOPE-NOPE'), 400, 'promo_code_invalid');
    expectError(await activate(s, 'bad code!'), 400, 'promo_code_invalid');
    expectError(
      await t.app.inject({
        method: 'POST',
        url: '/api/v1/promo-codes/activate',
        headers: s.auth,
        payload: { code: 5 },
      }),
      400,
      'validation_error',
    );
    expectError(
      await t.app.inject({
        method: 'POST',
        url: '/api/v1/promo-codes/activate',
        headers: s.auth,
        payload: { code: 'A'.repeat(100_000) },
      }),
      413,
      'payload_too_large',
    );
    await pool().query(
      `INSERT INTO promo_codes (code, kind, amount, expires_at, created_at) VALUES ('OLDCODE', 'main', 500, now() - interval '1 hour', now())`,
    );
    expectError(await activate(s, 'OLDCODE'), 400, 'promo_code_expired');
    const activations = await pool().query('SELECT 1 FROM promo_code_activations WHERE user_id = $1', [
      s.player.id.toString(),
    ]);
    expect(activations.rowCount).toBe(0);
  });

  it('50 players racing for a single-use code: exactly one gets it', async () => {
    await pool().query(
      `INSERT INTO promo_codes (code, kind, amount, usage_limit, created_at) VALUES ('ONLYONE', 'main', 700, 1, now())`,
    );
    const players = await Promise.all(Array.from({ length: 50 }, () => newPlayer()));
    const results = await Promise.all(players.map((p) => activate(p, 'ONLYONE')));
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(1);
    for (const r of results.filter((x) => x.statusCode !== 200)) expectError(r, 400, 'promo_code_exhausted');
    const credited = await Promise.all(
      players.map((p) => t.wallet.ledger.playerBalances(p.player.id, 'USD')),
    );
    expect(credited.reduce((sum, b) => sum + b.main, 0n)).toBe(700n);
  });

  it('50 activations of one code by one player at once: one credit', async () => {
    const s = await newPlayer();
    const results = await Promise.all(Array.from({ length: 50 }, () => activate(s, 'WELCOME10')));
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect((await t.wallet.ledger.playerBalances(s.player.id, 'USD')).main).toBe(1000n);
  });
});

describe('bonus drawer record', () => {
  it('shows the drawer by itself at most once a day', async () => {
    const s = await newPlayer();
    const status = async () =>
      (await t.app.inject({ url: '/api/v1/bonus-drawer/status', headers: s.auth })).json() as {
        isShowModal: boolean;
        countDeposit: number;
        lastShowModalAt: string | null;
      };
    expect(await status()).toEqual({ isShowModal: true, countDeposit: 0, lastShowModalAt: null });
    const shown = await t.app.inject({ method: 'POST', url: '/api/v1/bonus-drawer/shown', headers: s.auth });
    expect(shown.statusCode).toBe(200);
    const { lastShowModalAt } = shown.json() as { lastShowModalAt: string };
    expect(await status()).toMatchObject({ isShowModal: false, lastShowModalAt });
    t.clock.advance(24 * 60 * 60 * 1000);
    expect((await status()).isShowModal).toBe(true);
    expectError(await t.app.inject({ url: '/api/v1/bonus-drawer/status' }), 401, 'unauthorized');
  });
});
