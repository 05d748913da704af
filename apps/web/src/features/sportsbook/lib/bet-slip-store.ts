import type { AcceptOdds, MarketType, OutcomeKey } from '@casino/shared';
import { useSyncExternalStore } from 'react';
import { BET_SLIP_KEY, closeBetSlip, slipChanged, subscribeSlip as subscribe } from './bet-slip-sheet.ts';

/**
 * The bet slip, kept outside React and in localStorage so it survives reloads and is shared by every
 * sportsbook page and the shell's bottom bar. Deliberately tiny (type imports only): the bottom bar is part
 * of the first load and reads the selection count from here, without pulling the sportsbook in.
 */

export interface SlipSelection {
  outcomeId: string;
  outcomeKey: OutcomeKey;
  /** The odds the player took (decimal text, "2.10"): what the bet is sent with. */
  odds: string;
  /** Newer odds seen since (realtime or an odds_changed refusal); the player accepts them or not. */
  latest: string | null;
  /** The market is not open now (suspended, settled) or the event is over. */
  locked: boolean;
  eventId: string;
  sport: string;
  home: string;
  away: string;
  startsAt: string;
  market: { id: string; type: MarketType; line: string | null; period: number | null };
}

export type SlipTab = 'single' | 'multi';

export interface BetSlipState {
  selections: SlipSelection[];
  /** Singles: one stake per selection (major units as typed). */
  stakes: Record<string, string>;
  /** The multi's one stake. */
  multiStake: string;
  tab: SlipTab;
  acceptOdds: AcceptOdds;
}

export { BET_SLIP_KEY };

const EMPTY: BetSlipState = { selections: [], stakes: {}, multiStake: '', tab: 'single', acceptOdds: 'none' };

function load(): BetSlipState {
  try {
    const raw = typeof localStorage === 'undefined' ? null : localStorage.getItem(BET_SLIP_KEY);
    if (!raw) return EMPTY;
    const parsed = JSON.parse(raw) as Partial<BetSlipState>;
    if (!Array.isArray(parsed.selections)) return EMPTY;
    return {
      selections: parsed.selections.filter(
        (s) => typeof s?.outcomeId === 'string' && typeof s.odds === 'string',
      ),
      stakes: typeof parsed.stakes === 'object' && parsed.stakes ? parsed.stakes : {},
      multiStake: typeof parsed.multiStake === 'string' ? parsed.multiStake : '',
      tab: parsed.tab === 'multi' ? 'multi' : 'single',
      acceptOdds: parsed.acceptOdds === 'higher' || parsed.acceptOdds === 'any' ? parsed.acceptOdds : 'none',
    };
  } catch {
    return EMPTY;
  }
}

let state: BetSlipState | null = null;

function read(): BetSlipState {
  state ??= load();
  return state;
}

function write(next: BetSlipState): void {
  state = next;
  try {
    localStorage.setItem(BET_SLIP_KEY, JSON.stringify(next));
  } catch {
    // Storage full or disabled: the slip lives on for this page.
  }
  slipChanged(next.selections.length);
}

/** Another tab changed the slip: follow it. */
if (typeof window !== 'undefined')
  window.addEventListener('storage', (event) => {
    if (event.key !== BET_SLIP_KEY) return;
    state = load();
    slipChanged(state.selections.length);
  });

export const betSlip = {
  get: read,
  subscribe,
  /** Adds the selection, or removes it when it is there already (an odds button is a toggle). */
  toggle(selection: Omit<SlipSelection, 'latest' | 'locked'>): void {
    const current = read();
    if (current.selections.some((s) => s.outcomeId === selection.outcomeId)) {
      betSlip.remove([selection.outcomeId]);
      return;
    }
    write({ ...current, selections: [...current.selections, { ...selection, latest: null, locked: false }] });
  },
  remove(outcomeIds: readonly string[]): void {
    const current = read();
    const gone = new Set(outcomeIds);
    const stakes = { ...current.stakes };
    for (const id of gone) delete stakes[id];
    const selections = current.selections.filter((s) => !gone.has(s.outcomeId));
    write({ ...current, selections, stakes, multiStake: selections.length ? current.multiStake : '' });
  },
  clear(): void {
    write({ ...read(), selections: [], stakes: {}, multiStake: '' });
  },
  setStake(outcomeId: string, stake: string): void {
    const current = read();
    write({ ...current, stakes: { ...current.stakes, [outcomeId]: stake } });
  },
  setMultiStake(stake: string): void {
    write({ ...read(), multiStake: stake });
  },
  setTab(tab: SlipTab): void {
    write({ ...read(), tab });
  },
  setAcceptOdds(acceptOdds: AcceptOdds): void {
    write({ ...read(), acceptOdds });
  },
  /** What the feed says now about some outcomes: new odds (kept apart until accepted) and locks. */
  update(changes: ReadonlyMap<string, { odds?: string; locked?: boolean }>): void {
    const current = read();
    let changed = false;
    const selections = current.selections.map((s) => {
      const change = changes.get(s.outcomeId);
      if (!change) return s;
      const latest = change.odds === undefined ? s.latest : change.odds === s.odds ? null : change.odds;
      const locked = change.locked ?? s.locked;
      if (latest === s.latest && locked === s.locked) return s;
      changed = true;
      return { ...s, latest, locked };
    });
    if (changed) write({ ...current, selections });
  },
  /** The player takes the newer odds of these selections (all of them when no ids are given). */
  acceptLatest(outcomeIds?: readonly string[]): void {
    const current = read();
    const only = outcomeIds ? new Set(outcomeIds) : null;
    write({
      ...current,
      selections: current.selections.map((s) =>
        s.latest !== null && (!only || only.has(s.outcomeId)) ? { ...s, odds: s.latest, latest: null } : s,
      ),
    });
  },
  /** Tests start from an empty slip. */
  reset(): void {
    state = null;
    try {
      localStorage.removeItem(BET_SLIP_KEY);
    } catch {
      // Nothing stored.
    }
    closeBetSlip();
    slipChanged(0);
  },
};

export function useBetSlip(): BetSlipState {
  return useSyncExternalStore(subscribe, read, read);
}

/** Whether an outcome is on the slip (an odds button's pressed state). */
export function useInSlip(outcomeId: string): boolean {
  return useSyncExternalStore(
    subscribe,
    () => read().selections.some((s) => s.outcomeId === outcomeId),
    () => false,
  );
}
