import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../../src/http/errors.ts';
import {
  type AccountRef,
  type Hold,
  type HouseAccountName,
  Ledger,
  type PlayerAccountName,
} from '../../src/modules/wallet/ledger.ts';
import { auditLedger } from '../../src/modules/wallet/ledger-audit.ts';
import { createTestDatabase, type TestDatabase } from '../database.ts';

/**
 * Model-based tests: random sequences of transfers, holds, posts, voids and replays run against the real
 * ledger and an in-memory model of every player balance, house balance and hold. After each step the
 * balances must equal the model and the audit must find nothing.
 *
 * The generators include the cases that once broke holds: holds on `bonus` (a refund must go back to
 * `bonus`), a settle key reused on another hold with the same legs (a conflict, not a silent settle), and
 * the same settle sent twice at once (both answer the settled hold).
 */

const CURRENCIES = ['USD', 'BTC'] as const;
type Currency = (typeof CURRENCIES)[number];
const PLAYERS = 3;
const NAMES: readonly PlayerAccountName[] = ['main', 'bonus'];
const HOLD_NAMES: readonly PlayerAccountName[] = ['main', 'bonus'];
const TRANSFER_HOUSES: readonly HouseAccountName[] = [
  'game_bank',
  'deposits_in_transit',
  'withdrawals_in_transit',
  'bonus_cost',
  'adjustments',
];
const POST_DESTINATIONS: readonly HouseAccountName[] = ['game_bank', 'withdrawals_in_transit', 'fees'];
const HOUSES: readonly HouseAccountName[] = [...TRANSFER_HOUSES, 'fees', 'holds'];

let t: TestDatabase;
let ledger: Ledger;
/** Every run gets its own players and keys, so runs (and shrinking re-runs) never see each other. */
let runs = 0;

beforeAll(async () => {
  t = await createTestDatabase(24);
  ledger = new Ledger(t.database.pool);
});
afterAll(async () => {
  // Across every run of the file: player balances plus house balances are zero in each currency.
  for (const currency of CURRENCIES) {
    const { rows } = await t.database.pool.query<{ sum: string | null }>(
      `SELECT sum(balance) AS sum FROM ledger_accounts WHERE kind = 'player' AND currency = $1`,
      [currency],
    );
    let total = BigInt(rows[0]?.sum ?? '0');
    for (const house of HOUSES) total += await ledger.houseBalance(house, currency);
    expect(total, currency).toBe(0n);
  }
  expect(await auditLedger(t.database.pool)).toEqual([]);
  await t.drop();
});

// ---- operations (generated data) ------------------------------------------------------------------

type PlayerSide = { p: number; name: PlayerAccountName };
type Side = PlayerSide | { house: HouseAccountName };
interface Leg {
  side: Side;
  amount: bigint;
}

type Op =
  | { t: 'transfer'; currency: Currency; legs: Leg[] }
  | { t: 'hold'; p: number; name: PlayerAccountName; currency: Currency; amount: bigint }
  /** percent null: post all of it. */
  | { t: 'post'; pick: number; percent: number | null; destination: HouseAccountName; twice: boolean }
  | { t: 'void'; pick: number; twice: boolean }
  | { t: 'resettle'; pick: number; mode: 'same' | 'new-key-post' | 'new-key-void' | 'same-key-other-outcome' }
  | { t: 'replay'; pick: number; variant: 'same' | 'reordered' | 'doubled' | 'reversed' }
  | { t: 'retry'; pick: number }
  | { t: 'rehold'; pick: number }
  | { t: 'foreign-settle'; pick: number; from: number };

const isPlayer = (side: Side): side is PlayerSide => 'p' in side;
const sideKey = (side: Side) => (isPlayer(side) ? `p${side.p}:${side.name}` : `h:${side.house}`);

const currencyArb = fc.constantFrom(...CURRENCIES);
const playerArb = fc.record({
  p: fc.integer({ min: 0, max: PLAYERS - 1 }),
  name: fc.constantFrom(...NAMES),
});
const houseArb = fc.record({ house: fc.constantFrom(...TRANSFER_HOUSES) });
const amountArb = (max: bigint) => fc.bigInt({ min: 1n, max });
const pickArb = fc.nat({ max: 1_000 });

const distinct = (legs: Leg[]) => new Set(legs.map((l) => sideKey(l.side))).size === legs.length;
const transferOp = (currency: Currency, legs: Leg[]): Op => ({ t: 'transfer', currency, legs });

