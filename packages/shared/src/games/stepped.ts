/**
 * Stepped originals (coin flip, hi-lo, blackjack): a round spans several requests. Their rules are pure
 * state machines here; the server keeps the state, checks each decision against it and moves the money.
 */

/** A decision the round's rules do not allow now; the server answers 400 illegal_action with `reason`. */
export class IllegalActionError extends Error {
  constructor(readonly reason: string) {
    super(`illegal action: ${reason}`);
    this.name = 'IllegalActionError';
  }
}

/** A 52-card deck: suits × ranks, rank 0 = ace … 12 = king. */
export const CARD_RANKS = 13;
export const DECK_SIZE = 52;
export const CARD_SUITS = ['spades', 'hearts', 'diamonds', 'clubs'] as const;
export type CardSuit = (typeof CARD_SUITS)[number];
export const RANK_LABELS = ['A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K'] as const;

/** Card 0–51 → rank 0–12 (ace low … king). */
export const cardRank = (card: number): number => card % CARD_RANKS;
export const cardSuit = (card: number): CardSuit => CARD_SUITS[Math.floor(card / CARD_RANKS)] as CardSuit;
/** "A♠", "10♦". */
export function cardLabel(card: number): string {
  const symbol = { spades: '♠', hearts: '♥', diamonds: '♦', clubs: '♣' }[cardSuit(card)];
  return `${RANK_LABELS[cardRank(card)]}${symbol}`;
}
