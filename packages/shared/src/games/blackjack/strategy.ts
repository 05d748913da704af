/**
 * Basic strategy for these rules (S17, double any two, double after split, one split, no surrender,
 * never insurance): the player bench:rtp and the RTP test simulate to state the game's RTP.
 */
import { cardRank } from '../stepped.ts';
import { type BlackjackState, blackjackMoves, cardValue, handTotal } from './rules.ts';
import type { BlackjackAction } from './schema.ts';

/** Dealer up card value 2–11 (ace 11) → column 0–9. */
const column = (up: number) => (up === 1 ? 9 : up - 2);

// Rows: dealer 2 3 4 5 6 7 8 9 10 A.
const HARD: Record<number, string> = {
  8: 'HHHHHHHHHH',
  9: 'HDDDDHHHHH',
  10: 'DDDDDDDDHH',
  11: 'DDDDDDDDDH',
  12: 'HHSSSHHHHH',
  13: 'SSSSSHHHHH',
  14: 'SSSSSHHHHH',
  15: 'SSSSSHHHHH',
  16: 'SSSSSHHHHH',
};
const SOFT: Record<number, string> = {
  13: 'HHHDDHHHHH',
  14: 'HHHDDHHHHH',
  15: 'HHDDDHHHHH',
  16: 'HHDDDHHHHH',
  17: 'HDDDDHHHHH',
  18: 'SXXXXSSHHH',
  19: 'SSSSSSSSSS',
};
// Pairs by rank value (2–10, ace 11): P split, anything else falls through to the totals.
const PAIRS: Record<number, string> = {
  2: 'PPPPPPHHHH',
  3: 'PPPPPPHHHH',
  4: 'HHHPPHHHHH',
  6: 'PPPPPHHHHH',
  7: 'PPPPPPHHHH',
  8: 'PPPPPPPPPP',
  9: 'PPPPPSPPSS',
  11: 'PPPPPPPPPP',
};

export function basicStrategy(state: BlackjackState): BlackjackAction {
  const moves = blackjackMoves(state);
  if (moves.includes('insurance')) return { action: 'insurance', take: false };
  const hand = state.hands[state.active];
  if (!hand) return { action: 'stand' };
  const up = cardValue(state.dealer[0] as number);
  const col = column(up);
  if (moves.includes('split')) {
    const first = hand.cards[0] as number;
    const value = cardRank(first) === 0 ? 11 : cardValue(first);
    if (PAIRS[value]?.[col] === 'P') return { action: 'split' };
  }
  const { total, soft } = handTotal(hand.cards);
  let cell: string | undefined;
  if (soft) cell = total >= 19 ? 'S' : SOFT[total]?.[col];
  else cell = total >= 17 ? 'S' : total <= 8 ? 'H' : HARD[total]?.[col];
  const canDouble = moves.includes('double');
  // X: double if allowed, else stand (soft 18 against 3–6).
  if (cell === 'X') return { action: canDouble ? 'double' : 'stand' };
  if (cell === 'D') return { action: canDouble ? 'double' : 'hit' };
  if (cell === 'S') return { action: 'stand' };
  return { action: 'hit' };
}
