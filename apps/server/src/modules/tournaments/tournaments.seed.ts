import { parseMajor, type TournamentScoring } from '@casino/shared';
import type pg from 'pg';
import type { TournamentDescriptions } from './tournaments.tables.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

interface SeedTournament {
  slug: string;
  vipPlayersOnly: boolean;
  /** Major units of `currency`. */
  prizePool: string;
  currency: string;
  /** Days from the first seeding; later seedings keep the dates the row already has. */
  startsInDays: number;
  endsInDays: number;
  position: number;
  scoring: TournamentScoring;
  /** Game ids that count; empty: every game. */
  games: string[];
  /** Major units of `currency`. */
  minStake: string;
  joinRequired?: boolean;
  /** Major units by place (1, 2, 3…): they add up to the prize pool. */
  prizes: string[];
  descriptions: TournamentDescriptions;
}

/** n places of the same major amount. */
const repeat = (amount: string, n: number): string[] => Array.from({ length: n }, () => amount);

/**
 * Five tournaments that show every case of the sidebar and the list: running, VIP-only, upcoming, finished,
 * and one without a Ukrainian text (the page falls back to English).
 */
export const SEED_TOURNAMENTS: readonly SeedTournament[] = [
  {
    slug: 'vip-high-roller-cup',
    vipPlayersOnly: true,
    prizePool: '50000',
    currency: 'USD',
    startsInDays: -3,
    endsInDays: 11,
    position: 5,
    scoring: 'wagered',
    games: [],
    minStake: '1',
    prizes: ['20000', '10000', '6000', '4000', '3000', '2500', '1800', '1200', '900', '600'],
    descriptions: {
      en: {
        name: 'VIP High Roller Cup',
        description:
          'An invitation-only tournament for our VIP players. Every casino bet earns points; the top 10 share 50,000 USD and your personal manager confirms each payout.',
      },
      ru: {
        name: 'VIP-кубок хайроллеров',
        description:
          'Закрытый турнир только для VIP-игроков. Каждая ставка в казино приносит очки; 10 лучших делят 50 000 USD, а каждую выплату подтверждает ваш персональный менеджер.',
      },
      uk: {
        name: 'VIP-кубок хайролерів',
        description:
          'Закритий турнір лише для VIP-гравців. Кожна ставка в казино приносить очки; 10 найкращих ділять 50 000 USD, а кожну виплату підтверджує ваш персональний менеджер.',
      },
    },
  },
  {
    slug: 'weekly-slots-race',
    vipPlayersOnly: false,
    prizePool: '10000',
    currency: 'USD',
    startsInDays: -2,
    endsInDays: 5,
    position: 10,
    scoring: 'wagered',
    games: ['neon-fruits', 'pharaoh-gold', 'deep-space'],
    minStake: '0.1',
    prizes: [
      '2500',
      '1500',
      '1000',
      '800',
      '500',
      ...repeat('300', 5),
      ...repeat('100', 10),
      ...repeat('40', 30),
    ],
    descriptions: {
      en: {
        name: 'Weekly Slots Race',
        description:
          'Spin any slot to climb the leaderboard: every 1 USD wagered earns one point. The top 50 players share the prize pool and first place takes 2,500 USD.',
      },
      ru: {
        name: 'Еженедельная гонка слотов',
        description:
          'Крутите любые слоты и поднимайтесь в таблице лидеров: каждый поставленный 1 USD приносит одно очко. 50 лучших игроков делят призовой фонд, первое место получает 2 500 USD.',
      },
      uk: {
        name: 'Щотижнева гонка слотів',
        description:
          'Крутіть будь-які слоти й піднімайтеся в таблиці лідерів: кожен поставлений 1 USD приносить одне очко. 50 найкращих гравців ділять призовий фонд, перше місце отримує 2 500 USD.',
      },
    },
  },
  {
    // No Ukrainian text on purpose: Ukrainian players see the English one.
    slug: 'crash-masters',
    vipPlayersOnly: false,
    prizePool: '5000',
    currency: 'USDTTRC20',
    startsInDays: -1,
    endsInDays: 2,
    position: 20,
    scoring: 'multiplier',
    games: ['crash'],
    minStake: '1',
    prizes: ['1500', '900', '600', '400', '300', ...repeat('150', 5), ...repeat('55', 10)],
    descriptions: {
      en: {
        name: 'Crash Masters',
        description:
          'Cash out at the highest multiplier you dare. Your score is your best single-round multiplier on a bet of at least 1 USDT; on a tie, whoever got there first ranks higher. The top 20 share the pool.',
      },
      ru: {
        name: 'Мастера Crash',
        description:
          'Забирайте выигрыш на самом высоком множителе, на какой решитесь. Ваш результат — лучший множитель за раунд при ставке от 1 USDT; при равенстве выше тот, кто достиг его раньше. Фонд делят 20 лучших.',
      },
    },
  },
  {
    slug: 'ton-dice-duel',
    vipPlayersOnly: false,
    prizePool: '1000',
    currency: 'TON',
    startsInDays: 3,
    endsInDays: 10,
    position: 30,
    scoring: 'net_win',
    games: ['dice'],
    minStake: '1',
    joinRequired: true,
    prizes: ['500', '300', '200'],
    descriptions: {
      en: {
        name: 'TON Dice Duel',
        description:
          'A week of Dice paid in Toncoin: the biggest total profit on bets of 1 TON or more wins. Join before you roll: only bets after joining count.',
      },
      ru: {
        name: 'TON Dice Duel',
        description:
          'Неделя Dice с призами в Toncoin: побеждает самая большая общая прибыль при ставках от 1 TON. Присоединитесь до первого броска: засчитываются только ставки после вступления.',
      },
      uk: {
        name: 'TON Dice Duel',
        description:
          'Тиждень Dice з призами в Toncoin: перемагає найбільший загальний прибуток за ставок від 1 TON. Приєднайтеся до першого кидка: зараховуються лише ставки після вступу.',
      },
    },
  },
  {
    slug: 'plinko-drop-championship',
    vipPlayersOnly: false,
    prizePool: '3000',
    currency: 'EUR',
    startsInDays: -20,
    endsInDays: -6,
    position: 90,
    scoring: 'wagered',
    games: ['plinko'],
    minStake: '0.5',
    prizes: ['1500', '900', '600'],
    descriptions: {
      en: {
        name: 'Plinko Drop Championship',
        description:
          'The Plinko championship is over. Prizes have been credited to the winners’ balances; the final leaderboard stays here for reference.',
      },
      ru: {
        name: 'Чемпионат Plinko Drop',
        description:
          'Чемпионат по Plinko завершён. Призы зачислены на балансы победителей; итоговая таблица остаётся здесь для справки.',
      },
      uk: {
        name: 'Чемпіонат Plinko Drop',
        description:
          'Чемпіонат із Plinko завершено. Призи зараховано на баланси переможців; підсумкова таблиця залишається тут для довідки.',
      },
    },
  },
];

