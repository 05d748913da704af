import type { CrashEvent, CrashPlayerBet, CrashRoundView } from '@casino/shared';
import type { CrashStateView } from './api/get-crash-state.ts';

/** Results kept in the history strip. */
export const CRASH_HISTORY_SIZE = 20;

const sameRound = (state: CrashStateView, roundId: string) => state.round?.id === roundId;

function upsertBet(bets: CrashPlayerBet[], bet: CrashPlayerBet): CrashPlayerBet[] {
  const index = bets.findIndex((item) => item.betId === bet.betId);
  if (index === -1) return [...bets, bet];
  return bets.map((item, at) => (at === index ? bet : item));
}

function withRound(state: CrashStateView, round: CrashRoundView): CrashStateView {
  const newRound = state.round?.id !== round.id;
  return { ...state, round, bets: newRound ? [] : state.bets };
}

/**
 * Applies one `broadcast:crash` event to the cached state. Returns null when the event does not follow from
 * what we hold (a missed event, e.g. after a reconnect): the caller then refetches the whole state.
 */
export function applyCrashEvent(state: CrashStateView, event: CrashEvent): CrashStateView | null {
  switch (event.type) {
    case 'betting':
    case 'running':
      return withRound(state, event.round);
    case 'crashed': {
      const { round } = event;
      const next = withRound(state, round);
      if (round.crashPoint === null || round.hash === null) return next;
      if (state.history.some((item) => item.id === round.id)) return next;
      const entry = { id: round.id, crashPoint: round.crashPoint, hash: round.hash };
      return { ...next, history: [entry, ...state.history].slice(0, CRASH_HISTORY_SIZE) };
    }
    case 'tick':
      return sameRound(state, event.roundId) && state.round?.status === 'running' ? state : null;
    case 'bet':
    case 'cashout':
      return sameRound(state, event.roundId) ? { ...state, bets: upsertBet(state.bets, event.bet) } : null;
    default:
      return state;
  }
}

export function isCrashEvent(value: unknown): value is CrashEvent {
  return (
    typeof value === 'object' && value !== null && typeof (value as { type?: unknown }).type === 'string'
  );
}
