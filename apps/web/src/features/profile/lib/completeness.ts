import type { Viewer } from '@casino/shared';

/** SPEC §5.6: the profile is complete when these four are present (withdrawals may require it). */
export const PROFILE_FIELDS = ['firstName', 'lastName', 'gender', 'dateOfBirth'] as const;
export type ProfileField = (typeof PROFILE_FIELDS)[number];

export interface ProfileCompleteness {
  filled: ProfileField[];
  missing: ProfileField[];
  total: number;
  complete: boolean;
  /** 0 to 100, whole numbers. */
  percent: number;
}

const present = (value: string | null | undefined) => typeof value === 'string' && value.trim() !== '';

export function profileCompleteness(viewer: Pick<Viewer, ProfileField>): ProfileCompleteness {
  const filled = PROFILE_FIELDS.filter((field) => present(viewer[field]));
  const missing = PROFILE_FIELDS.filter((field) => !present(viewer[field]));
  const total = PROFILE_FIELDS.length;
  return {
    filled,
    missing,
    total,
    complete: missing.length === 0,
    percent: Math.round((filled.length / total) * 100),
  };
}
