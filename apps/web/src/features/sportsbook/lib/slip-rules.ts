import {
  type AcceptOdds,
  combinedOdds,
  oddsAcceptable,
  parseMajor,
  parseOdds,
  potentialPayout,
} from '@casino/shared';
import type { SlipSelection } from './bet-slip-store.ts';

/** The stake typed, in minor units; null when it is empty, malformed, too precise or not above zero. */
export function stakeMinor(text: string | undefined, precision: number): bigint | null {
  const value = parseMajor((text ?? '').replace(',', '.'), precision);
  return value !== null && value > 0n ? value : null;
}

/** The events that have more than one selection on the slip (a multi cannot hold two legs of one event). */
export function sharedEvents(selections: readonly SlipSelection[]): Set<string> {
  const seen = new Set<string>();
  const twice = new Set<string>();
  for (const s of selections) {
    if (seen.has(s.eventId)) twice.add(s.eventId);
    seen.add(s.eventId);
  }
  return twice;
}

/** Whether a selection's newer odds must be accepted before its bet goes: the setting would refuse them. */
export function needsAcceptance(selection: SlipSelection, accept: AcceptOdds): boolean {
  if (selection.latest === null) return false;
  const taken = parseOdds(selection.odds);
  const latest = parseOdds(selection.latest);
  if (taken === null || latest === null) return true;
  return !oddsAcceptable(taken, latest, accept);
}

/** Why the multi cannot be placed, or null when it can. */
export type MultiBlock = 'too_few' | 'same_event' | 'locked' | null;
export function multiBlock(selections: readonly SlipSelection[]): MultiBlock {
  if (selections.length < 2) return 'too_few';
  if (sharedEvents(selections).size > 0) return 'same_event';
  if (selections.some((s) => s.locked)) return 'locked';
  return null;
}

const oddsOf = (selections: readonly SlipSelection[]) =>
  selections.map((s) => parseOdds(s.odds)).filter((odds): odds is bigint => odds !== null);

/** The multi's odds (hundredths) as shown, from the odds taken. */
export const multiOdds = (selections: readonly SlipSelection[]): bigint => combinedOdds(oddsOf(selections));

/** What a stake pays if every selection wins, in minor units (rounded down, as the server pays). */
export const payoutOf = (stake: bigint, selections: readonly SlipSelection[]): bigint =>
  potentialPayout(stake, oddsOf(selections));