const transferArb: fc.Arbitrary<Op> = fc.oneof(
  // house → player
  {
    weight: 6,
    arbitrary: fc.tuple(currencyArb, houseArb, playerArb, amountArb(1_000n)).map(([c, from, to, a]) =>
      transferOp(c, [
        { side: from, amount: -a },
        { side: to, amount: a },
      ]),
    ),
  },
  // player → house
  {
    weight: 3,
    arbitrary: fc.tuple(currencyArb, playerArb, houseArb, amountArb(600n)).map(([c, from, to, a]) =>
      transferOp(c, [
        { side: from, amount: -a },
        { side: to, amount: a },
      ]),
    ),
  },
  // player → player (another player, or the same player's other account)
  {
    weight: 3,
    arbitrary: fc
      .tuple(currencyArb, playerArb, playerArb, amountArb(600n))
      .map(([c, from, to, a]) =>
        transferOp(c, [
          { side: from, amount: -a },
          { side: to, amount: a },
        ]),
      )
      .filter((op) => op.t === 'transfer' && distinct(op.legs)),
  },
  // three legs: one player pays two houses, or one house pays two player accounts
  {
    weight: 1,
    arbitrary: fc
      .tuple(currencyArb, playerArb, houseArb, houseArb, amountArb(400n), amountArb(400n), fc.boolean())
      .map(([c, player, h1, h2, a, b, pays]) =>
        pays
          ? transferOp(c, [
              { side: player, amount: -(a + b) },
              { side: h1, amount: a },
              { side: h2, amount: b },
            ])
          : transferOp(c, [
              { side: h1, amount: -(a + b) },
              { side: player, amount: a },
              { side: { p: (player.p + 1) % PLAYERS, name: player.name }, amount: b },
            ]),
      )
      .filter((op) => op.t === 'transfer' && distinct(op.legs)),
  },
);

const opArb: fc.Arbitrary<Op> = fc.oneof(
  { weight: 8, arbitrary: transferArb },
  {
    weight: 3,
    arbitrary: fc.record({
      t: fc.constant('hold' as const),
      p: fc.integer({ min: 0, max: PLAYERS - 1 }),
      name: fc.constantFrom(...HOLD_NAMES),
      currency: currencyArb,
      // Repeated round amounts give holds identical legs, so a foreign settle key has something to collide with.
      amount: fc.oneof(fc.constantFrom(50n, 100n), amountArb(400n)),
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      t: fc.constant('post' as const),
      pick: pickArb,
      percent: fc.option(fc.integer({ min: 1, max: 100 })),
      destination: fc.constantFrom(...POST_DESTINATIONS),
      twice: fc.boolean(),
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      t: fc.constant('void' as const),
      pick: pickArb,
      twice: fc.boolean(),
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      t: fc.constant('resettle' as const),
      pick: pickArb,
      mode: fc.constantFrom('same', 'new-key-post', 'new-key-void', 'same-key-other-outcome'),
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      t: fc.constant('replay' as const),
      pick: pickArb,
      variant: fc.constantFrom('same', 'reordered', 'doubled', 'reversed'),
    }),
  },
  { weight: 1, arbitrary: fc.record({ t: fc.constant('retry' as const), pick: pickArb }) },
  { weight: 1, arbitrary: fc.record({ t: fc.constant('rehold' as const), pick: pickArb }) },
  {
    weight: 2,
    arbitrary: fc.record({ t: fc.constant('foreign-settle' as const), pick: pickArb, from: pickArb }),
  },
);

function describeOp(op: Op): string {
  return JSON.stringify(op, (_, v) => (typeof v === 'bigint' ? `${v}n` : v));
}

// ---- model ------------------------------------------------------------------------------------------

interface ModelHold {
  key: string;
  id: bigint;
  p: number;
  name: PlayerAccountName;
  currency: Currency;
  amount: bigint;
  status: Hold['status'];
  postedAmount: bigint | null;
  settleKey: string | null;
  destination: HouseAccountName | null;
}

interface ModelTransfer {
  key: string;
  currency: Currency;
  legs: Leg[];
  transferId: bigint;
}

interface Model {
  /** `${p}:${name}:${currency}` → balance; missing is zero. */
  players: Map<string, bigint>;
  /** `${house}:${currency}` → change since the run started. */
  houses: Map<string, bigint>;
  holds: ModelHold[];
  transfers: ModelTransfer[];
  /** Transfers refused for insufficient balance: their keys stay unused. */
  refused: Array<{ key: string; currency: Currency; legs: Leg[] }>;
}

