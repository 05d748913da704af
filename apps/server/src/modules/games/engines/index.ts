/**
 * Pure game engines: results from the bet's fairness floats, multipliers at the 10^4 scale, exact RTP.
 * Keno, wheel and roulette (issue 16) are instant too. Crash (crash.ts) and the mines round are played over time by their services; mines exports its rules;
 * coin flip, hi-lo and blackjack are stepped engines (stepped/stepped.service.ts plays them).
 */

import { diceEngine } from './dice.ts';
import { kenoEngine } from './keno.ts';
import { limboEngine } from './limbo.ts';
import { plinkoEngine } from './plinko.ts';
import { rouletteEngine } from './roulette.ts';
import { slotEngines } from './slots/index.ts';
import type { InstantEngine } from './types.ts';
import { wheelEngine } from './wheel.ts';

export { BLACKJACK_RTP, blackjackEngine } from './blackjack.ts';
export { coinflipEngine, coinflipStrategyRtp } from './coinflip.ts';
export { diceEngine, diceMultiplier, diceRtpFraction, diceWinChance } from './dice.ts';
export { type Fraction, toNumber } from './fraction.ts';
export { hiloEngine, hiloStrategyRtp, likelierGuess } from './hilo.ts';
export { kenoEngine, kenoRtpExact } from './keno.ts';
export { limboEngine, limboRtpFraction } from './limbo.ts';
export {
  MINES_FLOATS_NEEDED,
  minesBoard,
  minesGame,
  minesMaxMultiplier,
  minesMultiplier,
  minesRtp,
  minesSafeTiles,
  minesStrategyRtp,
  minesStrategyRtpFraction,
  minesSurvival,
} from './mines.ts';
export { plinkoEngine } from './plinko.ts';
export { rouletteEngine, rouletteRtpExact } from './roulette.ts';
export {
  maxSpinWin,
  type SlotRtpBreakdown,
  slotEngine,
  slotEngines,
  slotMaxMultiplier,
  slotRtp,
} from './slots/index.ts';
export type { InstantEngine, PlayResult } from './types.ts';
export { wheelEngine, wheelRtpExact } from './wheel.ts';

// biome-ignore lint/suspicious/noExplicitAny: a registry of engines with different params; each parses its own.
export const instantEngines: Record<string, InstantEngine<any>> = {
  dice: diceEngine,
  limbo: limboEngine,
  plinko: plinkoEngine,
  keno: kenoEngine,
  wheel: wheelEngine,
  roulette: rouletteEngine,
  ...slotEngines,
};
