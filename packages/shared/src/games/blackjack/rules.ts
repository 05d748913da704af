/**
 * Blackjack: dealer stands on soft 17 and peeks for blackjack under an ace or a ten (so a dealer blackjack
 * takes only the first stake), blackjack pays 3:2, double on any first two cards (after a split too),
 * split a pair once (split aces take one card each), insurance at 2:1 when the dealer shows an ace, a push
 * returns the stake. The 8-deck shoe is approximated by cards drawn with replacement: card i of the round
 * is `playingCard(float i)`, dealt in order (player, dealer, player, dealer's hole card, then each card as
 * the decisions call for it), so the whole round is fixed by the seed pair and nonce before it starts.
 *
 * Stakes are counted in units of the first stake: a hand stakes 1 (2 once doubled); insurance costs half.
 */
import { playingCard } from '../fairness/outcomes.ts';
import { cardRank, IllegalActionError } from '../stepped.ts';
import type { BlackjackAction, BlackjackMove } from './schema.ts';

/** Enough cards for any round: two hands of at most 21 cards each and a dealer's 17. */
export const BLACKJACK_FLOATS_NEEDED = 64;
/** Most a round can return per unit of the first stake: two split hands, both doubled, both won. */
export const BLACKJACK_MAX_RETURN = 8;

/** Ace 1 (or 11), 2–9, ten and faces 10. */
export const cardValue = (card: number): number => Math.min(cardRank(card) + 1, 10);

export function handTotal(cards: readonly number[]): { total: number; soft: boolean } {
  let total = 0;
  let aces = 0;
  for (const card of cards) {
    total += cardValue(card);
    if (cardRank(card) === 0) aces++;
  }
  const soft = aces > 0 && total + 10 <= 21;
  return { total: soft ? total + 10 : total, soft };
}

export type HandResult = 'blackjack' | 'win' | 'push' | 'lose' | 'bust';

export interface BlackjackHand {
  cards: number[];
  /** 1, or 2 once doubled. */
  stake: number;
  done: boolean;
  /** A hand from a split of aces: one card, no more decisions. */
  splitAces: boolean;
  result: HandResult | null;
}

export interface BlackjackState {
  /** Server-only: the round's cards in dealing order; `next` is the next one to deal. */
  shoe: number[];
  next: number;
  /** The hole card (second) stays server-side until the round ends. */
  dealer: number[];
  hands: BlackjackHand[];
  active: number;
  insurance: 'offered' | 'taken' | 'declined' | null;
  status: 'open' | 'settled';
  step: number;
}

const isPair = (cards: readonly number[]) =>
  cards.length === 2 && cardRank(cards[0] as number) === cardRank(cards[1] as number);

/** A two-card 21 of a hand not from a split. */
export const isNatural = (cards: readonly number[], split: boolean) =>
  !split && cards.length === 2 && handTotal(cards).total === 21;

function draw(state: BlackjackState): number {
  const card = state.shoe[state.next];
  if (card === undefined) throw new RangeError('shoe exhausted');
  state.next++;
  return card;
}

export function blackjackStart(floats: readonly number[]): BlackjackState {
  if (floats.length < BLACKJACK_FLOATS_NEEDED) throw new RangeError('not enough floats');
  const shoe = floats.slice(0, BLACKJACK_FLOATS_NEEDED).map(playingCard);
  const state: BlackjackState = {
    shoe,
    next: 4,
    dealer: [shoe[1] as number, shoe[3] as number],
    hands: [
      {
        cards: [shoe[0] as number, shoe[2] as number],
        stake: 1,
        done: false,
        splitAces: false,
        result: null,
      },
    ],
    active: 0,
    insurance: null,
    status: 'open',
    step: 0,
  };
  if (cardRank(state.dealer[0] as number) === 0) {
    state.insurance = 'offered';
    return state;
  }
  return afterPeek(state);
}

/** The dealer looks under an ace or a ten: a blackjack there ends the round now; so does the player's. */
function afterPeek(state: BlackjackState): BlackjackState {
  const hand = state.hands[0] as BlackjackHand;
  const dealerNatural = isNatural(state.dealer, false);
  const playerNatural = isNatural(hand.cards, false);
  if (dealerNatural || playerNatural) {
    hand.done = true;
    return settle(state);
  }
  return state;
}

const splitRound = (state: BlackjackState) => state.hands.length > 1;

/** The decisions the round takes now, in the order the page offers them. */
export function blackjackMoves(state: BlackjackState): BlackjackMove[] {
  if (state.status !== 'open') return [];
  if (state.insurance === 'offered') return ['insurance'];
  const hand = state.hands[state.active];
  if (!hand || hand.done) return [];
  const moves: BlackjackMove[] = ['hit', 'stand'];
  if (hand.cards.length === 2 && !hand.splitAces) moves.push('double');
  if (!splitRound(state) && isPair(hand.cards)) moves.push('split');
  return moves;
}

