import { z } from 'zod';

/**
 * Web push (SPEC §4.6, §7 "Push subscription update"): the browser's PushSubscription travels as `token`,
 * its JSON serialisation (`JSON.stringify(subscription)`), in PATCH /api/v1/me/push-subscription.
 */

const REQUIRED = 'Validation.required';
const INVALID = 'Validation.invalid_format';
const objectError = (issue: { input?: unknown }) => (issue.input === undefined ? REQUIRED : INVALID);

/** A serialised subscription is a few hundred characters; anything much longer is not one. */
export const PUSH_TOKEN_MAX_LENGTH = 4096;
/** Push services' endpoints are well under this (FCM's are about 190 characters). */
export const PUSH_ENDPOINT_MAX_LENGTH = 2048;

const BASE64URL = /^[A-Za-z0-9_-]+={0,2}$/;

/** Bytes a base64url string of `length` characters (padding aside) decodes to; null when impossible. */
export function base64urlByteLength(value: string): number | null {
  if (!BASE64URL.test(value)) return null;
  const chars = value.replace(/=+$/, '').length;
  if (chars % 4 === 1) return null;
  return Math.floor((chars * 3) / 4);
}

const base64urlOf = (bytes: number, check: (value: string) => boolean = () => true) =>
  z
    .string({ error: objectError })
    .max(128, { error: INVALID })
    .refine((value) => base64urlByteLength(value) === bytes && check(value), { error: INVALID });

/** RFC 8291: the subscription's P-256 public key, uncompressed (65 bytes, 0x04 first: 'B' in base64). */
const p256dh = base64urlOf(65, (value) => value.startsWith('B'));
/** RFC 8291: the 16-byte authentication secret. */
const authSecret = base64urlOf(16);

/** The parsed token: what PushSubscription.toJSON() gives. The endpoint's host is checked by the server. */
export const pushSubscriptionSchema = z.object(
  {
    endpoint: z
      .string({ error: objectError })
      .max(PUSH_ENDPOINT_MAX_LENGTH, { error: INVALID })
      .refine(
        (value) => {
          try {
            const url = new URL(value);
            return (url.protocol === 'https:' || url.protocol === 'http:') && !url.username && !url.password;
          } catch {
            return false;
          }
        },
        { error: INVALID },
      ),
    expirationTime: z.number({ error: INVALID }).int({ error: INVALID }).nonnegative().nullable().optional(),
    keys: z.object({ p256dh, auth: authSecret }, { error: objectError }),
  },
  { error: objectError },
);
export type PushSubscriptionJson = z.infer<typeof pushSubscriptionSchema>;

/** `token` as sent: a JSON string, parsed and checked; null removes this session's subscription. */
export const pushTokenSchema = z
  .string({ error: objectError })
  .max(PUSH_TOKEN_MAX_LENGTH, { error: INVALID })
  .transform((value, context): unknown => {
    try {
      return JSON.parse(value);
    } catch {
      context.addIssue({ code: 'custom', message: INVALID });
      return z.NEVER;
    }
  })
  .pipe(pushSubscriptionSchema);

/** PATCH /api/v1/me/push-subscription. */
export const pushSubscriptionRequestSchema = z.strictObject(
  { token: pushTokenSchema.nullable() },
  { error: objectError },
);
export type PushSubscriptionRequest = z.input<typeof pushSubscriptionRequestSchema>;

/** PATCH /api/v1/me/push-subscription answers the Viewer field it changes. */
export const pushSubscriptionResponseSchema = z.object({ isPushNotificationsActive: z.boolean() });
export type PushSubscriptionResponse = z.infer<typeof pushSubscriptionResponseSchema>;

/** GET /api/v1/push/config: whether the site sends pushes, and the VAPID key to subscribe with. */
export const pushConfigSchema = z.object({ enabled: z.boolean(), publicKey: z.string().nullable() });
export type PushConfig = z.infer<typeof pushConfigSchema>;

/** What a push carries (the service worker shows it): small, in the player's language. */
export const pushPayloadSchema = z.object({
  title: z.string(),
  body: z.string(),
  /** A same-site path the click opens, e.g. `/en?wallet=history`. */
  url: z.string(),
  /** Notifications of one tag replace each other (one per transaction, tournament, bonus). */
  tag: z.string(),
});
export type PushPayload = z.infer<typeof pushPayloadSchema>;
