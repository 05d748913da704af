import { formatMajor, type PlaceSportsBetBody } from '@casino/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { ApiError } from '../../../lib/api-client.ts';
import { formIdempotencyKey, isDecided, releaseIdempotencyKey } from '../../../lib/idempotency.ts';
import { useSignIn, useViewer } from '../../auth/index.ts';
import { BALANCE_KEY } from '../../wallet/index.ts';
import { SPORTSBOOK_KEY } from '../api/keys.ts';
import { placeSportsBet } from '../api/place-bet.ts';
import { betSlip, type SlipSelection } from './bet-slip-store.ts';
import { stakeMinor } from './slip-rules.ts';

/** One bet to send: a single (one selection) or the multi (all of them). */
export interface SlipBet {
  type: 'single' | 'multi';
  selections: SlipSelection[];
  stake: bigint;
}

export interface PlaceOutcome {
  placed: number;
  /** The refusal of each bet that was not placed, by the outcome id of a single or 'multi'. */
  errors: Map<string, unknown>;
}

/**
 * The Idempotency-Key form of a bet: one per single (its outcome) and one for the multi. The key stays the
 * same while the same bet is retried after an unknown outcome (a lost answer, a 5xx), so it is never placed
 * twice; a decided attempt (placed, or refused for a reason) releases it, and the next attempt is new.
 */
export const betFormId = (bet: Pick<SlipBet, 'type' | 'selections'>) =>
  `sportsbook.bet.${bet.type === 'multi' ? 'multi' : bet.selections[0]?.outcomeId}`;

/** The bets the slip would place now: each single with a stake, or the multi. */
export function betsToPlace(
  tab: 'single' | 'multi',
  selections: readonly SlipSelection[],
  stakes: Record<string, string>,
  multiStake: string,
  precision: number,
): SlipBet[] {
  if (tab === 'multi') {
    const stake = stakeMinor(multiStake, precision);
    return stake === null ? [] : [{ type: 'multi', selections: [...selections], stake }];
  }
  return selections.flatMap((selection) => {
    const stake = stakeMinor(stakes[selection.outcomeId], precision);
    return stake === null || selection.locked
      ? []
      : [{ type: 'single' as const, selections: [selection], stake }];
  });
}

/**
 * What a refusal tells the slip about its selections: odds_changed (params outcomeId, odds) shows the new
 * odds; market_suspended (params marketId) and event_unavailable (params eventId) lock the selections on it.
 */
function learnFrom(error: unknown): void {
  if (!(error instanceof ApiError)) return;
  const param = (name: string) =>
    typeof error.params[name] === 'string' ? (error.params[name] as string) : null;
  const outcomeId = param('outcomeId');
  const odds = param('odds');
  if (error.detail === 'odds_changed' && outcomeId && odds) betSlip.update(new Map([[outcomeId, { odds }]]));
  const marketId = error.detail === 'market_suspended' ? param('marketId') : null;
  const eventId = error.detail === 'event_unavailable' ? param('eventId') : null;
  if (!marketId && !eventId) return;
  const locked = betSlip
    .get()
    .selections.filter((s) => s.market.id === marketId || s.eventId === eventId)
    .map((s) => [s.outcomeId, { locked: true }] as const);
  betSlip.update(new Map(locked));
}

/** Places the slip's bets one after the other; placed selections leave the slip. */
export function usePlaceBets(precision: number) {
  const client = useQueryClient();
  const { isGuest } = useViewer();
  const { openSignIn } = useSignIn();
  const [pending, setPending] = useState(false);

  const place = useCallback(
    async (bets: readonly SlipBet[]): Promise<PlaceOutcome | null> => {
      if (isGuest) {
        openSignIn('login');
        return null;
      }
      setPending(true);
      const { acceptOdds } = betSlip.get();
      const outcome: PlaceOutcome = { placed: 0, errors: new Map() };
      try {
        for (const bet of bets) {
          const body: PlaceSportsBetBody = {
            stake: formatMajor(bet.stake, precision),
            type: bet.type,
            selections: bet.selections.map((s) => ({ outcomeId: s.outcomeId, odds: s.odds })),
            acceptOdds,
          };
          const formId = betFormId(bet);
          try {
            await placeSportsBet(body, formIdempotencyKey(formId, body));
            releaseIdempotencyKey(formId);
            outcome.placed += 1;
            betSlip.remove(bet.selections.map((s) => s.outcomeId));
          } catch (error) {
            if (isDecided(error)) releaseIdempotencyKey(formId);
            learnFrom(error);
            outcome.errors.set(bet.type === 'multi' ? 'multi' : (bet.selections[0]?.outcomeId ?? ''), error);
            if (error instanceof ApiError && error.status === 401) {
              openSignIn('login');
              break;
            }
          }
        }
      } finally {
        setPending(false);
        if (outcome.placed > 0) {
          void client.invalidateQueries({
            predicate: (query) => query.queryKey[0] === SPORTSBOOK_KEY && query.queryKey[1] === 'bets',
          });
          void client.invalidateQueries({ queryKey: BALANCE_KEY });
        }
      }
      return outcome;
    },
    [client, isGuest, openSignIn, precision],
  );
  return { place, pending };
}