interface Real {
  run: number;
  userIds: bigint[];
  nextKey: () => string;
  /** House balances when the run started (house accounts are shared by every run). */
  housesAtStart: Map<string, bigint>;
}

const playerKey = (p: number, name: PlayerAccountName, currency: string) => `${p}:${name}:${currency}`;
const houseKey = (house: HouseAccountName, currency: string) => `${house}:${currency}`;

function emptyModel(): Model {
  return { players: new Map(), houses: new Map(), holds: [], transfers: [], refused: [] };
}

function addPlayer(m: Model, p: number, name: PlayerAccountName, currency: string, amount: bigint): void {
  const key = playerKey(p, name, currency);
  m.players.set(key, (m.players.get(key) ?? 0n) + amount);
}

function addHouse(m: Model, house: HouseAccountName, currency: string, amount: bigint): void {
  const key = houseKey(house, currency);
  m.houses.set(key, (m.houses.get(key) ?? 0n) + amount);
}

function applyLegs(m: Model, currency: string, legs: Leg[]): void {
  for (const { side, amount } of legs) {
    if (isPlayer(side)) addPlayer(m, side.p, side.name, currency, amount);
    else addHouse(m, side.house, currency, amount);
  }
}

const pending = (m: Model) => m.holds.filter((h) => h.status === 'pending');
const settled = (m: Model) => m.holds.filter((h) => h.status !== 'pending');
const at = <T>(list: T[], pick: number): T => list[pick % list.length] as T;

function applicable(op: Op, m: Model): boolean {
  switch (op.t) {
    case 'transfer':
    case 'hold':
      return true;
    case 'post':
    case 'void':
      return pending(m).length > 0;
    case 'resettle':
      return settled(m).length > 0;
    case 'replay':
      return m.transfers.length > 0;
    case 'retry':
      return m.refused.length > 0;
    case 'rehold':
      return m.holds.length > 0;
    case 'foreign-settle':
      return pending(m).length > 0 && settled(m).some((h) => h.status === 'posted' || h.status === 'voided');
  }
}

// ---- actions (operations resolved against the model) -------------------------------------------------

type Action =
  | { t: 'transfer'; key: string; currency: Currency; legs: Leg[]; retry: boolean }
  | { t: 'replay'; key: string; currency: Currency; legs: Leg[]; original: ModelTransfer; same: boolean }
  | { t: 'hold'; key: string; p: number; name: PlayerAccountName; currency: Currency; amount: bigint }
  | { t: 'rehold'; hold: ModelHold }
  | {
      t: 'settle';
      hold: ModelHold;
      outcome: 'posted' | 'voided';
      key: string;
      amount: bigint | undefined;
      destination: HouseAccountName;
      /** settles: the hold is pending; unchanged: same key and outcome again; conflict: anything else. */
      expect: 'settles' | 'unchanged' | 'conflict';
    };

