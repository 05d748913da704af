import type { BalanceView } from '@casino/shared';

/**
 * Answers of the operator API that predate packages/shared/src/backoffice (their zod schemas live in the
 * server's backoffice/schemas.ts, which the web app may not import): the fields the screens read.
 */

export interface PageMeta {
  total: number;
  offset: number;
  limit: number;
}

export interface Page<T> {
  items: T[];
  meta: PageMeta;
}

export interface FiatOrder {
  id: string;
  status: string;
  url: string | null;
  valueFrom: string;
  currencyFrom: string;
  bankMethod: string | null;
  meta: { external_info: { target: string } };
  additonalAmountChange: string | null;
  details: {
    expiredAt: number | null;
    paymentDetails: Record<string, string> | null;
    recipientBank: string | null;
    senderBank: string | null;
  };
}

/** Every queue item names its player by globalId. */
export type BuyOrder = FiatOrder & { player: string | null };

export interface Withdrawal {
  id: string;
  type: string;
  status: string;
  timestamp: number | null;
  originalAmount: { value: string; currency: string };
  externalId: string | null;
  paymentDetails: Record<string, string> | null;
  address: string | null;
  cancellableUntil: string | null;
  senderBank: string | null;
  fee: string;
  player: string | null;
}

export interface Dispute {
  id: string;
  acceptOption: string | null;
  amount: string | null;
  comment: string | null;
  problem: string | null;
  status: string;
  previousStatus: string | null;
  createdAt: string;
  resolvedAt: string | null;
  order: FiatOrder;
  player: string | null;
}

export interface TransactionChange {
  id: string;
  status: string;
  amount?: string;
}

export interface PlayerSummary {
  globalId: string;
  email: string | null;
  language: string;
  currency: string;
  isVip: boolean;
  vipManager: { telegramUsername: string } | null;
  vipLevel: number;
  banReason: string | null;
  buyBanned: boolean;
  fiatBanned: boolean;
  depositCount: number;
  balance: BalanceView;
}

export interface AuditItem {
  id: string;
  operator: { id: string; email: string | null };
  action: string;
  subjectType: string;
  subjectId: string;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
  createdAt: string;
}

export interface CatalogueBonus {
  id: string;
  status: 'active' | 'retired';
  slug: string;
  titles: Record<string, string>;
  type: 'deposit' | 'promo' | 'promo_freespins' | 'personal';
  isPersonal: boolean;
  welcomeStep: number | null;
  amountMultiplier: number;
  freespinsCount: number;
  wager: number;
  deadlineHours: number;
  position: number;
}

export interface AdminTournament {
  id: string;
  slug: string;
  descriptions: Record<string, { name: string; description: string }>;
  vipPlayersOnly: boolean;
  currency: string;
  startsAt: string;
  endsAt: string;
  scoring: string;
  prizePool: string;
  status: 'upcoming' | 'active' | 'finished';
  cancelledAt: string | null;
  settledAt: string | null;
  players: number;
}
