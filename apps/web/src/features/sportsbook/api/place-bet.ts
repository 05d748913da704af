import type { PlaceSportsBetBody, SportsBetView } from '@casino/shared';
import { api } from '../../../lib/api-client.ts';

/** POST /api/v1/sportsbook/bets with the attempt's Idempotency-Key: 201 with the bet (its stake held). */
export const placeSportsBet = (body: PlaceSportsBetBody, idempotencyKey: string) =>
  api.post<SportsBetView>('/api/v1/sportsbook/bets', body, { idempotencyKey });
