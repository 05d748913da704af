import {
  type OperatorRole,
  roleAllows,
  type SupportAssignRequest,
  type SupportQueueItem,
  type SupportStatus,
} from '@casino/shared';
import type pg from 'pg';
import { validationFailed } from '../../http/errors.ts';
import type { AuditHook, SupportChat } from '../support/index.ts';
import { type AuditAction, writeAudit } from './audit.ts';
import type { Operator } from './operators.service.ts';

export interface SupportChatActionsDeps {
  pool: pg.Pool;
  clock: () => Date;
  chat: SupportChat;
}

/**
 * The operators' side of the support chat: the chat module does the work, this adds what only the back
 * office knows (operators' e-mails, who may be assigned) and the audit rows of assignments and closing,
 * written in the change's own transaction.
 */
export function createSupportChatActions(deps: SupportChatActionsDeps) {
  const { chat } = deps;

  const audit =
    (operator: Operator, action: AuditAction, conversationId: string): AuditHook =>
    (tx, change) =>
      writeAudit(
        tx,
        {
          operatorId: operator.id,
          action,
          subjectType: 'support_conversation',
          subjectId: conversationId,
          before: change.before,
          after: change.after,
        },
        deps.clock(),
      );

  /** Fills in the assigned operators' e-mails. */
  async function withOperators(items: SupportQueueItem[]): Promise<SupportQueueItem[]> {
    const ids = [
      ...new Set(items.flatMap((item) => (item.assignedOperator ? [item.assignedOperator.id] : []))),
    ];
    if (ids.length === 0) return items;
    const { rows } = await deps.pool.query<{ id: string; email: string }>(
      'SELECT id, email FROM operators WHERE id = ANY($1::bigint[])',
      [ids],
    );
    const emails = new Map(rows.map((row) => [String(row.id), row.email]));
    return items.map((item) =>
      item.assignedOperator
        ? {
            ...item,
            assignedOperator: {
              ...item.assignedOperator,
              email: emails.get(item.assignedOperator.id) ?? null,
            },
          }
        : item,
    );
  }
  const one = async (item: SupportQueueItem) => (await withOperators([item]))[0] as SupportQueueItem;

  return {
    async queue(operator: Operator, query: Parameters<SupportChat['queue']>[0]) {
      const page = await chat.queue(query, operator.id);
      return { ...page, items: await withOperators(page.items) };
    },

    async history(conversationId: string, query: Parameters<SupportChat['history']>[1]) {
      const page = await chat.history(conversationId, query);
      return { ...page, conversation: await one(page.conversation) };
    },

    /** To the caller, or to another operator whose role answers the chat (else 400 on operatorId). */
    async assign(operator: Operator, conversationId: string, request: SupportAssignRequest) {
      let assignee = operator.id;
      if (request.operatorId !== 'me') {
        const { rows } = await deps.pool.query<{ id: string; role: OperatorRole }>(
          'SELECT id, role FROM operators WHERE id = $1',
          [request.operatorId],
        );
        const target = rows[0];
        if (!target || !roleAllows(target.role, 'support.chat'))
          throw validationFailed([{ field: 'operatorId', message: 'Validation.invalid_format' }]);
        assignee = BigInt(target.id);
      }
      return one(
        await chat.assign(conversationId, assignee, audit(operator, 'support.assign', conversationId)),
      );
    },

    async setStatus(operator: Operator, conversationId: string, status: SupportStatus) {
      const action = status === 'closed' ? 'support.close' : 'support.reopen';
      return one(await chat.setStatus(conversationId, status, audit(operator, action, conversationId)));
    },

    reply: (operator: Operator, conversationId: string, input: Parameters<SupportChat['reply']>[2]) =>
      chat.reply(operator.id, conversationId, input),
    upload: (conversationId: string, bytes: Buffer) => chat.uploadAsOperator(conversationId, bytes),
    attachment: (conversationId: string, attachmentId: string) =>
      chat.attachmentOf(conversationId, attachmentId),
    markRead: (conversationId: string) => chat.markReadByOperator(conversationId),
    typing: (conversationId: string) => chat.typingByOperator(conversationId),
  };
}

export type SupportChatActions = ReturnType<typeof createSupportChatActions>;
