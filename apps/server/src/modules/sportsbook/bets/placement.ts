import { createHash } from 'node:crypto';
import {
  combinedOdds,
  formatMajor,
  formatOdds,
  oddsAcceptable,
  type PlaceSportsBetBody,
  parseMajor,
  parseOdds,
  potentialPayout,
  type SportsBetView,
} from '@casino/shared';
import type pg from 'pg';
import { type Tx, withTx } from '../../../db/tx.ts';
import { AppError, validationFailed } from '../../../http/errors.ts';
import type { Player } from '../../auth/index.ts';
import type { PlayGuard } from '../../protection/index.ts';
import type { Ledger } from '../../wallet/index.ts';
import {
  BET_COLUMNS,
  type BetRow,
  betView,
  LEG_COLUMNS,
  LEG_JOINS,
  type LegRow,
  precisionOf,
} from './bet-views.ts';
import type { SportsbookLimits } from './limits.ts';

export interface PlacementDeps {
  pool: pg.Pool;
  ledger: Ledger;
  guard: PlayGuard;
  limits: Map<string, SportsbookLimits>;
  clock: () => Date;
  /** config.sportsbook.liveBetDelayMs. */
  liveBetDelayMs: number;
  cashoutMarginBasisPoints: number;
  /** Waits the live bet delay; tests pass one that returns at once (and may move odds meanwhile). */
  delay?: (ms: number) => Promise<void>;
}

/** An outcome as offered now, with its market and event: one row per requested selection. */
interface OfferRow {
  outcome_id: string;
  outcome_key: LegRow['outcome_key'];
  current_odds: number;
  market_id: string;
  market_type: LegRow['market_type'];
  market_line: string;
  market_period: number;
  market_status: LegRow['market_status'];
  event_id: string;
  sport_id: number;
  home: string;
  away: string;
  starts_at: Date;
  event_status: LegRow['event_status'];
  score_home: number | null;
  score_away: number | null;
}

/** One query for every selection of a bet (named: planned once per connection). */
const LOAD_OFFERS = `SELECT o.id AS outcome_id, o.key AS outcome_key, o.odds AS current_odds,
    m.id AS market_id, m.type AS market_type, m.line AS market_line, m.period AS market_period,
    m.status AS market_status, e.id AS event_id, e.sport_id, e.home, e.away, e.starts_at,
    e.status AS event_status, e.score_home, e.score_away
  FROM sportsbook_outcomes o
  JOIN sportsbook_markets m ON m.id = o.market_id
  JOIN sportsbook_events e ON e.id = m.event_id
  WHERE o.id = ANY($1::bigint[])`;

interface Requested {
  outcomeId: string;
  odds: bigint;
}

const defaultDelay = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Places a sportsbook bet: limits, the selections as offered now (one query), the player's accept-odds
 * setting, the live bet delay and its re-check, then in one transaction the held stake and the bet's rows.
 * Refusals: 400 validation_error (a malformed stake or odds, an outcome that does not exist, on its field
 * `selections.{i}.outcomeId`), bet_too_small / bet_too_large / payout_too_large (params amount, currency),
 * same_event_selections (params eventId), insufficient_balance; 409 event_unavailable (params eventId: the
 * event finished or was cancelled), market_suspended (params marketId), odds_changed (params outcomeId and
 * odds of the first moved selection, and `changed`: every moved selection as `id=odds,id=odds`).
 */
export class BetPlacement {
  /** The live bet delay's wait: tests replace it with one that returns at once (or moves odds meanwhile). */
  delay: (ms: number) => Promise<void>;

  constructor(private readonly deps: PlacementDeps) {
    this.delay = deps.delay ?? defaultDelay;
  }

  limitsFor(currency: string): SportsbookLimits {
    const limits = this.deps.limits.get(currency);
    if (!limits) throw new AppError(400, 'error_currency_not_supported');
    return limits;
  }

