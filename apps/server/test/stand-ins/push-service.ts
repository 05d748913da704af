import {
  createDecipheriv,
  createECDH,
  createHmac,
  createPublicKey,
  type ECDH,
  randomBytes,
  verify,
} from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local push service (RFC 8030) for tests. It does what a browser vendor's service does with a message:
 * checks the VAPID authorization (RFC 8292: an ES256 JWT for this origin, signed by the key in `k`) and,
 * standing in for the browser too, decrypts the aes128gcm body (RFC 8188 + RFC 8291) with the private
 * key of the subscription the test created. Each endpoint answers 201 unless the test says otherwise.
 */

/** A browser's subscription: what it sends as the token, and the private half only it holds. */
export interface TestSubscription {
  endpoint: string;
  keys: { p256dh: string; auth: string };
  ecdh: ECDH;
  authSecret: Buffer;
}

export interface ReceivedPush {
  path: string;
  /** The decrypted payload, parsed. */
  payload: unknown;
  headers: IncomingMessage['headers'];
  jwt: { aud: string; exp: number; sub: string };
}

export interface RejectedPush {
  path: string;
  reason: string;
}

const hmac = (key: Buffer, data: Buffer) => createHmac('sha256', key).update(data).digest();

/** HKDF (RFC 5869) with one output block: enough for every length RFC 8291 asks. */
function hkdf(salt: Buffer, ikm: Buffer, info: Buffer, length: number): Buffer {
  const prk = hmac(salt, ikm);
  return hmac(prk, Buffer.concat([info, Buffer.from([1])])).subarray(0, length);
}

/** RFC 8291 §3.4 + RFC 8188 §2: the single-record aes128gcm body, decrypted with the browser's keys. */
export function decryptAes128gcm(body: Buffer, subscription: TestSubscription): Buffer {
  const salt = body.subarray(0, 16);
  const recordSize = body.readUInt32BE(16);
  const idLength = body.readUInt8(20);
  const senderPublic = body.subarray(21, 21 + idLength);
  const record = body.subarray(21 + idLength);
  if (record.length > recordSize) throw new Error('more than one record');
  const shared = subscription.ecdh.computeSecret(senderPublic);
  const receiverPublic = subscription.ecdh.getPublicKey();
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), receiverPublic, senderPublic]);
  const ikm = hkdf(subscription.authSecret, shared, keyInfo, 32);
  const cek = hkdf(salt, ikm, Buffer.from('Content-Encoding: aes128gcm\0'), 16);
  const nonce = hkdf(salt, ikm, Buffer.from('Content-Encoding: nonce\0'), 12);
  const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
  decipher.setAuthTag(record.subarray(record.length - 16));
  const padded = Buffer.concat([decipher.update(record.subarray(0, record.length - 16)), decipher.final()]);
  // The last record ends with the delimiter 0x02, then zero padding.
  let end = padded.length - 1;
  while (end >= 0 && padded[end] === 0) end--;
  if (padded[end] !== 2) throw new Error('no last-record delimiter');
  return padded.subarray(0, end);
}

/** RFC 8292 §2: verifies the `vapid t=<jwt>, k=<key>` authorization; answers the JWT's claims. */
export function verifyVapid(
  authorization: string | undefined,
  origin: string,
  expectedKey: string,
  now = Date.now(),
): { aud: string; exp: number; sub: string } {
  const match = /^vapid t=([\w-]+\.[\w-]+\.[\w-]+),\s*k=([\w-]+)$/.exec(authorization ?? '');
  if (!match) throw new Error(`not a vapid authorization: ${authorization}`);
  const [, jwt = '', key = ''] = match;
  if (key !== expectedKey) throw new Error('signed with another key');
  const [header = '', claims = '', signature = ''] = jwt.split('.');
  const head = JSON.parse(Buffer.from(header, 'base64url').toString('utf8')) as { alg?: string };
  if (head.alg !== 'ES256') throw new Error(`alg ${head.alg}`);
  const point = Buffer.from(key, 'base64url');
  const publicKey = createPublicKey({
    key: {
      kty: 'EC',
      crv: 'P-256',
      x: point.subarray(1, 33).toString('base64url'),
      y: point.subarray(33, 65).toString('base64url'),
    },
    format: 'jwk',
  });
  const valid = verify(
    'sha256',
    Buffer.from(`${header}.${claims}`),
    { key: publicKey, dsaEncoding: 'ieee-p1363' },
    Buffer.from(signature, 'base64url'),
  );
  if (!valid) throw new Error('bad signature');
  const payload = JSON.parse(Buffer.from(claims, 'base64url').toString('utf8')) as {
    aud: string;
    exp: number;
    sub: string;
  };
  if (payload.aud !== origin) throw new Error(`audience ${payload.aud}`);
  // RFC 8292 §2: no more than 24 hours ahead.
  if (!(payload.exp * 1000 > now && payload.exp * 1000 <= now + 24 * 60 * 60 * 1000))
    throw new Error('expired or too far ahead');
  if (!/^(mailto:|https:)/.test(payload.sub)) throw new Error('no subject');
  return payload;
}