/**
 * Upserts the seed tournaments by slug. Dates count from the first seeding so a fresh database shows a
 * running, an upcoming and a finished tournament; re-seeding updates texts and prizes but never moves the
 * dates of an existing row (they may be the operator's, and moving them would restart a tournament).
 */
export async function seedTournaments(pool: pg.Pool, now: Date = new Date()): Promise<void> {
  const { rows } = await pool.query<{ code: string; precision: number }>(
    'SELECT code, precision FROM currencies',
  );
  const precisionOf = new Map(rows.map((row) => [row.code, row.precision]));
  for (const t of SEED_TOURNAMENTS) {
    const precision = precisionOf.get(t.currency);
    if (precision === undefined) continue;
    const minor = (major: string) => {
      const value = parseMajor(major, precision);
      if (value === null) throw new Error(`seed tournament ${t.slug}: bad amount ${major}`);
      return value;
    };
    const prizes = t.prizes.map((amount, i) => ({
      place: i + 1,
      kind: 'money',
      amount: minor(amount).toString(),
    }));
    await pool.query(
      `INSERT INTO tournaments (slug, vip_players_only, descriptions, prize_pool, currency, starts_at, ends_at,
                                position, scoring, games, min_stake, join_required, prizes)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13)
       ON CONFLICT (slug) DO UPDATE SET vip_players_only = excluded.vip_players_only,
         descriptions = excluded.descriptions, prize_pool = excluded.prize_pool, currency = excluded.currency,
         position = excluded.position, scoring = excluded.scoring, games = excluded.games,
         min_stake = excluded.min_stake, join_required = excluded.join_required, prizes = excluded.prizes
       WHERE tournaments.settled_at IS NULL`,
      [
        t.slug,
        t.vipPlayersOnly,
        JSON.stringify(t.descriptions),
        minor(t.prizePool).toString(),
        t.currency,
        new Date(now.getTime() + t.startsInDays * DAY_MS),
        new Date(now.getTime() + t.endsInDays * DAY_MS),
        t.position,
        t.scoring,
        t.games,
        minor(t.minStake).toString(),
        t.joinRequired ?? false,
        JSON.stringify(prizes),
      ],
    );
  }
}
