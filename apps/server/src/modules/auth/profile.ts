import type { PatchMeRequest } from '@casino/shared';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { AppError, validationFailed } from '../../http/errors.ts';
import { users } from './auth.tables.ts';
import type { UserRow } from './viewer.ts';

/**
 * Applies PATCH /me. Names: filling an empty first or last name is free; changing a non-empty one is
 * allowed once per account (both names in one request count as one change).
 */
export async function updateProfile(
  db: Db,
  userId: bigint,
  patch: PatchMeRequest,
): Promise<UserRow | undefined> {
  const primary = patch.currency?.primary;
  if (primary !== undefined) {
    // The currencies table belongs to the wallet module; reading one code does not warrant its internals.
    const known = await db.execute(sql`SELECT 1 FROM currencies WHERE code = ${primary}`);
    if (known.rows.length === 0)
      throw validationFailed([{ field: 'currency.primary', message: 'Validation.invalid_format' }]);
  }
  return db.transaction(async (tx) => {
    const [current] = await tx.select().from(users).where(eq(users.id, userId)).for('update');
    if (!current) return undefined;
    const renames = (
      [
        [patch.firstName, current.firstName],
        [patch.lastName, current.lastName],
      ] as const
    ).some(([next, previous]) => next !== undefined && !!previous && next !== previous);
    if (renames && current.nameChangeUsed) throw new AppError(409, 'name_change_unavailable');

    const changes: Partial<typeof users.$inferInsert> = {};
    if (patch.language !== undefined) changes.language = patch.language;
    if (primary !== undefined) changes.primaryCurrency = primary;
    if (patch.firstName !== undefined) changes.firstName = patch.firstName;
    if (patch.lastName !== undefined) changes.lastName = patch.lastName;
    if (patch.gender !== undefined) changes.gender = patch.gender;
    if (patch.dateOfBirth !== undefined) changes.dateOfBirth = patch.dateOfBirth;
    if (renames) changes.nameChangeUsed = true;
    if (Object.keys(changes).length === 0) return current;
    const [updated] = await tx.update(users).set(changes).where(eq(users.id, userId)).returning();
    return updated;
  });
}
