import type { BalanceView, BetView } from '@casino/shared';
import type { QueryClient } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client.ts';
import { BALANCE_KEY } from '../../../wallet/index.ts';
import { applyBetResult } from '../../api/place-bet.ts';
import type { BetCall } from '../../lib/use-bet-request.ts';
import { getMinesRound, minesRoundKey } from './get-mines-round.ts';

/** A reveal's or cash-out's answer; read back after a lost answer, it comes without the balance. */
export interface MinesStepResult {
  bet: BetView;
  balance?: BalanceView;
}

/** GET /api/v1/games/bets/{id}: one of the player's bets as it stands now. */
export function getOwnBet(betId: string, call?: Pick<BetCall, 'timeoutMs'>): Promise<BetView> {
  return api.get<BetView>(`/api/v1/games/bets/${encodeURIComponent(betId)}`, { timeoutMs: call?.timeoutMs });
}

/**
 * What became of a step on round `betId` whose answer was lost: the round, when still open and `applied`
 * to it (null: still open without it, so send it again); the settled bet, when the round is no longer open
 * (this step ended it: a mine, the last gem, the cash-out; or another tab did).
 */
export async function recoverMinesStep(
  betId: string,
  call: Pick<BetCall, 'timeoutMs'>,
  applied: (open: BetView) => boolean,
): Promise<MinesStepResult | null> {
  const { bet } = await getMinesRound(undefined, call);
  if (bet?.id === betId) return applied(bet) ? { bet } : null;
  return { bet: await getOwnBet(betId, call) };
}

/** Puts a step's answer in the caches: the bet, the open round (none once settled), the balance. */
export function applyMinesStep(queryClient: QueryClient, result: MinesStepResult) {
  applyBetResult(queryClient, result);
  queryClient.setQueryData(minesRoundKey, { bet: result.bet.status === 'open' ? result.bet : null });
  // Read back without the balance: a settled round may have paid out.
  if (!result.balance) void queryClient.invalidateQueries({ queryKey: BALANCE_KEY });
}
