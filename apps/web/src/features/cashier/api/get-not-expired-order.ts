import { api } from '../../../lib/api-client.ts';
import type { FiatOrder } from './get-buy-order.ts';

/**
 * GET /api/v2/wallet/orders/not-expired?bank_id={id}: the open order of a method without multiple orders
 * (SPEC §4.2), or null. Called once before creating, so a plain fetcher (no cache).
 */
export const fetchNotExpiredOrder = (bankId: string, signal?: AbortSignal) =>
  api.get<FiatOrder | null>('/api/v2/wallet/orders/not-expired', { signal, query: { bank_id: bankId } });