  /**
   * Idempotent on the bet's own row (as casino bets): a replay of the key answers the bet it placed, as it
   * is now; the same key with another stake or selections is 422 idempotency_key_reused.
   */
  async place(player: Player, body: PlaceSportsBetBody, idempotencyKey: string): Promise<SportsBetView> {
    const limits = this.limitsFor(player.currency);
    const money = (minor: bigint) => ({
      amount: formatMajor(minor, limits.precision),
      currency: limits.currency,
    });
    const stake = parseMajor(body.stake, limits.precision);
    if (stake === null || stake <= 0n)
      throw validationFailed([{ field: 'stake', message: 'Validation.invalid_amount' }]);
    if (stake < limits.minBet) throw new AppError(400, 'bet_too_small', money(limits.minBet));
    if (stake > limits.maxBet) throw new AppError(400, 'bet_too_large', money(limits.maxBet));
    const requested: Requested[] = body.selections.map((selection, i) => {
      const odds = parseOdds(selection.odds);
      if (odds === null)
        throw validationFailed([{ field: `selections.${i}.odds`, message: 'Validation.invalid_format' }]);
      return { outcomeId: selection.outcomeId, odds };
    });
    const ids = requested.map((r) => r.outcomeId);
    // A replayed key answers its bet before anything is checked again (odds may have moved since).
    const earlier = await this.byKey(player.id, idempotencyKey);
    if (earlier) return sameRequest(earlier, stake, body);

    // A pre-match bet is checked once; a live one is checked, held back for the bet delay, and checked
    // again inside the transaction, against the odds and suspensions of that moment.
    const first = await loadOffers(this.deps.pool, ids);
    const checked = this.check(requested, first, body);
    const live = first.some((offer) => offer.event_status === 'live');
    if (live) await this.delay(this.deps.liveBetDelayMs);

    const holdKey = `sportsbook:bet:${player.id}:${createHash('sha256').update(idempotencyKey).digest('hex')}`;
    try {
      return await withTx(this.deps.pool, async (tx) => {
        const accepted = live ? this.check(requested, await loadOffers(tx.client, ids), body) : checked;
        const odds = accepted.map((offer) => BigInt(offer.current_odds));
        const payout = potentialPayout(stake, odds);
        if (payout > limits.maxPayout) throw new AppError(400, 'payout_too_large', money(limits.maxPayout));
        await this.deps.guard.checkStake(tx, player, stake);
        const hold = await this.deps.ledger.hold(
          {
            idempotencyKey: holdKey,
            account: { userId: player.id, name: 'main', currency: player.currency },
            amount: stake,
            kind: 'sportsbook_bet',
          },
          tx,
        );
        const bet = await insertBet(tx, {
          userId: player.id,
          idempotencyKey,
          type: body.type,
          currency: player.currency,
          stake,
          odds: combinedOdds(odds),
          potentialPayout: payout,
          acceptOdds: body.acceptOdds,
          holdId: hold.id,
          placedAt: this.deps.clock(),
          legs: accepted,
        });
        const legs: LegRow[] = accepted.map((offer, leg) => ({
          ...offer,
          bet_id: bet.id,
          leg,
          odds: offer.current_odds,
          outcome_result: null,
        }));
        return betView(bet, legs, this.deps.cashoutMarginBasisPoints);
      });
    } catch (error) {
      // The Idempotency store forgot the key (a day later) but the bet remembers it: the first bet answers.
      const e = error as { code?: string; constraint?: string };
      if (e.code === '23505' && e.constraint === 'sportsbook_bets_key_uq') {
        const earlier = await this.byKey(player.id, idempotencyKey);
        if (earlier) return sameRequest(earlier, stake, body);
      }
      throw error;
    }
  }

  /** The offers in request order, each checked; throws the first refusal that applies. */
  private check(requested: readonly Requested[], rows: readonly OfferRow[], body: PlaceSportsBetBody) {
    const byId = new Map(rows.map((row) => [String(row.outcome_id), row]));
    const offers = requested.map((r, i) => {
      const offer = byId.get(r.outcomeId);
      if (!offer)
        throw validationFailed([
          { field: `selections.${i}.outcomeId`, message: 'Validation.invalid_format' },
        ]);
      return offer;
    });
    const events = new Set<string>();
    for (const offer of offers) {
      const eventId = String(offer.event_id);
      if (events.has(eventId)) throw new AppError(400, 'same_event_selections', { eventId });
      events.add(eventId);
    }
    for (const offer of offers) {
      if (offer.event_status !== 'upcoming' && offer.event_status !== 'live')
        throw new AppError(409, 'event_unavailable', { eventId: String(offer.event_id) });
    }
    for (const offer of offers) {
      if (offer.market_status !== 'open')
        throw new AppError(409, 'market_suspended', { marketId: String(offer.market_id) });
    }
    const moved = requested.flatMap((r, i) => {
      const current = BigInt((offers[i] as OfferRow).current_odds);
      return oddsAcceptable(r.odds, current, body.acceptOdds) ? [] : [{ outcomeId: r.outcomeId, current }];
    });
    const first = moved[0];
    if (first) {
      throw new AppError(409, 'odds_changed', {
        outcomeId: first.outcomeId,
        odds: formatOdds(first.current),
        changed: moved.map((m) => `${m.outcomeId}=${formatOdds(m.current)}`).join(','),
      });
    }
    return offers;
  }

