import type { BetView } from '@casino/shared';
import { useState } from 'react';
import { ApiError } from '../../../lib/api-client.ts';
import { useHasToken } from '../../../lib/session.ts';
import { useSignIn } from '../../auth/index.ts';
import { useBetErrorHandler } from '../api/place-bet.ts';
import {
  type RoundActionInput,
  roundStep,
  type SteppedGame,
  type SteppedStepResult,
  useRoundAction,
  useStartRound,
  useSteppedRound,
} from '../api/stepped-round.ts';
import { playSound } from './sound.ts';

/**
 * What coin flip, hi-lo and blackjack pages share: the open round from the server (a reload or another tab
 * continues it), starting one, sending decisions at the round's step, and the last settled round kept on
 * the stage until the next starts.
 */
export function useSteppedGame(game: SteppedGame) {
  const signedIn = useHasToken();
  const { openSignIn } = useSignIn();
  const onBetError = useBetErrorHandler();
  const round = useSteppedRound(game, signedIn);
  const [finished, setFinished] = useState<BetView | null>(null);
  /** `games:stepped.*` key of a note about the round (it moved on elsewhere). */
  const [notice, setNotice] = useState<'roundOpen' | 'roundOver' | null>(null);

  const fail = (cause: unknown) => {
    if (cause instanceof ApiError && cause.status === 409) {
      setNotice(cause.detail === 'round_open' ? 'roundOpen' : 'roundOver');
      void round.refetch();
      return;
    }
    onBetError(cause);
  };
  const settle = (bet: BetView) => {
    if (bet.status !== 'settled') {
      playSound('click');
      return;
    }
    setFinished(bet);
    playSound(Number(bet.payout) > 0 ? 'win' : 'lose');
  };
  const answered = () => {
    for (const request of [start, action]) request.clear();
  };
  const start = useStartRound(game, {
    onSuccess: (result) => {
      answered();
      if (result.bet.status === 'settled') settle(result.bet);
    },
    onError: fail,
  });
  const action = useRoundAction(game, {
    onSuccess: (result: SteppedStepResult) => {
      answered();
      settle(result.bet);
    },
    onError: fail,
  });

  const openBet = signedIn && round.data?.bet?.status === 'open' ? round.data.bet : null;
  const busy = start.isPending || action.isPending;

  return {
    signedIn,
    openBet,
    /** The round on the stage: the open one, else the last settled. */
    shown: openBet ?? finished,
    finished: openBet ? null : finished,
    busy,
    loading: signedIn && round.isPending,
    notice,
    start,
    action,
    interrupted: [start, action].find((request) => request.interruption !== null) ?? null,
    /** Starts a round with `amount` (asks to sign in first); resolves with the bet. */
    begin: async (amount: string): Promise<BetView | null> => {
      if (!signedIn) {
        openSignIn('login');
        return null;
      }
      setNotice(null);
      setFinished(null);
      playSound('bet');
      return (await start.place({ amount })).bet;
    },
    /** One decision on `bet` (the open round by default); resolves with the round after it. */
    decide: async (decision: RoundActionInput['action'], bet: BetView | null = openBet) => {
      if (!bet) return null;
      setNotice(null);
      return (await action.place({ betId: bet.id, step: roundStep(bet), action: decision })).bet;
    },
  };
}
