import type { Viewer } from '@casino/shared';

/**
 * The name rule the server applies on PATCH /me (auth/profile.ts): filling an empty first or last name is
 * free; changing a name that is already there is allowed once per account, both names in one request
 * counting as one change (`isNameChangeAvailable` turns false after it).
 */
export const NAME_FIELDS = ['firstName', 'lastName'] as const;
export type NameField = (typeof NAME_FIELDS)[number];

type Names = Pick<Viewer, NameField | 'isNameChangeAvailable'>;

/** A saved name that can no longer be edited. */
export function isNameLocked(viewer: Names, field: NameField): boolean {
  return !viewer.isNameChangeAvailable && Boolean(viewer[field]);
}

/** Whether this patch changes a name that is already set (and so spends the one change). */
export function isRename(viewer: Names, patch: Partial<Record<NameField, string>>): boolean {
  return NAME_FIELDS.some((field) => {
    const next = patch[field];
    const previous = viewer[field];
    return next !== undefined && Boolean(previous) && next !== previous;
  });
}
