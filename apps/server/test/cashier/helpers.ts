import type { TestApp } from '../app.ts';

type Session = { auth: { authorization: string } };

/** POST /api/v2/wallet/orders/buy: a RUB card order of 1500 unless `body` says otherwise. */
export function postBuy(
  t: TestApp,
  s: Session,
  body: Record<string, unknown> = {},
  headers: Record<string, string> = {},
) {
  return t.app.inject({
    method: 'POST',
    url: '/api/v2/wallet/orders/buy',
    headers: { ...s.auth, ...headers },
    payload: {
      amount: '1500',
      bankId: 'rub-p2p',
      externalFields: {},
      callbackUrl: 'http://localhost:3000',
      ...body,
    },
  });
}

/** POST /api/v2/wallet/orders/sell: a RUB card sell of 1000 (holding 1030 with its fee) unless `body` differs. */
export function postSell(t: TestApp, s: Session, body: Record<string, unknown> = {}) {
  return t.app.inject({
    method: 'POST',
    url: '/api/v2/wallet/orders/sell',
    headers: s.auth,
    payload: {
      amount: '1000',
      bankId: 'rub-p2p',
      details: { card: '4276160000000000', name: 'Ivan Petrov' },
      ...body,
    },
  });
}

/** The player's main balance as the page shows it ("12.50"). */
export async function balanceOf(t: TestApp, s: Session): Promise<string> {
  const response = await t.app.inject({ url: '/api/v1/wallet/balance', headers: s.auth });
  return (response.json() as { fiat: { value: string } }).fiat.value;
}

/** POST /api/v1/wallet/txns/deposit {currency}: the player's deposit address for it. */
export async function depositAddress(
  t: TestApp,
  s: Session,
  currency: string,
): Promise<{ address: string; memo?: string; minAmount: string }> {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/v1/wallet/txns/deposit',
    headers: s.auth,
    payload: { currency },
  });
  if (response.statusCode !== 200)
    throw new Error(`deposit address: ${response.statusCode} ${response.body}`);
  return response.json() as { address: string; memo?: string; minAmount: string };
}

/** Posts a provider webhook with its signature header (none when `signature` is undefined). */
export function postWebhook(
  t: TestApp,
  url: string,
  header: string,
  body: string | Buffer,
  signature?: string,
) {
  return t.app.inject({
    method: 'POST',
    url,
    headers: {
      'content-type': 'application/json',
      ...(signature === undefined ? {} : { [header]: signature }),
    },
    payload: body,
  });
}

/**
 * `count` tampered versions of a signed webhook, none of which may be accepted: flipped body bits, wrong,
 * short, long and missing signatures, truncated bodies, a signature by another key, and `edit` (the body
 * changed as an attacker would, kept with the original signature).
 */
export function tamperedWebhooks(
  body: string,
  signature: string,
  options: { count: number; otherKeySignature: string; edit: (body: string) => string },
): Array<{ body: Buffer | string; signature?: string }> {
  const bytes = Buffer.from(body);
  const cases: Array<{ body: Buffer | string; signature?: string }> = [];
  for (let i = 0; i < options.count; i++) {
    switch (i % 8) {
      case 0: {
        const flipped = Buffer.from(bytes);
        const at = (i * 7) % flipped.length;
        flipped[at] = (flipped[at] ?? 0) ^ (1 << (i % 7));
        cases.push({ body: flipped, signature });
        break;
      }
      case 1: {
        const wrong = signature.split('');
        const at = i % wrong.length;
        wrong[at] = wrong[at] === 'a' ? 'b' : 'a';
        cases.push({ body, signature: wrong.join('') });
        break;
      }
      case 2:
        cases.push({ body, signature: signature.slice(0, i % 64) });
        break;
      case 3:
        cases.push({ body: bytes.subarray(0, i % bytes.length), signature });
        break;
      case 4:
        cases.push({ body });
        break;
      case 5:
        cases.push({ body, signature: options.otherKeySignature });
        break;
      case 6:
        cases.push({ body: options.edit(body), signature });
        break;
      default:
        cases.push({ body, signature: `${signature}${'0'.repeat((i % 4) + 1)}` });
    }
  }
  return cases;
}
