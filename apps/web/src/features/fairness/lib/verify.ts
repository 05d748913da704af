import {
  BLACKJACK_FLOATS_NEEDED,
  COINFLIP_MAX_FLIPS,
  coinSide,
  crashPoint,
  diceRoll,
  followsInChain,
  generateFloats,
  HILO_FLOATS_NEEDED,
  isSlotMachineId,
  KENO_RISKS,
  type KenoRisk,
  kenoDraw,
  kenoMultipliers,
  limboResult,
  MINES_TILES,
  minePositions,
  type PlinkoRisk,
  playingCard,
  playSlotBet,
  plinkoMultipliers,
  plinkoPath,
  pocketColor,
  rouletteMultiplier,
  rouletteParams,
  roulettePocket,
  SLOT_MACHINES,
  type SlotBetResult,
  sha256Hex,
  slotFloatsNeeded,
  WHEEL_RISKS,
  WHEEL_SEGMENT_COUNTS,
  type WheelRisk,
  wheelMultipliers,
  wheelSegment,
} from '@casino/shared';

/** What the verifier recomputes, per game, with the very functions the server plays with. */
export type Verification =
  | {
      game: 'dice';
      floats: number[];
      roll: number;
      target: number;
      condition: 'over' | 'under';
      win: boolean;
      multiplier: number;
    }
  | { game: 'limbo'; floats: number[]; result: number; target: number; win: boolean }
  | { game: 'plinko'; floats: number[]; path: number[]; slot: number; multiplier: number; rows: number }
  | { game: 'mines'; floats: number[]; mines: number[] }
  | {
      game: 'keno';
      floats: number[];
      drawn: number[];
      picks: number[];
      hits: number[];
      /** Null without picks: the draw alone. */
      multiplier: number | null;
    }
  | { game: 'wheel'; floats: number[]; segment: number; segments: number; multiplier: number }
  | {
      game: 'roulette';
      floats: number[];
      pocket: number;
      color: 'red' | 'black' | 'green';
      /** Null when the link carries no valid chips: the pocket alone. */
      multiplier: number | null;
    }
  | { game: 'slots'; floats: number[]; machine: string; result: SlotBetResult }
  /** The round's flips in order: flip i lands on sides[i]. */
  | { game: 'coinflip'; floats: number[]; sides: Array<'heads' | 'tails'> }
  /** Hi-lo: the first card, then one per guess or skip. Blackjack: player, dealer, player, hole card, draws. */
  | { game: 'hilo' | 'blackjack'; floats: number[]; cards: number[] }
  | { game: 'crash'; crashPoint: number; chained: boolean | null };

export interface VerifyInput {
  game: string;
  serverSeed: string;
  clientSeed: string;
  nonce: number;
  /** Game parameters (dice target/condition, limbo target, plinko rows/risk, mines count). */
  params: Record<string, unknown>;
  /** Crash: the round's hash and the previous round's hash (or the chain's commitment). */
  roundHash?: string;
  previousHash?: string;
}

const num = (value: unknown, fallback: number) => {
  const parsed = typeof value === 'number' ? value : Number(value);
  return Number.isFinite(parsed) ? parsed : fallback;
};

/** Floats shown beside a result: at most this many. */
const FLOATS_SHOWN = 8;

