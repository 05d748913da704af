import type pg from 'pg';
import type { Tx } from '../../db/tx.ts';

/** What an operator did to what. Subjects are named by their public id (a player's globalId). */
export type AuditAction =
  | 'player.adjustment'
  | 'player.bonus'
  | 'player.bonus_offer'
  | 'bonus.create'
  | 'bonus.update'
  | 'bonus.retire'
  | 'tournament.create'
  | 'tournament.update'
  | 'tournament.cancel'
  | 'tournament.end'
  | 'player.ban'
  | 'player.unban'
  | 'player.vip'
  | 'player.restrictions'
  | 'player.two_factor_reset'
  | 'operator.two_factor'
  | 'buy.confirm'
  | 'buy.decline'
  | 'withdrawal.approve'
  | 'withdrawal.decline'
  | 'dispute.accept'
  | 'dispute.reject'
  | 'sandbox.chain_payment'
  | 'support.assign'
  | 'support.close'
  | 'support.reopen'
  | 'sportsbook.market_settle'
  | 'sportsbook.market_resettle'
  | 'sportsbook.market_suspend'
  | 'sportsbook.event_void'
  | 'sandbox.sportsbook_finish'
  | 'game.update'
  | 'game.order'
  | 'game.import';
export type AuditSubjectType =
  | 'player'
  | 'transaction'
  | 'dispute'
  | 'chain_payment'
  | 'bonus'
  | 'tournament'
  | 'operator'
  | 'support_conversation'
  | 'sportsbook_market'
  | 'sportsbook_event'
  | 'game';

export interface AuditEntry {
  operatorId: bigint;
  action: AuditAction;
  subjectType: AuditSubjectType;
  subjectId: string;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
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

export interface AuditQuery {
  subjectType?: string | undefined;
  subjectId?: string | undefined;
  offset: number;
  limit: number;
}

/**
 * Written on the transaction of the change it describes: the change and its record commit together or
 * not at all. The table refuses UPDATE and DELETE (trigger, LG004).
 */
export async function writeAudit(tx: Tx, entry: AuditEntry, at: Date): Promise<void> {
  await tx.client.query(
    `INSERT INTO audit_log (operator_id, action, subject_type, subject_id, before, after, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7)`,
    [
      entry.operatorId.toString(),
      entry.action,
      entry.subjectType,
      entry.subjectId,
      entry.before === null ? null : JSON.stringify(entry.before),
      entry.after === null ? null : JSON.stringify(entry.after),
      at,
    ],
  );
}

interface AuditRow {
  id: string;
  operator_id: string;
  operator_email: string | null;
  action: string;
  subject_type: string;
  subject_id: string;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
  created_at: Date;
}

/** Newest first. The id orders rows as they were written; timestamps come from an injectable clock. */
export async function listAudit(
  pool: pg.Pool,
  query: AuditQuery,
): Promise<{ items: AuditItem[]; total: number }> {
  const where: string[] = [];
  const values: unknown[] = [];
  if (query.subjectType !== undefined) {
    values.push(query.subjectType);
    where.push(`a.subject_type = $${values.length}`);
  }
  if (query.subjectId !== undefined) {
    values.push(query.subjectId);
    where.push(`a.subject_id = $${values.length}`);
  }
  const filter = where.length > 0 ? `WHERE ${where.join(' AND ')}` : '';
  const [count, page] = await Promise.all([
    pool.query<{ total: string }>(`SELECT count(*) AS total FROM audit_log a ${filter}`, values),
    pool.query<AuditRow>(
      `SELECT a.id, a.operator_id, o.email AS operator_email, a.action, a.subject_type, a.subject_id,
              a.before, a.after, a.created_at
       FROM audit_log a LEFT JOIN operators o ON o.id = a.operator_id
       ${filter}
       ORDER BY a.id DESC
       OFFSET $${values.length + 1} LIMIT $${values.length + 2}`,
      [...values, query.offset, query.limit],
    ),
  ]);
  return {
    total: Number(count.rows[0]?.total ?? 0),
    items: page.rows.map((row) => ({
      id: String(row.id),
      operator: { id: String(row.operator_id), email: row.operator_email },
      action: row.action,
      subjectType: row.subject_type,
      subjectId: row.subject_id,
      before: row.before,
      after: row.after,
      createdAt: row.created_at.toISOString(),
    })),
  };
}