/** Applies one decision; the state given is not changed. Throws IllegalActionError for one not allowed now. */
export function blackjackAct(current: BlackjackState, action: BlackjackAction): BlackjackState {
  if (current.status !== 'open') throw new IllegalActionError('round_over');
  if (!blackjackMoves(current).includes(action.action))
    throw new IllegalActionError(`${action.action}_not_allowed`);
  // The shoe is never written; everything else is copied.
  const state: BlackjackState = {
    ...current,
    dealer: [...current.dealer],
    hands: current.hands.map((hand) => ({ ...hand, cards: [...hand.cards] })),
  };
  state.step++;
  if (action.action === 'insurance') {
    state.insurance = action.take ? 'taken' : 'declined';
    return afterPeek(state);
  }
  const hand = state.hands[state.active] as BlackjackHand;
  switch (action.action) {
    case 'hit':
      hand.cards.push(draw(state));
      if (handTotal(hand.cards).total >= 21) hand.done = true;
      break;
    case 'stand':
      hand.done = true;
      break;
    case 'double':
      hand.stake = 2;
      hand.cards.push(draw(state));
      hand.done = true;
      break;
    case 'split': {
      const aces = cardRank(hand.cards[0] as number) === 0;
      const [first, second] = hand.cards as [number, number];
      const make = (card: number): BlackjackHand => {
        const cards = [card, draw(state)];
        return {
          cards,
          stake: 1,
          done: aces || handTotal(cards).total === 21,
          splitAces: aces,
          result: null,
        };
      };
      state.hands = [make(first), make(second)];
      break;
    }
  }
  return advance(state);
}

/** On to the next hand waiting for decisions, or the dealer's turn and the settlement. */
function advance(state: BlackjackState): BlackjackState {
  const waiting = state.hands.findIndex((hand) => !hand.done);
  if (waiting >= 0) {
    state.active = waiting;
    return state;
  }
  const live = state.hands.some((hand) => handTotal(hand.cards).total <= 21);
  // Stands on soft 17: draws below 17 only. With every hand bust there is nothing to draw for.
  while (live && handTotal(state.dealer).total < 17) state.dealer.push(draw(state));
  return settle(state);
}

function settle(state: BlackjackState): BlackjackState {
  const split = splitRound(state);
  const dealer = handTotal(state.dealer).total;
  const dealerNatural = isNatural(state.dealer, false);
  for (const hand of state.hands) {
    const total = handTotal(hand.cards).total;
    const natural = isNatural(hand.cards, split);
    hand.done = true;
    hand.result =
      total > 21
        ? 'bust'
        : natural && !dealerNatural
          ? 'blackjack'
          : natural && dealerNatural
            ? 'push'
            : dealerNatural
              ? 'lose'
              : dealer > 21 || total > dealer
                ? 'win'
                : total === dealer
                  ? 'push'
                  : 'lose';
  }
  state.status = 'settled';
  return state;
}

/** Insurance's stake: half the first stake, rounded down to the minor unit. */
export const blackjackInsuranceStake = (base: bigint): bigint => base / 2n;

/** What the round has staked so far, in minor units, for a first stake of `base`. */
export function blackjackStake(state: BlackjackState, base: bigint): bigint {
  const hands = state.hands.reduce((sum, hand) => sum + BigInt(hand.stake) * base, 0n);
  return hands + (state.insurance === 'taken' ? blackjackInsuranceStake(base) : 0n);
}

/** What a settled round pays back (stakes included): 3:2 blackjack floored to the minor unit, 2:1 insurance. */
export function blackjackPayout(state: BlackjackState, base: bigint): bigint {
  if (state.status !== 'settled') return 0n;
  let payout = 0n;
  for (const hand of state.hands) {
    const stake = BigInt(hand.stake) * base;
    if (hand.result === 'blackjack') payout += (stake * 5n) / 2n;
    else if (hand.result === 'win') payout += stake * 2n;
    else if (hand.result === 'push') payout += stake;
  }
  if (state.insurance === 'taken' && isNatural(state.dealer, false))
    payout += blackjackInsuranceStake(base) * 3n;
  return payout;
}

/** The public round: the dealer's hole card only once the round is over. */
export function blackjackView(state: BlackjackState) {
  const over = state.status === 'settled';
  const dealer = over ? state.dealer : state.dealer.slice(0, 1);
  return {
    status: state.status,
    step: state.step,
    dealer: { cards: dealer, total: handTotal(dealer).total, soft: handTotal(dealer).soft, hidden: !over },
    hands: state.hands.map((hand) => ({
      cards: hand.cards,
      total: handTotal(hand.cards).total,
      soft: handTotal(hand.cards).soft,
      stake: hand.stake,
      done: hand.done,
      result: hand.result,
    })),
    active: state.active,
    insurance: state.insurance,
    moves: blackjackMoves(state),
  };
}
export type BlackjackView = ReturnType<typeof blackjackView>;