function resolve(op: Op, m: Model, r: Real): Action[] {
  switch (op.t) {
    case 'transfer':
      return [{ t: 'transfer', key: r.nextKey(), currency: op.currency, legs: op.legs, retry: false }];
    case 'retry': {
      const refused = at(m.refused, op.pick);
      return [{ t: 'transfer', ...refused, retry: true }];
    }
    case 'replay': {
      const original = at(m.transfers, op.pick);
      const legs =
        op.variant === 'same'
          ? original.legs
          : op.variant === 'reordered'
            ? [...original.legs].reverse()
            : original.legs.map((l) => ({
                side: l.side,
                amount: op.variant === 'doubled' ? l.amount * 2n : -l.amount,
              }));
      const same = op.variant === 'same' || op.variant === 'reordered';
      return [{ t: 'replay', key: original.key, currency: original.currency, legs, original, same }];
    }
    case 'hold':
      return [
        { t: 'hold', key: r.nextKey(), p: op.p, name: op.name, currency: op.currency, amount: op.amount },
      ];
    case 'rehold':
      return [{ t: 'rehold', hold: at(m.holds, op.pick) }];
    case 'post':
    case 'void': {
      const hold = at(pending(m), op.pick);
      const amount =
        op.t === 'post' && op.percent !== null
          ? bigMax(1n, (hold.amount * BigInt(op.percent)) / 100n)
          : op.t === 'post'
            ? undefined
            : 0n;
      const action: Action = {
        t: 'settle',
        hold,
        outcome: op.t === 'post' ? 'posted' : 'voided',
        key: r.nextKey(),
        amount,
        destination: op.t === 'post' ? op.destination : 'holds',
        expect: 'settles',
      };
      return op.twice ? [action, { ...action }] : [action];
    }
    case 'resettle': {
      const hold = at(settled(m), op.pick);
      const outcome =
        op.mode === 'same'
          ? (hold.status as 'posted' | 'voided')
          : op.mode === 'new-key-post'
            ? 'posted'
            : op.mode === 'new-key-void'
              ? 'voided'
              : hold.status === 'posted'
                ? 'voided'
                : 'posted';
      const reuseKey = op.mode === 'same' || op.mode === 'same-key-other-outcome';
      return [
        {
          t: 'settle',
          hold,
          outcome,
          key: reuseKey ? (hold.settleKey as string) : r.nextKey(),
          amount: outcome === 'posted' ? (hold.postedAmount ?? undefined) : 0n,
          destination: hold.destination ?? 'game_bank',
          expect: op.mode === 'same' ? 'unchanged' : 'conflict',
        },
      ];
    }
    case 'foreign-settle': {
      // Another hold's settle key, with that settlement's outcome: the key is taken, so 'conflict'.
      const hold = at(pending(m), op.pick);
      const other = at(settled(m), op.from);
      const outcome = other.status as 'posted' | 'voided';
      return [
        {
          t: 'settle',
          hold,
          outcome,
          key: other.settleKey as string,
          amount: outcome === 'posted' ? bigMin(hold.amount, other.postedAmount ?? hold.amount) : 0n,
          destination: other.destination ?? 'game_bank',
          expect: 'conflict',
        },
      ];
    }
  }
}

function bigMax(a: bigint, b: bigint): bigint {
  return a > b ? a : b;
}
function bigMin(a: bigint, b: bigint): bigint {
  return a < b ? a : b;
}

function accountRef(side: Side, currency: string, r: Real): AccountRef {
  return isPlayer(side)
    ? { userId: r.userIds[side.p] as bigint, name: side.name, currency }
    : { house: side.house, currency };
}

type Outcome = { ok: true; value: unknown } | { ok: false; error: unknown };

async function execute(a: Action, r: Real): Promise<Outcome> {
  try {
    switch (a.t) {
      case 'transfer':
      case 'replay':
        return {
          ok: true,
          value: await ledger.transfer({
            idempotencyKey: a.key,
            kind: 'model',
            entries: a.legs.map((l) => ({ account: accountRef(l.side, a.currency, r), amount: l.amount })),
          }),
        };
      case 'hold':
        return {
          ok: true,
          value: await ledger.hold({
            idempotencyKey: a.key,
            account: { userId: r.userIds[a.p] as bigint, name: a.name, currency: a.currency },
            amount: a.amount,
            kind: 'model_hold',
          }),
        };
      case 'rehold': {
        const h = a.hold;
        return {
          ok: true,
          value: await ledger.hold({
            idempotencyKey: h.key,
            account: { userId: r.userIds[h.p] as bigint, name: h.name, currency: h.currency },
            amount: h.amount,
            kind: 'model_hold',
          }),
        };
      }
      case 'settle':
        return {
          ok: true,
          value:
            a.outcome === 'posted'
              ? await ledger.post({
                  holdId: a.hold.id,
                  idempotencyKey: a.key,
                  destination: a.destination,
                  ...(a.amount === undefined ? {} : { amount: a.amount }),
                  kind: 'model_post',
                })
              : await ledger.void({ holdId: a.hold.id, idempotencyKey: a.key, kind: 'model_void' }),
        };
    }
  } catch (error) {
    return { ok: false, error };
  }
}

// ---- judging ---------------------------------------------------------------------------------------

function expectAppError(outcome: Outcome, detail: string, context: string): void {
  expect(outcome.ok, `${context}: expected AppError ${detail}`).toBe(false);
  if (outcome.ok) return;
  expect(outcome.error, context).toBeInstanceOf(AppError);
  expect((outcome.error as AppError).detail, context).toBe(detail);
}

function expectOk(outcome: Outcome, context: string): unknown {
  if (!outcome.ok) throw new Error(`${context}: expected success, got ${String(outcome.error)}`);
  return outcome.value;
}

