import {
  type AggregatorGame,
  type AggregatorSessionRequest,
  aggregatorGame,
  aggregatorSessionResponse,
  SIGNATURE_HEADER,
} from '@casino/shared';
import { z } from 'zod';
import type { AggregatorConfig } from '../../config.ts';
import { signBody } from './signature.ts';

/** The aggregator could not be asked: off, not configured, down, slow, or answering nonsense. */
export class AggregatorUnavailable extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'AggregatorUnavailable';
  }
}

/** The catalogue's envelope; its games are checked one by one (see listGames). */
const gamesEnvelope = z.object({ games: z.array(z.unknown()) });

/** The casino → aggregator calls (docs/aggregator-protocol.md): signed JSON POSTs with a timeout. */
export class AggregatorClient {
  private url: string | null;

  constructor(
    private readonly config: Pick<AggregatorConfig, 'mode' | 'url' | 'operatorId' | 'secret' | 'timeoutMs'>,
    private readonly fetchImpl: typeof fetch = fetch,
  ) {
    this.url = config.url;
  }

  /** The sandbox aggregator's port is known only once it listens: server.ts sets it then. */
  setBaseUrl(url: string): void {
    this.url = url.replace(/\/+$/, '');
  }

  get baseUrl(): string | null {
    return this.url;
  }

  get operatorId(): string {
    return this.config.operatorId;
  }

  /**
   * The aggregator's catalogue. A game that does not match the protocol's shape is left out rather than
   * failing the whole list (an aggregator adding a field value we do not know must not stop the import).
   */
  async listGames(): Promise<AggregatorGame[]> {
    const reply = await this.call('/v1/games', { operatorId: this.config.operatorId }, gamesEnvelope);
    return reply.games.flatMap((game) => {
      const parsed = aggregatorGame.safeParse(game);
      return parsed.success ? [parsed.data] : [];
    });
  }

  /** A launch URL for a player (real) or anyone (demo). */
  createSession(request: AggregatorSessionRequest): Promise<{ url: string; sessionId: string }> {
    return this.call('/v1/sessions', request, aggregatorSessionResponse);
  }

  private async call<T>(path: string, body: unknown, schema: z.ZodType<T>): Promise<T> {
    if (this.config.mode === 'off' || !this.url)
      throw new AggregatorUnavailable('no game aggregator configured');
    const raw = JSON.stringify(body);
    let response: Response;
    try {
      response = await this.fetchImpl(`${this.url}${path}`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          [SIGNATURE_HEADER]: signBody(this.config.secret, raw),
        },
        body: raw,
        signal: AbortSignal.timeout(this.config.timeoutMs),
      });
    } catch (error) {
      throw new AggregatorUnavailable(`${path}: ${(error as Error).message}`, { cause: error });
    }
    let json: unknown;
    try {
      json = await response.json();
    } catch (error) {
      throw new AggregatorUnavailable(`${path}: HTTP ${response.status}, not JSON`, { cause: error });
    }
    if (!response.ok) throw new AggregatorUnavailable(`${path}: HTTP ${response.status}`);
    const parsed = schema.safeParse(json);
    if (!parsed.success)
      throw new AggregatorUnavailable(`${path}: unexpected reply`, { cause: parsed.error });
    return parsed.data;
  }
}
