/** Query keys of the back office, all under 'backoffice' so signing out drops every one of them at once. */
export const BACKOFFICE = 'backoffice';

export const keys = {
  me: [BACKOFFICE, 'me'] as const,
  queue: (queue: string, params: object) => [BACKOFFICE, 'queue', queue, params] as const,
  queues: [BACKOFFICE, 'queue'] as const,
  receipt: (orderId: string) => [BACKOFFICE, 'receipt', orderId] as const,
  playerSearch: (params: object) => [BACKOFFICE, 'players', 'search', params] as const,
  player: (globalId: string) => [BACKOFFICE, 'player', globalId] as const,
  playerPart: (globalId: string, part: string, params: object = {}) =>
    [BACKOFFICE, 'player', globalId, part, params] as const,
  report: (params: object) => [BACKOFFICE, 'report', params] as const,
  audit: (params: object) => [BACKOFFICE, 'audit', params] as const,
  bonuses: [BACKOFFICE, 'bonuses'] as const,
  tournaments: [BACKOFFICE, 'tournaments'] as const,
};
