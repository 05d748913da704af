import { createHash } from 'node:crypto';
import webPush from 'web-push';

/** A subscription as stored: where to POST and the browser's keys. */
export interface PushDestination {
  endpoint: string;
  p256dh: string;
  auth: string;
}

export type DeliveryOutcome = 'sent' | 'gone' | 'failed';

export interface PushSenderOptions {
  vapid: { publicKey: string; privateKey: string; subject: string };
  timeoutMs: number;
  /** How long the push service keeps a message for an offline browser, in seconds. */
  ttlSeconds?: number;
}

/** Messages about money are worth a day's wait for an offline browser, not a month's (web-push's default). */
const DEFAULT_TTL_SECONDS = 24 * 60 * 60;

/**
 * The web-push adapter: one encrypted message (RFC 8291, aes128gcm) POSTed to the subscription's push
 * service (RFC 8030) with a VAPID JWT (RFC 8292), all built by `web-push`; the request itself is ours
 * (fetch, with a timeout and no redirects), so it works against plain-http local stand-ins too.
 * 404 and 410 mean the subscription is gone (RFC 8030 §7.3); anything else is a failed delivery.
 */
export function createPushSender(options: PushSenderOptions) {
  return async function send(
    destination: PushDestination,
    payload: string,
    tag: string,
  ): Promise<{ outcome: DeliveryOutcome; status?: number; error?: string }> {
    let details: ReturnType<typeof webPush.generateRequestDetails>;
    try {
      details = webPush.generateRequestDetails(
        { endpoint: destination.endpoint, keys: { p256dh: destination.p256dh, auth: destination.auth } },
        payload,
        {
          vapidDetails: options.vapid,
          TTL: options.ttlSeconds ?? DEFAULT_TTL_SECONDS,
          contentEncoding: 'aes128gcm',
          urgency: 'normal',
          // A newer message of the same tag replaces one the browser has not fetched yet (RFC 8030 §5.4).
          topic: createHash('sha256').update(tag).digest('base64url').slice(0, 32),
        },
      );
    } catch (error) {
      // Keys the encryption refuses: the subscription can never receive anything.
      return { outcome: 'gone', error: String(error) };
    }
    const headers: Record<string, string> = {};
    for (const [name, value] of Object.entries(details.headers)) {
      // fetch sets the length itself from the body.
      if (name.toLowerCase() !== 'content-length') headers[name] = String(value);
    }
    try {
      const response = await fetch(details.endpoint, {
        method: 'POST',
        headers,
        body: details.body ? new Uint8Array(details.body) : null,
        redirect: 'error',
        signal: AbortSignal.timeout(options.timeoutMs),
      });
      await response.body?.cancel().catch(() => {});
      if (response.status === 404 || response.status === 410)
        return { outcome: 'gone', status: response.status };
      if (response.ok) return { outcome: 'sent', status: response.status };
      return { outcome: 'failed', status: response.status };
    } catch (error) {
      return {
        outcome: 'failed',
        error: error instanceof Error ? `${error.name}: ${error.message}` : String(error),
      };
    }
  };
}

export type PushSender = ReturnType<typeof createPushSender>;
