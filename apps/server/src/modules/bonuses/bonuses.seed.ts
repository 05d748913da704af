import type pg from 'pg';
import type { BonusTitles, GamesWagers } from './bonuses.tables.ts';

/** A catalogue bonus to seed; money in US cents. */
interface SeedBonus {
  slug: string;
  titles: BonusTitles;
  type: 'deposit' | 'promo' | 'promo_freespins' | 'personal';
  isPersonal?: boolean;
  welcomeStep?: number;
  minDepositNumber?: number;
  minDeposit?: number;
  maxDeposit?: number;
  amountMultiplierBp?: number;
  freespins?: {
    count: number;
    amount: number;
    gameId: string;
    wager: number;
    maxAmount?: number;
    maxMultiplier?: number;
  };
  wager?: number;
  wagerMaxBet?: number;
  maxAmount?: number;
  maxAmountMultiplier?: number;
  deadlineHours: number;
  gamesWagers?: GamesWagers;
}

/** Slots count in full, the originals in part: what the best casinos publish. */
const STANDARD_GAMES: GamesWagers = [
  { id: 'neon-fruits', percent: 100 },
  { id: 'pharaoh-gold', percent: 100 },
  { id: 'deep-space', percent: 100 },
  { id: 'plinko', percent: 50 },
  { id: 'mines', percent: 20 },
  { id: 'dice', percent: 10 },
  { id: 'limbo', percent: 10 },
  { id: 'crash', percent: 10 },
];
const SLOTS_ONLY: GamesWagers = STANDARD_GAMES.slice(0, 3);

const title = (en: string, ru: string, uk: string): BonusTitles => ({ en, ru, uk });

/**
 * The four welcome steps (the 4th in three tiers by deposit size, SPEC §4.1), the everyday +5% for players
 * with 4 or more deposits, a deposit promo and a free-spins promo (opened by codes), and a personal bonus.
 */
export const SEED_BONUSES: readonly SeedBonus[] = [
  {
    slug: 'welcome-1',
    titles: title(
      '1st deposit: 100% up to $500 + 50 free spins',
      '1-й депозит: 100% до $500 + 50 фриспинов',
      '1-й депозит: 100% до $500 + 50 фриспінів',
    ),
    type: 'deposit',
    welcomeStep: 1,
    minDepositNumber: 1,
    minDeposit: 1_000,
    amountMultiplierBp: 10_000,
    maxAmount: 50_000,
    freespins: { count: 50, amount: 20, gameId: 'neon-fruits', wager: 30, maxAmount: 10_000 },
    wager: 35,
    wagerMaxBet: 500,
    maxAmountMultiplier: 10,
    deadlineHours: 168,
    gamesWagers: STANDARD_GAMES,
  },
  {
    slug: 'welcome-2',
    titles: title('2nd deposit: 75% up to $400', '2-й депозит: 75% до $400', '2-й депозит: 75% до $400'),
    type: 'deposit',
    welcomeStep: 2,
    minDepositNumber: 2,
    minDeposit: 2_000,
    amountMultiplierBp: 7_500,
    maxAmount: 40_000,
    wager: 35,
    wagerMaxBet: 500,
    maxAmountMultiplier: 10,
    deadlineHours: 168,
    gamesWagers: STANDARD_GAMES,
  },
  {
    slug: 'welcome-3',
    titles: title(
      '3rd deposit: 50% up to $300 + 25 free spins',
      '3-й депозит: 50% до $300 + 25 фриспинов',
      '3-й депозит: 50% до $300 + 25 фриспінів',
    ),
    type: 'deposit',
    welcomeStep: 3,
    minDepositNumber: 3,
    minDeposit: 3_000,
    amountMultiplierBp: 5_000,
    maxAmount: 30_000,
    freespins: { count: 25, amount: 20, gameId: 'pharaoh-gold', wager: 30, maxAmount: 5_000 },
    wager: 35,
    wagerMaxBet: 500,
    maxAmountMultiplier: 10,
    deadlineHours: 168,
    gamesWagers: STANDARD_GAMES,
  },
  {
    slug: 'welcome-4-bronze',
    titles: title(
      '4th deposit $20–$99: 50% + 50 free spins',
      '4-й депозит $20–$99: 50% + 50 фриспинов',
      '4-й депозит $20–$99: 50% + 50 фриспінів',
    ),
    type: 'deposit',
    welcomeStep: 4,
    minDepositNumber: 4,
    minDeposit: 2_000,
    maxDeposit: 10_000,
    amountMultiplierBp: 5_000,
    maxAmount: 5_000,
    freespins: { count: 50, amount: 20, gameId: 'deep-space', wager: 30, maxAmount: 5_000 },
    wager: 35,
    wagerMaxBet: 500,
    maxAmountMultiplier: 10,
    deadlineHours: 168,
    gamesWagers: STANDARD_GAMES,
  },
  {
    slug: 'welcome-4-silver',
    titles: title(
      '4th deposit $100–$499: 75% + 100 free spins',
      '4-й депозит $100–$499: 75% + 100 фриспинов',
      '4-й депозит $100–$499: 75% + 100 фриспінів',
    ),
    type: 'deposit',
    welcomeStep: 4,
    minDepositNumber: 4,
    minDeposit: 10_000,
    maxDeposit: 50_000,
    amountMultiplierBp: 7_500,
    maxAmount: 37_500,
    freespins: { count: 100, amount: 20, gameId: 'deep-space', wager: 30, maxAmount: 10_000 },
    wager: 35,
    wagerMaxBet: 1_000,
    maxAmountMultiplier: 10,
    deadlineHours: 168,
    gamesWagers: STANDARD_GAMES,
  },
  {
    slug: 'welcome-4-gold',
    titles: title(
      '4th deposit from $500: 100% up to $1,000 + 200 free spins',
      '4-й депозит от $500: 100% до $1 000 + 200 фриспинов',
      '4-й депозит від $500: 100% до $1 000 + 200 фриспінів',
    ),
    type: 'deposit',
    welcomeStep: 4,
    minDepositNumber: 4,
    minDeposit: 50_000,
    amountMultiplierBp: 10_000,
    maxAmount: 100_000,
    freespins: { count: 200, amount: 20, gameId: 'deep-space', wager: 30, maxAmount: 20_000 },
    wager: 35,
    wagerMaxBet: 1_000,
    maxAmountMultiplier: 10,
    deadlineHours: 168,
    gamesWagers: STANDARD_GAMES,
  },
  {
    slug: 'everyday',
    titles: title(
      'Everyday bonus: +5% on every deposit',
      'Ежедневный бонус: +5% к каждому депозиту',
      'Щоденний бонус: +5% до кожного депозиту',
    ),
    type: 'deposit',
    minDepositNumber: 5,
    minDeposit: 1_000,
    amountMultiplierBp: 500,
    maxAmount: 20_000,
    wager: 10,
    maxAmountMultiplier: 20,
    deadlineHours: 24,
  },
  {
    slug: 'weekend-reload',
    titles: title(
      'Weekend reload: 50% up to $250',
      'Релоад выходного дня: 50% до $250',
      'Релоад вихідного дня: 50% до $250',
    ),
    type: 'promo',
    minDeposit: 2_500,
    amountMultiplierBp: 5_000,
    maxAmount: 25_000,
    wager: 30,
    wagerMaxBet: 500,
    maxAmountMultiplier: 10,
    deadlineHours: 72,
    gamesWagers: STANDARD_GAMES,
  },
  {
    slug: 'pharaoh-spins',
    titles: title(
      '30 free spins on Pharaoh Gold',
      '30 фриспинов в Pharaoh Gold',
      '30 фриспінів у Pharaoh Gold',
    ),
    type: 'promo_freespins',
    freespins: {
      count: 30,
      amount: 10,
      gameId: 'pharaoh-gold',
      wager: 20,
      maxAmount: 5_000,
      maxMultiplier: 50,
    },
    deadlineHours: 72,
    gamesWagers: SLOTS_ONLY,
  },
  {
    slug: 'vip-reload',
    titles: title(
      'Personal gift: $25 for you',
      'Персональный подарок: $25 для вас',
      'Персональний подарунок: $25 для вас',
    ),
    type: 'personal',
    isPersonal: true,
    maxAmount: 2_500,
    wager: 20,
    wagerMaxBet: 500,
    maxAmountMultiplier: 5,
    deadlineHours: 72,
    gamesWagers: STANDARD_GAMES,
  },
];

