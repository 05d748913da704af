import type { TournamentEvent } from '../content/tournaments.ts';
import type { Money } from '../money/money.ts';

/** SPEC §7 realtime channels. Player channels carry the player's globalId. */
export const PLAYER_CHANNEL_KINDS = ['balance', 'transaction', 'tournaments', 'interface_actions'] as const;
export type PlayerChannelKind = (typeof PLAYER_CHANNEL_KINDS)[number];

export const playerChannel = (kind: PlayerChannelKind, globalId: string): string => `${kind}#${globalId}`;
export const BROADCAST_PREFIX = 'broadcast:';
export const LAST_BET_CHANNEL = 'broadcast:last_bet';

/** May a player with this globalId listen on this channel? Only their own channels and broadcasts. */
export function mayListen(channel: string, globalId: string): boolean {
  if (channel.startsWith(BROADCAST_PREFIX)) return /^broadcast:[a-z0-9_]{1,64}$/.test(channel);
  return PLAYER_CHANNEL_KINDS.some((kind) => channel === playerChannel(kind, globalId));
}

/** Socket.IO client → server events. The ack answers whether the subscription was accepted. */
export interface ClientToServerEvents {
  subscribe: (channel: string, ack?: (result: { ok: boolean; error?: string }) => void) => void;
  unsubscribe: (channel: string) => void;
}

export interface UserBonusView {
  status: string;
  amount: Money;
  wager: { current: string; total: string };
}

/** SPEC §3 Balance. */
export interface BalanceView {
  total: Money;
  fiat: Money;
  userBonuses: UserBonusView[];
}

export interface TransactionEvent {
  status: string;
  type: string;
}

/** Every event is emitted under the channel's own name, with the channel's payload. */
export interface ChannelPayloads {
  balance: BalanceView;
  transaction: TransactionEvent;
  tournaments: TournamentEvent;
  interface_actions: unknown;
}