  private async byKey(userId: bigint, key: string): Promise<SportsBetView | undefined> {
    const { rows } = await this.deps.pool.query<BetRow>({
      name: 'sportsbook_bet_by_key',
      text: `SELECT ${BET_COLUMNS} FROM sportsbook_bets b WHERE b.user_id = $1 AND b.idempotency_key = $2`,
      values: [userId.toString(), key],
    });
    const bet = rows[0];
    if (!bet) return undefined;
    const legs = await this.deps.pool.query<LegRow>(
      `SELECT ${LEG_COLUMNS} FROM sportsbook_selections s ${LEG_JOINS} WHERE s.bet_id = $1 ORDER BY s.leg`,
      [bet.id],
    );
    return betView(bet, legs.rows, this.deps.cashoutMarginBasisPoints);
  }
}

/** The bet a key placed answers a replay of the same request; another request under it is 422. */
function sameRequest(bet: SportsBetView, stake: bigint, body: PlaceSportsBetBody): SportsBetView {
  const same =
    bet.type === body.type &&
    parseMajor(bet.stake, precisionOf(bet.currency)) === stake &&
    bet.selections.map((s) => s.outcomeId).join() === body.selections.map((s) => s.outcomeId).join();
  if (!same) throw new AppError(422, 'idempotency_key_reused');
  return bet;
}

async function loadOffers(db: pg.Pool | pg.PoolClient, ids: readonly string[]): Promise<OfferRow[]> {
  const { rows } = await db.query<OfferRow>({ name: 'sportsbook_offers', text: LOAD_OFFERS, values: [ids] });
  return rows;
}

async function insertBet(
  tx: Tx,
  bet: {
    userId: bigint;
    idempotencyKey: string;
    type: 'single' | 'multi';
    currency: string;
    stake: bigint;
    odds: bigint;
    potentialPayout: bigint;
    acceptOdds: string;
    holdId: bigint;
    placedAt: Date;
    legs: readonly OfferRow[];
  },
): Promise<BetRow> {
  // The bet and its selections in one statement.
  const { rows } = await tx.client.query<BetRow>({
    name: 'sportsbook_insert_bet',
    text: `WITH bet AS (
       INSERT INTO sportsbook_bets (user_id, idempotency_key, type, currency, stake, odds, potential_payout,
                                    accept_odds, hold_id, placed_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)
       RETURNING *
     ), legs AS (
       INSERT INTO sportsbook_selections (bet_id, leg, event_id, market_id, outcome_id, odds)
       SELECT bet.id, leg.n - 1, leg.event_id, leg.market_id, leg.outcome_id, leg.odds
       FROM bet, unnest($11::bigint[], $12::bigint[], $13::bigint[], $14::int[])
         WITH ORDINALITY AS leg(event_id, market_id, outcome_id, odds, n)
     )
     SELECT ${BET_COLUMNS} FROM bet b`,
    values: [
      bet.userId.toString(),
      bet.idempotencyKey,
      bet.type,
      bet.currency,
      bet.stake.toString(),
      bet.odds.toString(),
      bet.potentialPayout.toString(),
      bet.acceptOdds,
      bet.holdId.toString(),
      bet.placedAt,
      bet.legs.map((l) => String(l.event_id)),
      bet.legs.map((l) => String(l.market_id)),
      bet.legs.map((l) => String(l.outcome_id)),
      bet.legs.map((l) => l.current_odds),
    ],
  });
  const row = rows[0];
  if (!row) throw new Error('bet insert returned nothing');
  return row;
}
