import type pg from 'pg';
import type { z } from 'zod';
import { type Tx, withTx } from '../../db/tx.ts';
import { AppError, notFound, validationFailed } from '../../http/errors.ts';
import {
  cancelTournament,
  createTournament,
  endTournamentNow,
  listTournamentsForOperators,
  lockTournament,
  type TournamentAdminItem,
  TournamentRefused,
  updateTournament,
} from '../tournaments/index.ts';
import { type AuditAction, writeAudit } from './audit.ts';
import type { Operator } from './operators.service.ts';
import type { tournamentBody, tournamentPatch } from './schemas.ts';

export interface TournamentActions {
  list(): Promise<TournamentAdminItem[]>;
  create(operator: Operator, body: z.infer<typeof tournamentBody>): Promise<TournamentAdminItem>;
  update(operator: Operator, id: string, body: z.infer<typeof tournamentPatch>): Promise<TournamentAdminItem>;
  cancel(operator: Operator, id: string, reason: string): Promise<TournamentAdminItem>;
  end(operator: Operator, id: string): Promise<TournamentAdminItem>;
}

/** The module's refusals as the API answers them: a field's 400, or a 409 naming why. */
async function refusalsAnswered<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (!(error instanceof TournamentRefused)) throw error;
    const refusal = error.refusal;
    if (refusal.kind === 'invalid')
      throw validationFailed([{ field: refusal.field, message: refusal.message }]);
    throw new AppError(409, 'conflict', { reason: refusal.reason });
  }
}

/** Operators create, edit and call off tournaments, each in one transaction with its audit row. */
export function createTournamentActions(deps: { pool: pg.Pool; clock: () => Date }): TournamentActions {
  const { pool, clock } = deps;
  const audit = (
    tx: Tx,
    operator: Operator,
    action: AuditAction,
    id: string,
    before: TournamentAdminItem | null,
    after: TournamentAdminItem,
    extra: Record<string, unknown> = {},
  ) =>
    writeAudit(
      tx,
      {
        operatorId: operator.id,
        action,
        subjectType: 'tournament',
        subjectId: id,
        before: before && { ...before },
        after: { ...after, ...extra },
      },
      clock(),
    );
  const locked = async (tx: Tx, id: string) => {
    const tournament = /^\d{1,18}$/.test(id) ? await lockTournament(tx, BigInt(id), clock()) : undefined;
    if (!tournament) throw notFound();
    return tournament;
  };

  return {
    list: () => listTournamentsForOperators(pool, clock()),

    create: (operator, body) =>
      refusalsAnswered(() =>
        withTx(pool, async (tx) => {
          const created = await createTournament(tx, body, clock());
          await audit(tx, operator, 'tournament.create', created.id, null, created);
          return created;
        }),
      ),

    update: (operator, id, body) =>
      refusalsAnswered(() =>
        withTx(pool, async (tx) => {
          const before = await locked(tx, id);
          const after = await updateTournament(tx, before, body, clock());
          await audit(tx, operator, 'tournament.update', id, before, after);
          return after;
        }),
      ),

    end: (operator, id) =>
      refusalsAnswered(() =>
        withTx(pool, async (tx) => {
          const before = await locked(tx, id);
          const after = await endTournamentNow(tx, before, clock());
          await audit(tx, operator, 'tournament.end', id, before, after);
          return after;
        }),
      ),

    cancel: (operator, id, reason) =>
      refusalsAnswered(() =>
        withTx(pool, async (tx) => {
          const before = await locked(tx, id);
          if (before.cancelledAt) return before;
          const after = await cancelTournament(tx, before, clock());
          await audit(tx, operator, 'tournament.cancel', id, before, after, { reason });
          return after;
        }),
      ),
  };
}
