import { useCallback, useEffect, useRef, useState } from 'react';
import type { SlotOutcomeView } from './slot-outcome.ts';

/** How long a free spin's wins stay on screen before the next one starts. */
export const FREE_SPIN_PAUSE_MS = 1_200;

export interface SlotPlayback {
  outcome: SlotOutcomeView | null;
  /** The spin on the reels. */
  index: number;
  /** spinning: reels moving to spin `index`; shown: its wins on screen; done: the bet is played through. */
  stage: 'idle' | 'spinning' | 'shown' | 'done';
  /** Changes with every spin, so the reels restart their animation. */
  spinId: number;
}

/**
 * Plays a bet's spins one after another: spin, show the wins, pause, next free spin. `play` resolves when
 * the whole sequence is on screen; `skip` jumps to the end.
 */
export function useSlotPlayback(spinMs: number) {
  const [playback, setPlayback] = useState<SlotPlayback>({
    outcome: null,
    index: 0,
    stage: 'idle',
    spinId: 0,
  });
  const waiting = useRef<Array<() => void>>([]);

  const play = useCallback(
    (outcome: SlotOutcomeView) =>
      new Promise<void>((resolve) => {
        waiting.current.push(resolve);
        setPlayback((current) => ({ outcome, index: 0, stage: 'spinning', spinId: current.spinId + 1 }));
      }),
    [],
  );

  const skip = useCallback(() => {
    setPlayback((current) =>
      current.outcome && current.stage !== 'done' && current.stage !== 'idle'
        ? { ...current, index: Math.max(0, current.outcome.spins.length - 1), stage: 'done' }
        : current,
    );
  }, []);

  const { stage, index, outcome } = playback;
  useEffect(() => {
    if (!outcome) return;
    const last = index >= outcome.spins.length - 1;
    if (stage === 'spinning') {
      const timer = window.setTimeout(
        () => setPlayback((current) => ({ ...current, stage: last ? 'done' : 'shown' })),
        spinMs,
      );
      return () => window.clearTimeout(timer);
    }
    if (stage === 'shown') {
      const timer = window.setTimeout(
        () =>
          setPlayback((current) => ({
            ...current,
            index: current.index + 1,
            stage: 'spinning',
            spinId: current.spinId + 1,
          })),
        FREE_SPIN_PAUSE_MS,
      );
      return () => window.clearTimeout(timer);
    }
    if (stage === 'done') {
      for (const resolve of waiting.current.splice(0)) resolve();
    }
    return undefined;
  }, [stage, index, outcome, spinMs]);

  // Leaving the page mid-sequence must not leave a caller waiting.
  useEffect(
    () => () => {
      for (const resolve of waiting.current.splice(0)) resolve();
    },
    [],
  );

  return { playback, play, skip };
}
