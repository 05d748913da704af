import {
  ageOn,
  dateOfBirth,
  GENDERS,
  MAX_AGE,
  MIN_AGE,
  type PatchMeRequest,
  personName,
  type Viewer,
} from '@casino/shared';

/** What the inputs hold: text, with '' for "not given". */
export interface ProfileFormValues {
  firstName: string;
  lastName: string;
  gender: '' | (typeof GENDERS)[number];
  dateOfBirth: string;
}

export type ProfileFormOutput = Pick<PatchMeRequest, 'firstName' | 'lastName' | 'gender' | 'dateOfBirth'>;
export type ProfileFormErrors = Partial<Record<keyof ProfileFormValues, string>>;

const REQUIRED = 'Validation.required';
const INVALID = 'Validation.invalid_format';

/**
 * Checks the form with the shared rules the server parses PATCH /me with (messages are SPEC §5 keys). A
 * field left empty is not sent, but one the profile already has cannot be emptied: the server has no
 * "remove" for it.
 */
export function validateProfileForm(
  viewer: Viewer,
  values: ProfileFormValues,
  now: () => Date = () => new Date(),
): { output: ProfileFormOutput; errors: ProfileFormErrors } {
  const output: ProfileFormOutput = {};
  const errors: ProfileFormErrors = {};

  for (const field of ['firstName', 'lastName'] as const) {
    const value = values[field];
    if (value.trim() === '') {
      if (viewer[field]) errors[field] = REQUIRED;
      continue;
    }
    const parsed = personName().safeParse(value);
    if (parsed.success) output[field] = parsed.data;
    else errors[field] = parsed.error.issues[0]?.message ?? INVALID;
  }

  if (values.gender === '') {
    if (viewer.gender) errors.gender = REQUIRED;
  } else if ((GENDERS as readonly string[]).includes(values.gender)) output.gender = values.gender;
  else errors.gender = INVALID;

  const date = values.dateOfBirth.trim();
  if (date === '') {
    if (viewer.dateOfBirth) errors.dateOfBirth = REQUIRED;
  } else {
    const parsed = dateOfBirth(now).safeParse(date);
    if (parsed.success) output.dateOfBirth = parsed.data;
    else errors.dateOfBirth = dateOfBirthMessage(date, parsed.error.issues[0]?.message ?? INVALID, now());
  }
  return { output, errors };
}

export const formValuesOf = (viewer: Viewer): ProfileFormValues => ({
  firstName: viewer.firstName ?? '',
  lastName: viewer.lastName ?? '',
  gender: viewer.gender ?? '',
  dateOfBirth: viewer.dateOfBirth ?? '',
});

/** Only what differs from the saved profile goes into the PATCH. */
export function changedFields(viewer: Viewer, output: ProfileFormOutput): ProfileFormOutput {
  const patch: ProfileFormOutput = {};
  if (output.firstName !== undefined && output.firstName !== viewer.firstName)
    patch.firstName = output.firstName;
  if (output.lastName !== undefined && output.lastName !== viewer.lastName) patch.lastName = output.lastName;
  if (output.gender !== undefined && output.gender !== viewer.gender) patch.gender = output.gender;
  if (output.dateOfBirth !== undefined && output.dateOfBirth !== viewer.dateOfBirth)
    patch.dateOfBirth = output.dateOfBirth;
  return patch;
}

/** A date-of-birth message more useful than "invalid format" when the date is real but out of range. */
export function dateOfBirthMessage(value: string, message: string, now = new Date()): string {
  const age = ageOn(value, now);
  if (age !== undefined && age < MIN_AGE) return 'profile:errors.underage';
  if (age !== undefined && age > MAX_AGE) return 'profile:errors.tooOld';
  return message;
}

/** YYYY-MM-DD of `now` moved back by whole years (the date input's min and max). */
export function yearsAgo(years: number, now = new Date()): string {
  const date = new Date(Date.UTC(now.getUTCFullYear() - years, now.getUTCMonth(), now.getUTCDate()));
  return date.toISOString().slice(0, 10);
}
