import { formatMajor, fromBasisPoints, parseMajor, toBasisPoints } from '@casino/shared';
import type pg from 'pg';
import type { z } from 'zod';
import { type Tx, withTx } from '../../db/tx.ts';
import { AppError, notFound, validationFailed } from '../../http/errors.ts';
import type { AuthService } from '../auth/index.ts';
import {
  type CatalogueBonus,
  type CatalogueInput,
  createCatalogueBonus,
  findCatalogueBonus,
  listCatalogue,
  offerPersonalBonus,
  updateCatalogueBonus,
} from '../bonuses/index.ts';
import { writeAudit } from './audit.ts';
import type { Operator } from './operators.service.ts';
import type { catalogueBonusBody } from './schemas.ts';

type Body = z.infer<typeof catalogueBonusBody>;

/** The catalogue as operators read and write it: US-dollar amounts as decimals. */
export interface CatalogueItem extends Omit<Body, never> {
  id: string;
  status: 'active' | 'retired';
}

const usd = (cents: bigint | null) => (cents === null ? null : formatMajor(cents, 2));
const cents = (field: string, value: string | null | undefined): bigint | null | undefined => {
  if (value === undefined || value === null) return value;
  const parsed = parseMajor(value, 2);
  if (parsed === null) throw validationFailed([{ field, message: 'Validation.invalid_amount' }]);
  return parsed;
};

export function catalogueItem(b: CatalogueBonus): CatalogueItem {
  return {
    id: b.id.toString(),
    status: b.status,
    slug: b.slug,
    titles: b.titles as Body['titles'],
    type: b.type,
    isPersonal: b.isPersonal,
    welcomeStep: b.welcomeStep,
    minDepositNumber: b.minDepositNumber,
    minDeposit: usd(b.minDeposit),
    maxDeposit: usd(b.maxDeposit),
    amountMultiplier: fromBasisPoints(b.amountMultiplierBp),
    freespinsCount: b.freespinsCount,
    freespinsAmount: usd(b.freespinsAmount),
    freespinsGameId: b.freespinsGameId,
    wager: b.wager,
    wagerFreespins: b.wagerFreespins,
    wagerMaxBet: usd(b.wagerMaxBet),
    maxAmount: usd(b.maxAmount),
    maxAmountMultiplier: b.maxAmountMultiplier,
    freespinsMaxAmount: usd(b.freespinsMaxAmount),
    freespinsMaxAmountMultiplier: b.freespinsMaxAmountMultiplier,
    deadlineHours: b.deadlineHours,
    gamesWagers: b.gamesWagers,
    position: b.position,
  };
}

function toInput(body: Partial<Body>): Partial<CatalogueInput> {
  const {
    amountMultiplier,
    minDeposit,
    maxDeposit,
    freespinsAmount,
    wagerMaxBet,
    maxAmount,
    freespinsMaxAmount,
    ...rest
  } = body;
  const input: Partial<CatalogueInput> = { ...rest };
  if (amountMultiplier !== undefined) input.amountMultiplierBp = toBasisPoints(amountMultiplier);
  const money = { minDeposit, maxDeposit, freespinsAmount, wagerMaxBet, maxAmount, freespinsMaxAmount };
  for (const [field, value] of Object.entries(money)) {
    const converted = cents(field, value);
    if (converted !== undefined) (input as Record<string, unknown>)[field] = converted;
  }
  return input;
}

export interface CatalogueActions {
  list(): Promise<CatalogueItem[]>;
  create(operator: Operator, body: Body): Promise<CatalogueItem>;
  update(operator: Operator, id: string, body: Partial<Body>): Promise<CatalogueItem>;
  retire(operator: Operator, id: string): Promise<CatalogueItem>;
  offer(operator: Operator, id: string, globalId: string): Promise<{ offerId: string }>;
}

/**
 * Operators create, edit and retire catalogue bonuses and offer personal ones, each in one transaction with
 * its audit row. The database's CHECKs are the last word on a consistent bonus (a 400 names the rule).
 */