export async function verify(input: VerifyInput): Promise<Verification> {
  const seeds = { serverSeed: input.serverSeed, clientSeed: input.clientSeed, nonce: input.nonce };
  const { game, params } = input;
  if (game === 'crash') {
    const hash = (input.roundHash ?? '').trim().toLowerCase();
    if (!/^[0-9a-f]{64}$/.test(hash)) throw new RangeError('round_hash');
    const previous = (input.previousHash ?? '').trim().toLowerCase();
    return {
      game,
      crashPoint: crashPoint(hash) / 100,
      chained: previous ? await followsInChain(hash, previous) : null,
    };
  }
  if (game === 'dice') {
    const floats = await generateFloats(seeds, 1);
    const roll = diceRoll(floats[0] as number) / 100;
    const target = num(params.target, 50.5);
    const condition = params.condition === 'under' ? 'under' : 'over';
    const win = condition === 'over' ? roll > target : roll < target;
    const chance = condition === 'over' ? 100 - target : target;
    return {
      game,
      floats,
      roll,
      target,
      condition,
      win,
      multiplier: Math.floor((99 / chance) * 10_000) / 10_000,
    };
  }
  if (game === 'limbo') {
    const floats = await generateFloats(seeds, 1);
    const result = limboResult(floats[0] as number) / 100;
    const target = num(params.target, 2);
    return { game, floats, result, target, win: result >= target };
  }
  if (game === 'plinko') {
    const rows = Math.min(16, Math.max(8, Math.round(num(params.rows, 12))));
    const risk = (
      ['low', 'medium', 'high'].includes(String(params.risk)) ? params.risk : 'medium'
    ) as PlinkoRisk;
    const floats = await generateFloats(seeds, rows);
    const { path, slot } = plinkoPath(floats, rows);
    return { game, floats, path, slot, rows, multiplier: plinkoMultipliers(rows, risk)[slot] as number };
  }
  if (game === 'mines') {
    const count = Math.min(MINES_TILES - 1, Math.max(1, Math.round(num(params.mines, 3))));
    const floats = await generateFloats(seeds, count);
    return { game, floats, mines: minePositions(floats, count) };
  }
  if (game === 'keno') {
    const floats = await generateFloats(seeds, 10);
    const drawn = kenoDraw(floats);
    const risk = (KENO_RISKS as readonly string[]).includes(String(params.risk))
      ? (params.risk as KenoRisk)
      : 'classic';
    const raw = Array.isArray(params.picks) ? params.picks : String(params.picks ?? '').split(/[\s,]+/);
    const picks = [...new Set(raw.map(Number).filter((n) => Number.isInteger(n) && n >= 1 && n <= 40))].slice(
      0,
      10,
    );
    const hits = picks.filter((n) => drawn.includes(n));
    const multiplier = picks.length > 0 ? (kenoMultipliers(risk, picks.length)[hits.length] ?? 0) : null;
    return { game, floats, drawn, picks, hits, multiplier };
  }
  if (game === 'wheel') {
    const segments = (WHEEL_SEGMENT_COUNTS as readonly number[]).includes(num(params.segments, 0))
      ? num(params.segments, 30)
      : 30;
    const risk = (WHEEL_RISKS as readonly string[]).includes(String(params.risk))
      ? (params.risk as WheelRisk)
      : 'medium';
    const floats = await generateFloats(seeds, 1);
    const segment = wheelSegment(floats[0] as number, segments);
    return { game, floats, segment, segments, multiplier: wheelMultipliers(risk, segments)[segment] ?? 0 };
  }
  if (game === 'roulette') {
    const floats = await generateFloats(seeds, 1);
    const pocket = roulettePocket(floats[0] as number);
    const chips = rouletteParams.safeParse({ bets: params.bets });
    const multiplier = chips.success ? Number(rouletteMultiplier(chips.data.bets, pocket)) / 10_000 : null;
    return { game, floats, pocket, color: pocketColor(pocket), multiplier };
  }
  if (game === 'coinflip') {
    const floats = await generateFloats(seeds, COINFLIP_MAX_FLIPS);
    return { game, floats, sides: floats.map(coinSide) };
  }
  if (game === 'hilo' || game === 'blackjack') {
    const floats = await generateFloats(
      seeds,
      game === 'hilo' ? HILO_FLOATS_NEEDED : BLACKJACK_FLOATS_NEEDED,
    );
    return { game, floats, cards: floats.map(playingCard) };
  }
  if (isSlotMachineId(game)) {
    const machine = SLOT_MACHINES[game];
    const floats = await generateFloats(seeds, slotFloatsNeeded(machine));
    const result = playSlotBet(machine, floats);
    return { game: 'slots', floats: floats.slice(0, machine.reels.length), machine: game, result };
  }
  throw new RangeError('game');
}

export { FLOATS_SHOWN, sha256Hex };