function holdView(h: ModelHold, r: Real): Hold {
  return {
    id: h.id,
    userId: r.userIds[h.p] as bigint,
    account: h.name,
    currency: h.currency,
    amount: h.amount,
    status: h.status,
    postedAmount: h.postedAmount,
  };
}

/** Player-balance changes an action could make, for the bounds on concurrent overdrafts. */
function possibleDeltas(a: Action): Array<[string, bigint]> {
  if (a.t === 'transfer')
    return a.legs.flatMap((l) =>
      isPlayer(l.side) ? [[playerKey(l.side.p, l.side.name, a.currency), l.amount] as [string, bigint]] : [],
    );
  if (a.t === 'hold') return [[playerKey(a.p, a.name, a.currency), -a.amount]];
  if (a.t === 'settle' && a.expect === 'settles') {
    const refund = a.hold.amount - (a.outcome === 'posted' ? (a.amount ?? a.hold.amount) : 0n);
    return refund > 0n ? [[playerKey(a.hold.p, a.hold.name, a.hold.currency), refund]] : [];
  }
  return [];
}

/**
 * Whether a debit must succeed or must fail whatever order its group runs in: it must succeed if the
 * account covers it after every other debit in the group, and must fail if it cannot even after every
 * credit. A group of one reduces to "refused exactly when the model's balance is short".
 */
function debitBounds(
  m: Model,
  actions: Action[],
  index: number,
): { mustSucceed: boolean; mustFail: boolean } {
  let mustSucceed = true;
  let mustFail = false;
  for (const [account, delta] of possibleDeltas(actions[index] as Action)) {
    if (delta >= 0n) continue;
    let low = m.players.get(account) ?? 0n;
    let high = low;
    actions.forEach((other, j) => {
      if (j === index) return;
      for (const [a, d] of possibleDeltas(other)) {
        if (a !== account) continue;
        if (d < 0n) low += d;
        else high += d;
      }
    });
    if (low < -delta) mustSucceed = false;
    if (high < -delta) mustFail = true;
  }
  return { mustSucceed, mustFail };
}

async function keyUsed(key: string): Promise<boolean> {
  const { rowCount } = await t.database.pool.query(
    'SELECT 1 FROM ledger_transfers WHERE idempotency_key = $1',
    [key],
  );
  return (rowCount ?? 0) > 0;
}

