import type { BalanceView } from '@casino/shared';
import { api } from '../../../../lib/api-client.ts';

/**
 * POST /api/v1/bonuses/forfeit (no body): ends every active bonus of the player, whose money and winnings go
 * back to the house; answers the balance. "Withdraw" on the bonus-burn warning (SPEC §4.4 step 4) calls it
 * first: the server refuses a withdrawal with `wager` while any bonus is active.
 */
export const forfeitBonuses = () => api.post<BalanceView>('/api/v1/bonuses/forfeit');