function readRaw(request: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on('data', (c: Buffer) => chunks.push(c));
    request.on('end', () => resolve(Buffer.concat(chunks)));
    request.on('error', reject);
  });
}

export class PushServiceStandIn {
  readonly received: ReceivedPush[] = [];
  readonly rejected: RejectedPush[] = [];
  /** Status by path; 'hang' never answers (the sender's timeout must give up). */
  readonly answers = new Map<string, number | 'hang'>();
  private readonly subscriptions = new Map<string, TestSubscription>();
  private readonly hanging = new Set<ServerResponse>();
  private server: Server | undefined;
  origin = '';

  constructor(private readonly vapidPublicKey: string) {}

  async start(): Promise<void> {
    this.server = createServer((request, response) => void this.handle(request, response));
    await new Promise<void>((resolve) => this.server?.listen(0, '127.0.0.1', resolve));
    const { port } = this.server.address() as AddressInfo;
    this.origin = `http://127.0.0.1:${port}`;
  }

  async stop(): Promise<void> {
    for (const response of this.hanging) response.destroy();
    await new Promise<void>((resolve) => this.server?.close(() => resolve()) ?? resolve());
  }

  /** A new browser subscription at this service: fresh P-256 keys and auth secret, as a browser makes them. */
  subscription(name = randomBytes(8).toString('hex')): TestSubscription {
    const ecdh = createECDH('prime256v1');
    ecdh.generateKeys();
    const authSecret = randomBytes(16);
    const subscription = {
      endpoint: `${this.origin}/push/${name}`,
      keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: authSecret.toString('base64url') },
      ecdh,
      authSecret,
    };
    this.subscriptions.set(`/push/${name}`, subscription);
    return subscription;
  }

  /** The token the page would send: PushSubscription.toJSON(), serialised. */
  static token(subscription: TestSubscription): string {
    return JSON.stringify({ endpoint: subscription.endpoint, expirationTime: null, keys: subscription.keys });
  }

  private async handle(request: IncomingMessage, response: ServerResponse) {
    const path = request.url ?? '';
    const body = await readRaw(request);
    const answer = this.answers.get(path);
    if (answer === 'hang') {
      this.hanging.add(response);
      return;
    }
    const refuse = (status: number, reason: string) => {
      this.rejected.push({ path, reason });
      response.writeHead(status).end(reason);
    };
    const subscription = this.subscriptions.get(path);
    if (request.method !== 'POST' || !subscription) return refuse(404, 'no such subscription');
    let jwt: ReceivedPush['jwt'];
    try {
      jwt = verifyVapid(request.headers.authorization, this.origin, this.vapidPublicKey);
    } catch (error) {
      return refuse(401, String(error));
    }
    if (request.headers['content-encoding'] !== 'aes128gcm') return refuse(415, 'not aes128gcm');
    if (!/^\d+$/.test(String(request.headers.ttl ?? ''))) return refuse(400, 'no TTL');
    let payload: unknown;
    try {
      payload = JSON.parse(decryptAes128gcm(body, subscription).toString('utf8'));
    } catch (error) {
      return refuse(400, `undecryptable: ${String(error)}`);
    }
    this.received.push({ path, payload, headers: request.headers, jwt });
    response.writeHead(typeof answer === 'number' ? answer : 201).end();
  }
}
