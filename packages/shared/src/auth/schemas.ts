import { z } from 'zod';
import { email } from '../validation/messages.ts';

/** Request bodies of the auth calls. Messages are SPEC §5 keys so forms and the server speak alike. */

const REQUIRED = 'Validation.required';
const INVALID = 'Validation.invalid_format';

/** A missing body says "required"; a body of the wrong type (array, string, null) says "invalid". */
const objectError = (issue: { input?: unknown }) => (issue.input === undefined ? REQUIRED : INVALID);

/** One of a known list of codes (languages, currencies); the list is the caller's, not baked in here. */
export const codeOf = (codes: readonly string[]) =>
  z.enum(codes as [string, ...string[]], {
    error: (issue) => (issue.input === undefined ? REQUIRED : INVALID),
  });

export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;

/**
 * Passwords are not trimmed: every character counts. Only spaces is refused here, so the form says so at
 * once; how guessable a password is the server decides (its estimator is too large for the page).
 */
export const newPassword = () =>
  z
    .string({ error: REQUIRED })
    .min(1, { error: REQUIRED, abort: true })
    .refine((value) => value.trim() !== '', { error: 'Validation.password_blank', abort: true })
    .min(PASSWORD_MIN, { error: 'Validation.password_too_short' })
    .max(PASSWORD_MAX, { error: INVALID });

const anyPassword = () =>
  z.string({ error: REQUIRED }).min(1, { error: REQUIRED }).max(PASSWORD_MAX, { error: INVALID });

export const NAME_MAX = 100;

/** Letters of any script, with spaces, hyphens and apostrophes between them. */
export const personName = () =>
  z
    .string({ error: REQUIRED })
    .trim()
    .min(1, { error: REQUIRED, abort: true })
    .max(NAME_MAX, { error: INVALID, abort: true })
    .regex(/^(?=.*\p{L})[\p{L}\p{M}' ’-]+$/u, { error: INVALID });

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
export const MIN_AGE = 18;
export const MAX_AGE = 120;

/** Completed years between a calendar date and `now` (UTC), or undefined when the text is no real date. */
export function ageOn(date: string, now: Date): number | undefined {
  const match = ISO_DATE.exec(date);
  if (!match) return undefined;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const parsed = new Date(Date.UTC(year, month - 1, day));
  if (parsed.getUTCFullYear() !== year || parsed.getUTCMonth() !== month - 1 || parsed.getUTCDate() !== day) {
    return undefined;
  }
  let age = now.getUTCFullYear() - year;
  const beforeBirthday =
    now.getUTCMonth() < month - 1 || (now.getUTCMonth() === month - 1 && now.getUTCDate() < day);
  if (beforeBirthday) age -= 1;
  return age;
}

/** 'YYYY-MM-DD', a real date, and an adult of at most 120 years on `now()`. */
export const dateOfBirth = (now: () => Date) =>
  z
    .string({ error: REQUIRED })
    .max(10, { error: INVALID, abort: true })
    .refine(
      (value) => {
        const age = ageOn(value, now());
        return age !== undefined && age >= MIN_AGE && age <= MAX_AGE;
      },
      { error: INVALID },
    );

export const GENDERS = ['male', 'female'] as const;

export interface AuthSchemaOptions {
  /** Language codes a player may choose. */
  languages: readonly string[];
  /** Currencies a new account may be opened in. */
  currencies: readonly string[];
  /** Clock for age checks (the server injects its own). */
  now: () => Date;
}

export const registerRequestSchema = (options: Pick<AuthSchemaOptions, 'languages' | 'currencies'>) =>
  z.strictObject(
    {
      email: email(),
      password: newPassword(),
      language: codeOf(options.languages).optional(),
      currency: codeOf(options.currencies).optional(),
    },
    { error: objectError },
  );

export const loginRequestSchema = z.strictObject(
  {
    email: email(),
    password: anyPassword(),
    /** The authenticator's six digits or a recovery code, once two-factor sign-in is on. */
    code: z.string({ error: INVALID }).max(32, { error: INVALID }).optional(),
  },
  { error: objectError },
);

/** Telegram bot ids are numbers; a client may send them either way. */
const botId = z.union(
  [
    z.string().trim().min(1).max(64),
    z
      .number()
      .int()
      .nonnegative()
      .max(Number.MAX_SAFE_INTEGER)
      .transform((id) => String(id)),
  ],
  { error: (issue) => (issue.input === undefined ? REQUIRED : INVALID) },
);

export const PROMO_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;

export const telegramAuthRequestSchema = z.strictObject(
  {
    botId,
    /** The raw Mini App init data query string (Telegram.WebApp.initData). */
    payload: z.string({ error: REQUIRED }).min(1, { error: REQUIRED }).max(8192, { error: INVALID }),
    promo: z.string({ error: INVALID }).regex(PROMO_PATTERN, { error: INVALID }).nullish(),
  },
  { error: objectError },
);

export const patchMeRequestSchema = (options: Pick<AuthSchemaOptions, 'languages' | 'now'>) =>
  z.strictObject(
    {
      language: codeOf(options.languages).optional(),
      currency: z
        .strictObject(
          {
            primary: z.string({ error: REQUIRED }).regex(/^[A-Z0-9]{2,16}$/, { error: INVALID }),
          },
          { error: objectError },
        )
        .optional(),
      firstName: personName().optional(),
      lastName: personName().optional(),
      gender: z.enum(GENDERS, { error: INVALID }).optional(),
      dateOfBirth: dateOfBirth(options.now).optional(),
    },
    { error: objectError },
  );

/** The current password proves it is the player at the keyboard, not someone with a stolen session. */
export const changePasswordRequestSchema = z.strictObject(
  { currentPassword: anyPassword(), newPassword: newPassword() },
  { error: objectError },
);

export type RegisterRequest = z.infer<ReturnType<typeof registerRequestSchema>>;
export type LoginRequest = z.infer<typeof loginRequestSchema>;
export type ChangePasswordRequest = z.infer<typeof changePasswordRequestSchema>;
export type TelegramAuthRequest = z.output<typeof telegramAuthRequestSchema>;
export type PatchMeRequest = z.infer<ReturnType<typeof patchMeRequestSchema>>;

/** The `user` field of Telegram Mini App init data (JSON inside the signed query string). */
export const telegramInitDataUserSchema = z.looseObject({
  id: z.number().int().positive().max(Number.MAX_SAFE_INTEGER),
  first_name: z.string().optional(),
  last_name: z.string().optional(),
  username: z.string().optional(),
  language_code: z.string().optional(),
});