/** Promo codes of the seed (SPEC §2.4's three modal states); the wheel's promo prize is WHEELSPINS. */
export const SEED_PROMO_CODES = [
  { code: 'WELCOME10', kind: 'main', amount: 1_000, bonus: null, usageLimit: 1_000 },
  { code: 'RELOAD50', kind: 'conditions', amount: null, bonus: 'weekend-reload', usageLimit: null },
  { code: 'SPINS30', kind: 'bonus', amount: null, bonus: 'pharaoh-spins', usageLimit: 500 },
  { code: 'WHEELSPINS', kind: 'bonus', amount: null, bonus: 'pharaoh-spins', usageLimit: null },
] as const;

const n = (v: number | undefined) => (v === undefined ? null : String(v));

/** Inserts the seed catalogue and codes once; operators' later edits stay. */
export async function seedBonuses(pool: pg.Pool): Promise<void> {
  const now = new Date();
  for (const [position, b] of SEED_BONUSES.entries()) {
    await pool.query(
      `INSERT INTO bonuses (slug, titles, type, is_personal, welcome_step, min_deposit_number, min_deposit,
         max_deposit, amount_multiplier_bp, freespins_count, freespins_amount, freespins_game_id, wager,
         wager_freespins, wager_max_bet, max_amount, max_amount_multiplier, freespins_max_amount,
         freespins_max_amount_multiplier, deadline_hours, games_wagers, position, created_at, updated_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21,
               $22, $23, $23)
       ON CONFLICT (slug) DO NOTHING`,
      [
        b.slug,
        JSON.stringify(b.titles),
        b.type,
        b.isPersonal ?? false,
        b.welcomeStep ?? null,
        b.minDepositNumber ?? null,
        n(b.minDeposit),
        n(b.maxDeposit),
        b.amountMultiplierBp ?? 0,
        b.freespins?.count ?? 0,
        n(b.freespins?.amount),
        b.freespins?.gameId ?? null,
        b.wager ?? 0,
        b.freespins?.wager ?? 0,
        n(b.wagerMaxBet),
        n(b.maxAmount),
        b.maxAmountMultiplier ?? null,
        n(b.freespins?.maxAmount),
        b.freespins?.maxMultiplier ?? null,
        b.deadlineHours,
        JSON.stringify(b.gamesWagers ?? []),
        position,
        now,
      ],
    );
  }
  for (const c of SEED_PROMO_CODES) {
    await pool.query(
      `INSERT INTO promo_codes (code, kind, amount, bonus_id, usage_limit, created_at)
       VALUES ($1, $2, $3, (SELECT id FROM bonuses WHERE slug = $4), $5, $6)
       ON CONFLICT (code) DO NOTHING`,
      [c.code, c.kind, n(c.amount ?? undefined), c.bonus, c.usageLimit, now],
    );
  }
}
