import { api } from '../../../lib/api-client.ts';

/**
 * GET /api/v2/wallet/wager: the withdraw-enabled check (SPEC §4.4 step 2). Answers `{ isWithdrawEnabled:
 * true }`, or fails with detail `wager` while a bonus's wagering is unmet. Called once per confirmation,
 * never cached: the answer changes with every bet.
 */
export const fetchWagerCheck = (signal?: AbortSignal) =>
  api.get<{ isWithdrawEnabled: boolean }>('/api/v2/wallet/wager', { signal });
