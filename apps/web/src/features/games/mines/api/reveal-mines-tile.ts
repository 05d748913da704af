import type { BetResult } from '@casino/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client.ts';
import { applyBetResult } from '../../api/place-bet.ts';
import { minesRoundKey } from './get-mines-round.ts';

/** POST /api/v1/games/mines/round/reveal: a gem keeps the round open, a mine (or the last gem) settles it. */
export function revealMinesTile(tile: number): Promise<BetResult> {
  return api.post<BetResult>('/api/v1/games/mines/round/reveal', { tile });
}

export function useRevealMinesTile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: revealMinesTile,
    onSuccess: (result) => {
      applyBetResult(queryClient, result);
      queryClient.setQueryData(minesRoundKey, { bet: result.bet.status === 'open' ? result.bet : null });
    },
  });
}
