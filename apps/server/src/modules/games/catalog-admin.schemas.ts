import { contentListMeta } from '@casino/shared';
import { z } from 'zod';
import { CURRENCIES } from '../../db/reference-data.ts';

/** Request and response schemas of the operators' catalogue calls (/api/admin/v1/games…). SPEC §5 keys. */

const REQUIRED = 'Validation.required';
const INVALID = 'Validation.invalid_format';
const INVALID_AMOUNT = 'Validation.invalid_amount';
const fieldError = (issue: { input?: unknown }) => (issue.input === undefined ? REQUIRED : INVALID);

const NO_CONTROL_CHARACTERS = /^[^\p{Cc}]*$/u;
/** Game ids and category/provider slugs: what the catalogue stores (aggregator codes are this shape too). */
const SLUG = /^[a-z0-9][a-z0-9-]{0,63}$/;

const regionNames = new Intl.DisplayNames(['en'], { type: 'region' });
/**
 * An assigned ISO 3166-1 alpha-2 code: ICU names it (an unassigned one comes back as itself). ZZ is ICU's
 * "unknown region" and UK, EU and UN are reserved, not countries; geo-IP never answers them.
 */
export function isIsoCountry(code: string): boolean {
  if (!/^[A-Z]{2}$/.test(code) || ['ZZ', 'UK', 'EU', 'UN'].includes(code)) return false;
  try {
    return regionNames.of(code) !== code;
  } catch {
    return false;
  }
}

const KNOWN_CURRENCIES: ReadonlySet<string> = new Set(CURRENCIES.map((c) => c.code));

const slug = z.string({ error: fieldError }).regex(SLUG, { error: INVALID });
const country = z.string({ error: fieldError }).refine(isIsoCountry, { error: INVALID });
const currency = z
  .string({ error: fieldError })
  .refine((code) => KNOWN_CURRENCIES.has(code), { error: INVALID });
const unique = (list: readonly string[]) => new Set(list).size === list.length;

/** A positive integer in minor units, as a string (money never travels as a float). */
const minorAmount = z.string({ error: fieldError }).regex(/^[1-9]\d{0,17}$/, { error: INVALID_AMOUNT });

const betLimitsBody = z
  .record(
    currency,
    z
      .strictObject({ min: minorAmount, max: minorAmount }, { error: fieldError })
      .refine((limits) => BigInt(limits.min) <= BigInt(limits.max), {
        error: 'Validation.minimum_amount',
        path: ['min'],
      }),
    { error: fieldError },
  )
  .refine((limits) => Object.keys(limits).length <= KNOWN_CURRENCIES.size, { error: INVALID });

export const gameParams = z.strictObject({ id: slug }, { error: fieldError });

const booleanQuery = z.enum(['true', 'false'], { error: INVALID }).transform((value) => value === 'true');

export const adminGamesQuery = z.strictObject(
  {
    search: z.string({ error: fieldError }).max(100, { error: INVALID }).optional(),
    provider: slug.optional(),
    category: slug.optional(),
    source: z.enum(['original', 'aggregator'], { error: INVALID }).optional(),
    hidden: booleanQuery.optional(),
    enabled: booleanQuery.optional(),
    offset: z.coerce.number({ error: INVALID }).int({ error: INVALID }).min(0).max(100_000).default(0),
    limit: z.coerce.number({ error: INVALID }).int({ error: INVALID }).min(1).max(100).default(50),
  },
  { error: fieldError },
);
export type AdminGamesQuery = z.infer<typeof adminGamesQuery>;

/** What an operator may change on a game; each field given is recorded as operator-set. */
export const gamePatchBody = z
  .strictObject(
    {
      title: z
        .string({ error: fieldError })
        .trim()
        .min(1, { error: REQUIRED, abort: true })
        .max(120, { error: INVALID, abort: true })
        .regex(NO_CONTROL_CHARACTERS, { error: INVALID }),
      rate: z.number({ error: fieldError }).int({ error: INVALID }).min(0).max(1_000_000_000),
      label: z.enum(['Exclusive', 'Early Access'], { error: INVALID }).nullable(),
      category: slug,
      hidden: z.boolean({ error: fieldError }),
      blacklistCountries: z
        .array(country, { error: fieldError })
        .max(300, { error: INVALID })
        .refine(unique, { error: INVALID }),
      blacklistCurrencies: z
        .array(currency, { error: fieldError })
        .max(KNOWN_CURRENCIES.size, { error: INVALID })
        .refine(unique, { error: INVALID }),
      betLimits: betLimitsBody,
      demoAllowed: z.boolean({ error: fieldError }),
    },
    { error: fieldError },
  )
  .partial()
  .refine((patch) => Object.keys(patch).length > 0, { error: REQUIRED });
export type GamePatch = z.infer<typeof gamePatchBody>;

/** The operator's order: these games first, in this order (their rates are rewritten to match). */
export const gameOrderBody = z.strictObject(
  {
    ids: z
      .array(slug, { error: fieldError })
      .min(1, { error: REQUIRED })
      .max(10_000, { error: INVALID })
      .refine(unique, { error: INVALID }),
  },
  { error: fieldError },
);

export const adminGameView = z.object({
  id: z.string(),
  title: z.string(),
  imageUrl: z.string(),
  category: z.string(),
  provider: z.string(),
  source: z.enum(['original', 'aggregator']),
  externalCode: z.string().nullable(),
  label: z.enum(['Exclusive', 'Early Access']).nullable(),
  rate: z.number(),
  rtp: z.string(),
  volatility: z.enum(['low', 'medium', 'high']).nullable(),
  releasedAt: z.string(),
  /** The import's switch: false once the aggregator no longer lists the game. */
  enabled: z.boolean(),
  /** The operator's switch. */
  hidden: z.boolean(),
  demoAllowed: z.boolean(),
  blacklists: z.object({ countries: z.array(z.string()), currencies: z.array(z.string()) }),
  /** Minor units per currency. */
  betLimits: z.record(z.string(), z.object({ min: z.string(), max: z.string() })),
  /** Fields set by an operator: the seed and the import keep them. */
  operatorEdited: z.array(z.string()),
  updatedAt: z.string(),
});
export type AdminGameView = z.infer<typeof adminGameView>;

export const adminGamePage = z.object({ items: z.array(adminGameView), meta: contentListMeta });

export const gameOrderResponse = z.object({ ids: z.array(z.string()) });

export const gameImportResponse = z.object({
  added: z.number(),
  updated: z.number(),
  disabled: z.number(),
  skipped: z.array(z.object({ code: z.string(), reason: z.enum(['original_id', 'invalid', 'duplicate']) })),
});