/** Runs the actions at once, checks each outcome, then applies the successful ones to the model. */
async function runGroup(actions: Action[], m: Model, r: Real): Promise<void> {
  const outcomes = await Promise.all(actions.map((a) => execute(a, r)));
  const settling = new Set(
    actions.flatMap((a) => (a.t === 'settle' && a.expect === 'settles' ? [a.hold] : [])),
  );
  const effects: Array<() => void> = [];

  for (const [i, a] of actions.entries()) {
    const outcome = outcomes[i] as Outcome;
    const context = `action ${i} ${describeAction(a)}`;
    switch (a.t) {
      case 'transfer':
      case 'hold': {
        const { mustSucceed, mustFail } = debitBounds(m, actions, i);
        if (!outcome.ok) {
          expectAppError(outcome, 'insufficient_balance', context);
          expect(mustSucceed, `${context}: refused although the balance covers it`).toBe(false);
          const key = a.t === 'hold' ? `hold:${a.key}` : a.key;
          expect(await keyUsed(key), `${context}: a refused transfer left a row`).toBe(false);
          if (a.t === 'transfer' && !a.retry)
            effects.push(() => m.refused.push({ key: a.key, currency: a.currency, legs: a.legs }));
          break;
        }
        expect(mustFail, `${context}: posted although the balance is short`).toBe(false);
        if (a.t === 'transfer') {
          const result = outcome.value as { transferId: bigint; replayed: boolean };
          expect(result.replayed, context).toBe(false);
          effects.push(() => {
            applyLegs(m, a.currency, a.legs);
            m.transfers.push({
              key: a.key,
              currency: a.currency,
              legs: a.legs,
              transferId: result.transferId,
            });
            if (a.retry) m.refused = m.refused.filter((x) => x.key !== a.key);
          });
        } else {
          const hold = outcome.value as Hold;
          expect(hold, context).toMatchObject({
            userId: r.userIds[a.p],
            currency: a.currency,
            amount: a.amount,
            status: 'pending',
            postedAmount: null,
          });
          effects.push(() => {
            addPlayer(m, a.p, a.name, a.currency, -a.amount);
            addHouse(m, 'holds', a.currency, a.amount);
            m.holds.push({
              key: a.key,
              id: hold.id,
              p: a.p,
              name: a.name,
              currency: a.currency,
              amount: a.amount,
              status: 'pending',
              postedAmount: null,
              settleKey: null,
              destination: null,
            });
          });
        }
        break;
      }
      case 'replay':
        if (a.same) {
          expect(expectOk(outcome, context), context).toEqual({
            transferId: a.original.transferId,
            replayed: true,
          });
        } else {
          expectAppError(outcome, 'conflict', context);
        }
        break;
      case 'rehold': {
        const value = expectOk(outcome, context) as Hold;
        if (settling.has(a.hold)) {
          // Settled by another action of this group, before or after this replay.
          expect(value, context).toMatchObject({ id: a.hold.id, amount: a.hold.amount });
        } else {
          expect(value, context).toEqual(holdView(a.hold, r));
        }
        break;
      }
      case 'settle':
        if (a.expect === 'unchanged')
          expect(expectOk(outcome, context), context).toEqual(holdView(a.hold, r));
        else if (a.expect === 'conflict') {
          expectAppError(outcome, 'conflict', context);
          // A settled hold says what it settled as.
          if (a.hold.status !== 'pending')
            expect((outcome as { error: AppError }).error.params, context).toEqual({ status: a.hold.status });
        }
        break;
    }
  }

  // Settlements of a pending hold: exactly one wins; a same-key, same-outcome twin returns the winner's
  // result, any other settlement gets 'conflict'.
  for (const hold of settling) {
    const tries = actions.flatMap((a, i) =>
      a.t === 'settle' && a.expect === 'settles' && a.hold === hold
        ? [{ a, outcome: outcomes[i] as Outcome }]
        : [],
    );
    const winners = tries.filter((x) => x.outcome.ok);
    expect(winners.length, `settlements of hold ${hold.id}`).toBeGreaterThanOrEqual(1);
    const { a: winner, outcome } = winners[0] as (typeof winners)[number];
    const posted = winner.outcome === 'posted' ? (winner.amount ?? hold.amount) : null;
    const after: ModelHold = {
      ...hold,
      status: winner.outcome,
      postedAmount: posted,
      settleKey: winner.key,
      destination: winner.outcome === 'posted' ? winner.destination : null,
    };
    expect(outcome.ok && outcome.value, `settle ${describeAction(winner)}`).toEqual(holdView(after, r));
    for (const x of tries) {
      if (x.a.key === winner.key && x.a.outcome === winner.outcome) {
        expect(expectOk(x.outcome, `twin of ${describeAction(winner)}`)).toEqual(holdView(after, r));
      } else {
        expectAppError(x.outcome, 'conflict', `loser of ${describeAction(winner)}`);
      }
    }
    effects.push(() => {
      addHouse(m, 'holds', hold.currency, -hold.amount);
      if (posted !== null) addHouse(m, winner.destination, hold.currency, posted);
      if (hold.amount - (posted ?? 0n) > 0n)
        addPlayer(m, hold.p, hold.name, hold.currency, hold.amount - (posted ?? 0n));
      Object.assign(hold, after);
    });
  }

  for (const effect of effects) effect();
}

function describeAction(a: Action): string {
  const { hold, original, ...rest } = a as Action & { hold?: ModelHold; original?: ModelTransfer };
  return JSON.stringify({ ...rest, ...(hold ? { hold: hold.key } : {}) }, (_, v) =>
    typeof v === 'bigint' ? `${v}n` : v,
  );
}

// ---- checks against the database -------------------------------------------------------------------

async function expectPlayersMatchModel(m: Model, r: Real): Promise<void> {
  const checks: Array<Promise<void>> = [];
  for (const [p, userId] of r.userIds.entries()) {
    for (const currency of CURRENCIES) {
      checks.push(
        ledger.playerBalances(userId, currency).then((real) => {
          expect(real, `player ${p} ${currency}`).toEqual({
            main: m.players.get(playerKey(p, 'main', currency)) ?? 0n,
            bonus: m.players.get(playerKey(p, 'bonus', currency)) ?? 0n,
          });
        }),
      );
    }
  }
  await Promise.all(checks);
}

