import { playerChannel, type TransactionEvent } from '@casino/shared';
import type { Player } from '../auth/index.ts';
import type { Publish } from '../realtime/index.ts';

/** SPEC §4.3 realtime: a cashier transaction changed. Call only after commit. */
export function announceTransaction(
  publish: Publish,
  player: Pick<Player, 'globalId'>,
  event: TransactionEvent,
): void {
  publish(playerChannel('transaction', player.globalId), { status: event.status, type: event.type });
}