export function createCatalogueActions(deps: {
  pool: pg.Pool;
  clock: () => Date;
  auth: AuthService;
}): CatalogueActions {
  const { pool, clock, auth } = deps;

  async function checkGames(tx: Tx, body: Partial<Body>): Promise<void> {
    const ids = [
      ...(body.gamesWagers ?? []).map((g) => g.id),
      ...(body.freespinsGameId ? [body.freespinsGameId] : []),
    ];
    if (ids.length === 0) return;
    const { rows } = await tx.client.query<{ id: string }>('SELECT id FROM games WHERE id = ANY($1)', [ids]);
    const known = new Set(rows.map((r) => r.id));
    const unknown = ids.find((id) => !known.has(id));
    if (unknown)
      throw validationFailed([
        { field: 'gamesWagers', message: 'Validation.invalid_format', params: { id: unknown } },
      ]);
  }

  /** A CHECK the catalogue refuses becomes a 400 naming it; anything else is not ours to hide. */
  async function guarded<T>(run: () => Promise<T>): Promise<T> {
    try {
      return await run();
    } catch (error) {
      const e = error as { code?: string; constraint?: string };
      if (e.code === '23514') throw new AppError(400, 'validation_error', { rule: e.constraint ?? 'check' });
      throw error;
    }
  }

  const byId = async (tx: Tx, id: string) => {
    const bonus = /^\d{1,18}$/.test(id) ? await findCatalogueBonus(tx, BigInt(id)) : undefined;
    if (!bonus) throw notFound();
    return bonus;
  };

  return {
    async list() {
      return (await listCatalogue(pool)).map(catalogueItem);
    },

    create: (operator, body) =>
      guarded(() =>
        withTx(pool, async (tx) => {
          await checkGames(tx, body);
          const created = await createCatalogueBonus(tx, toInput(body) as CatalogueInput, clock());
          if (!created) throw new AppError(409, 'conflict', { slug: body.slug });
          const after = catalogueItem(created);
          await writeAudit(
            tx,
            {
              operatorId: operator.id,
              action: 'bonus.create',
              subjectType: 'bonus',
              subjectId: after.id,
              before: null,
              after: { ...after },
            },
            clock(),
          );
          return after;
        }),
      ),

    update: (operator, id, body) =>
      guarded(() =>
        withTx(pool, async (tx) => {
          const before = catalogueItem(await byId(tx, id));
          await checkGames(tx, body);
          const after = catalogueItem(await updateCatalogueBonus(tx, BigInt(id), toInput(body), clock()));
          await writeAudit(
            tx,
            {
              operatorId: operator.id,
              action: 'bonus.update',
              subjectType: 'bonus',
              subjectId: id,
              before: { ...before },
              after: { ...after },
            },
            clock(),
          );
          return after;
        }),
      ),

    retire: (operator, id) =>
      withTx(pool, async (tx) => {
        const before = await byId(tx, id);
        if (before.status === 'retired') return catalogueItem(before);
        const after = catalogueItem(
          await updateCatalogueBonus(tx, BigInt(id), { status: 'retired' }, clock()),
        );
        await writeAudit(
          tx,
          {
            operatorId: operator.id,
            action: 'bonus.retire',
            subjectType: 'bonus',
            subjectId: id,
            before: { status: before.status },
            after: { status: 'retired' },
          },
          clock(),
        );
        return after;
      }),

    async offer(operator, id, globalId) {
      const player = await auth.getPlayerByGlobalId(globalId);
      if (!player) throw notFound();
      return withTx(pool, async (tx) => {
        const bonus = await byId(tx, id);
        if (!bonus.isPersonal || bonus.status !== 'active') throw new AppError(400, 'bonus_unavailable');
        const offerId = await offerPersonalBonus(tx, bonus.id, player.id, clock());
        if (offerId === undefined) throw new AppError(409, 'conflict');
        await writeAudit(
          tx,
          {
            operatorId: operator.id,
            action: 'player.bonus_offer',
            subjectType: 'player',
            subjectId: globalId,
            before: null,
            after: { bonusId: id, offerId },
          },
          clock(),
        );
        return { offerId };
      });
    },
  };
}
