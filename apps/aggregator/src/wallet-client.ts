import {
  WALLET_ERRORS,
  type WalletCall,
  type WalletOkResponse,
  type WalletProtocolError,
  walletErrorResponse,
  walletOkResponse,
} from '@casino/shared';
import { type ChaosOptions, everyNth } from './chaos.ts';
import { sign } from './signature.ts';

/**
 * The aggregator's side of the seamless wallet: signed JSON POSTs to {casinoWalletUrl}/{call}. A call's
 * outcome is ok, refused (the casino answered with a protocol error that says not to retry), or unknown
 * (timeout, network error, 5xx, a reply we cannot read): an unknown call is repeated with the very same
 * body, so the casino's idempotency on transactionId makes the repeat safe.
 */
export type WalletOutcome =
  | { kind: 'ok'; reply: WalletOkResponse }
  | { kind: 'refused'; status: number; code: WalletProtocolError; message: string; balance?: string }
  | { kind: 'unknown'; reason: string };

export interface WalletClientOptions {
  casinoWalletUrl: string;
  secret: string;
  /** Per attempt (chaos.timeoutMs overrides it). */
  timeoutMs: number;
  /** Attempts per call before the outcome is left unknown. */
  attempts: number;
  /** The first retry's delay; it doubles per retry. */
  backoffMs: number;
  sleep: (ms: number) => Promise<void>;
  chaos: ChaosOptions;
  log: (line: string) => void;
}

export class WalletClient {
  private readonly duplicateNow: () => boolean;

  constructor(private readonly options: WalletClientOptions) {
    this.duplicateNow = everyNth(options.chaos.duplicateEvery);
  }

  /** One call with bounded retries of unknown outcomes, each with the same body. */
  async call(call: WalletCall, body: object, attempts = this.options.attempts): Promise<WalletOutcome> {
    const raw = JSON.stringify(body);
    let outcome: WalletOutcome = { kind: 'unknown', reason: 'not sent' };
    for (let attempt = 0; attempt < attempts; attempt++) {
      if (attempt > 0) await this.options.sleep(this.options.backoffMs * 2 ** (attempt - 1));
      outcome = await this.sendOnce(call, raw);
      if (outcome.kind !== 'unknown') return outcome;
      this.options.log(`wallet ${call} attempt ${attempt + 1}/${attempts}: ${outcome.reason}`);
    }
    return outcome;
  }

  /** One attempt; a chaos duplicate sends the same bytes twice at once and keeps the first reply. */
  async sendOnce(call: WalletCall, raw: string): Promise<WalletOutcome> {
    if ((call === 'debit' || call === 'credit') && this.duplicateNow()) {
      const [first, second] = await Promise.all([this.post(call, raw), this.post(call, raw)]);
      if (first.kind !== second.kind || JSON.stringify(first) !== JSON.stringify(second))
        this.options.log(`chaos: duplicate ${call} answered differently: ${JSON.stringify([first, second])}`);
      return first.kind === 'unknown' ? second : first;
    }
    return this.post(call, raw);
  }

  private async post(call: WalletCall, raw: string): Promise<WalletOutcome> {
    const timeoutMs = this.options.chaos.timeoutMs ?? this.options.timeoutMs;
    let response: Response;
    let text: string;
    try {
      response = await fetch(`${this.options.casinoWalletUrl}/${call}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-signature': sign(this.options.secret, raw) },
        body: raw,
        signal: AbortSignal.timeout(timeoutMs),
      });
      text = await response.text();
    } catch (error) {
      return {
        kind: 'unknown',
        reason: error instanceof Error ? `${error.name}: ${error.message}` : 'error',
      };
    }
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch {
      return { kind: 'unknown', reason: `HTTP ${response.status} without JSON` };
    }
    if (response.status === 200) {
      const ok = walletOkResponse.safeParse(json);
      return ok.success
        ? { kind: 'ok', reply: ok.data }
        : { kind: 'unknown', reason: 'unreadable 200 reply' };
    }
    const error = walletErrorResponse.safeParse(json);
    if (!error.success || WALLET_ERRORS[error.data.error.code].retry || response.status >= 500)
      return { kind: 'unknown', reason: `HTTP ${response.status}` };
    return {
      kind: 'refused',
      status: response.status,
      code: error.data.error.code,
      message: error.data.error.message,
      ...(error.data.balance !== undefined && { balance: error.data.balance }),
    };
  }
}

/**
 * Calls whose outcome stayed unknown and must still land: a win (credit) or a rollback. Never dropped:
 * each is retried on a timer, with the same body, until the casino gives a definite answer.
 */
export class RetryQueue {
  private readonly items: { call: WalletCall; body: object; attempts: number }[] = [];
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<void> | null = null;

  constructor(
    private readonly client: WalletClient,
    private readonly log: (line: string) => void,
  ) {}

  get size(): number {
    return this.items.length;
  }

  add(call: WalletCall, body: object): void {
    this.items.push({ call, body, attempts: 0 });
  }

  start(intervalMs: number): void {
    this.timer ??= setInterval(() => void this.flush(), intervalMs);
    this.timer.unref();
  }

  stop(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
  }

  /** One attempt at every queued call; resolves with how many are still waiting. */
  async flush(): Promise<number> {
    this.running ??= this.runOnce().finally(() => {
      this.running = null;
    });
    await this.running;
    return this.items.length;
  }

  private async runOnce(): Promise<void> {
    for (const item of [...this.items]) {
      const outcome = await this.client.call(item.call, item.body, 1);
      item.attempts++;
      if (outcome.kind === 'unknown') continue;
      this.items.splice(this.items.indexOf(item), 1);
      if (outcome.kind === 'refused')
        this.log(`wallet ${item.call} refused after ${item.attempts} queued attempts: ${outcome.code}`);
    }
  }
}
