import type pg from 'pg';
import type { Tx } from '../../db/tx.ts';
import { CATALOGUE_COLUMNS, type CatalogueBonus, type CatalogueRow, fromRow } from './catalogue.ts';

/** What an operator sets on a catalogue bonus (all of it but the id and status); money in US cents. */
export type CatalogueInput = Omit<CatalogueBonus, 'id' | 'status'>;

const FIELDS: [keyof CatalogueInput, string][] = [
  ['slug', 'slug'],
  ['titles', 'titles'],
  ['type', 'type'],
  ['isPersonal', 'is_personal'],
  ['welcomeStep', 'welcome_step'],
  ['minDepositNumber', 'min_deposit_number'],
  ['minDeposit', 'min_deposit'],
  ['maxDeposit', 'max_deposit'],
  ['amountMultiplierBp', 'amount_multiplier_bp'],
  ['freespinsCount', 'freespins_count'],
  ['freespinsAmount', 'freespins_amount'],
  ['freespinsGameId', 'freespins_game_id'],
  ['wager', 'wager'],
  ['wagerFreespins', 'wager_freespins'],
  ['wagerMaxBet', 'wager_max_bet'],
  ['maxAmount', 'max_amount'],
  ['maxAmountMultiplier', 'max_amount_multiplier'],
  ['freespinsMaxAmount', 'freespins_max_amount'],
  ['freespinsMaxAmountMultiplier', 'freespins_max_amount_multiplier'],
  ['deadlineHours', 'deadline_hours'],
  ['gamesWagers', 'games_wagers'],
  ['position', 'position'],
];

const param = (value: unknown): unknown =>
  typeof value === 'bigint'
    ? value.toString()
    : typeof value === 'object' && value !== null
      ? JSON.stringify(value)
      : value;

/** Every catalogue bonus, retired ones too, in the operator's order. */
export async function listCatalogue(db: pg.Pool): Promise<CatalogueBonus[]> {
  const { rows } = await db.query<CatalogueRow>(
    `SELECT ${CATALOGUE_COLUMNS} FROM bonuses ORDER BY position, id`,
  );
  return rows.map(fromRow);
}

export async function findCatalogueBonus(tx: Tx, id: bigint): Promise<CatalogueBonus | undefined> {
  const { rows } = await tx.client.query<CatalogueRow>(
    `SELECT ${CATALOGUE_COLUMNS} FROM bonuses WHERE id = $1 FOR UPDATE`,
    [id.toString()],
  );
  return rows[0] && fromRow(rows[0]);
}

/** Creates a bonus; undefined when the slug is taken. */
export async function createCatalogueBonus(
  tx: Tx,
  input: CatalogueInput,
  now: Date,
): Promise<CatalogueBonus | undefined> {
  const { rows } = await tx.client.query<CatalogueRow>(
    `INSERT INTO bonuses (${FIELDS.map(([, c]) => c).join(', ')}, created_at, updated_at)
     VALUES (${FIELDS.map((_, i) => `$${i + 1}`).join(', ')}, $${FIELDS.length + 1}, $${FIELDS.length + 1})
     ON CONFLICT (slug) DO NOTHING RETURNING ${CATALOGUE_COLUMNS}`,
    [...FIELDS.map(([k]) => param(input[k])), now],
  );
  return rows[0] && fromRow(rows[0]);
}

/** Applies the given fields to a bonus (the caller holds its row lock). */
export async function updateCatalogueBonus(
  tx: Tx,
  id: bigint,
  changes: Partial<CatalogueInput> & { status?: 'active' | 'retired' },
  now: Date,
): Promise<CatalogueBonus> {
  const set = [...FIELDS, ['status', 'status'] as [keyof typeof changes, string]].filter(
    ([k]) => changes[k] !== undefined,
  );
  const { rows } = await tx.client.query<CatalogueRow>(
    `UPDATE bonuses SET ${set.map(([, c], i) => `${c} = $${i + 2}`).join(', ')}${set.length ? ', ' : ''}updated_at = $${set.length + 2}
     WHERE id = $1 RETURNING ${CATALOGUE_COLUMNS}`,
    [id.toString(), ...set.map(([k]) => param(changes[k])), now],
  );
  const row = rows[0];
  if (!row) throw new Error(`bonus ${id} vanished under its lock`);
  return fromRow(row);
}

/** Offers a personal bonus to a player; false when it was offered already. */
export async function offerPersonalBonus(
  tx: Tx,
  bonusId: bigint,
  userId: bigint,
  now: Date,
): Promise<string | undefined> {
  const { rows } = await tx.client.query<{ id: string }>(
    `INSERT INTO bonus_personal_offers (bonus_id, user_id, created_at) VALUES ($1, $2, $3)
     ON CONFLICT DO NOTHING RETURNING id`,
    [bonusId.toString(), userId.toString(), now],
  );
  return rows[0]?.id;
}