async function houseBalances(): Promise<Map<string, bigint>> {
  const entries = await Promise.all(
    HOUSES.flatMap((house) =>
      CURRENCIES.map(async (c) => [houseKey(house, c), await ledger.houseBalance(house, c)] as const),
    ),
  );
  return new Map(entries);
}

/** House balances moved as the model says, and players plus houses still sum to zero per currency. */
async function expectHousesMatchModel(m: Model, r: Real): Promise<void> {
  const now = await houseBalances();
  const sums = new Map<string, bigint>(CURRENCIES.map((c) => [c, 0n]));
  for (const [key, balance] of now) {
    const delta = balance - (r.housesAtStart.get(key) ?? 0n);
    expect(delta, `house ${key}`).toBe(m.houses.get(key) ?? 0n);
    const currency = key.split(':')[1] as string;
    sums.set(currency, (sums.get(currency) ?? 0n) + delta);
  }
  for (const [p, userId] of r.userIds.entries()) {
    for (const currency of CURRENCIES) {
      const { main, bonus } = await ledger.playerBalances(userId, currency);
      expect(main >= 0n && bonus >= 0n, `player ${p} ${currency} not negative`).toBe(true);
      sums.set(currency, (sums.get(currency) ?? 0n) + main + bonus);
    }
  }
  for (const currency of CURRENCIES) expect(sums.get(currency), `${currency} sums to zero`).toBe(0n);
}

/** Opening deposits, so holds and debits have something to work on (and run out of it). */
const OPENING: Array<[PlayerAccountName, bigint]> = [
  ['main', 400n],
  ['bonus', 100n],
];

async function newRun(): Promise<{ model: Model; real: Real }> {
  const run = ++runs;
  let keys = 0;
  const model = emptyModel();
  const real: Real = {
    run,
    userIds: Array.from({ length: PLAYERS }, (_, i) => BigInt(1_000_000 + run * PLAYERS + i)),
    nextKey: () => `model:${run}:${++keys}`,
    housesAtStart: await houseBalances(),
  };
  const opening: Action[] = [];
  for (let p = 0; p < PLAYERS; p++) {
    for (const currency of CURRENCIES) {
      for (const [name, amount] of OPENING) {
        const legs = [
          { side: { house: 'deposits_in_transit' as const }, amount: -amount },
          { side: { p, name }, amount },
        ];
        opening.push({ t: 'transfer', key: real.nextKey(), currency, legs, retry: false });
      }
    }
  }
  await runGroup(opening, model, real);
  return { model, real };
}

// ---- properties --------------------------------------------------------------------------------------

class LedgerCommand implements fc.AsyncCommand<Model, Real> {
  constructor(readonly op: Op) {}

  check(m: Readonly<Model>): boolean {
    return applicable(this.op, m as Model);
  }

  async run(m: Model, r: Real): Promise<void> {
    await runGroup(resolve(this.op, m, r), m, r);
    await expectPlayersMatchModel(m, r);
    expect(await auditLedger(t.database.pool)).toEqual([]);
  }

  toString(): string {
    return describeOp(this.op);
  }
}

describe('ledger against an in-memory model', () => {
  it('sequential commands: balances, holds and replays match the model and the audit stays clean', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.commands([opArb.map((op) => new LedgerCommand(op))], { maxCommands: 30, size: 'max' }),
        async (commands) => {
          const setup = await newRun();
          await fc.asyncModelRun(() => setup, commands);
          await expectHousesMatchModel(setup.model, setup.real);
        },
      ),
      { numRuns: 25 },
    );
  });

  it('concurrent groups: outcomes fit some order, balances match, books balance', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.array(opArb, { minLength: 2, maxLength: 8 }), { minLength: 1, maxLength: 5 }),
        async (groups) => {
          const { model: m, real: r } = await newRun();
          for (const group of groups) {
            const actions: Action[] = [];
            const retried = new Set<string>();
            for (const op of group) {
              if (!applicable(op, m)) continue;
              for (const a of resolve(op, m, r)) {
                // Two retries of one refused key at once would race each other; one per group.
                if (a.t === 'transfer' && a.retry) {
                  if (retried.has(a.key)) continue;
                  retried.add(a.key);
                }
                actions.push(a);
              }
            }
            await runGroup(actions, m, r);
            await expectPlayersMatchModel(m, r);
            expect(await auditLedger(t.database.pool)).toEqual([]);
            await expectHousesMatchModel(m, r);
          }
        },
      ),
      { numRuns: 25 },
    );
  });
});
