import { createServer, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  type AggregatorGame,
  type AggregatorSessionRequest,
  aggregatorGamesRequest,
  aggregatorSessionRequest,
  SIGNATURE_HEADER,
} from '@casino/shared';
import { verifyBody } from '../../src/modules/aggregator/signature.ts';
import { sendJson } from './http.ts';

export interface AggregatorStandIn {
  /** Base URL to configure as GAME_AGGREGATOR_URL. */
  baseUrl: string;
  /** What /v1/games answers. */
  games: AggregatorGame[];
  /** Every session request that arrived with a good signature, in order. */
  sessions: AggregatorSessionRequest[];
  /** Requests refused for a bad signature. */
  refused: number;
  /** While set, requests are held open and never answered (a hung aggregator). */
  hang: boolean;
  close: () => Promise<void>;
}

/**
 * A local game aggregator speaking the casino → aggregator half of docs/aggregator-protocol.md: signed
 * POST /v1/games and /v1/sessions. A session's URL carries its id; real sessions hand back our token.
 */
export async function startAggregatorStandIn(secret: string): Promise<AggregatorStandIn> {
  const held: ServerResponse[] = [];
  const state: AggregatorStandIn = {
    baseUrl: '',
    games: [],
    sessions: [],
    refused: 0,
    hang: false,
    close: async () => {},
  };
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (c: Buffer) => chunks.push(c));
    request.on('end', () => {
      if (state.hang) {
        held.push(response);
        return;
      }
      const raw = Buffer.concat(chunks);
      if (!verifyBody(secret, raw, request.headers[SIGNATURE_HEADER])) {
        state.refused++;
        sendJson(response, 401, { error: 'bad signature' });
        return;
      }
      const body: unknown = JSON.parse(raw.toString('utf8'));
      if (request.url === '/v1/games' && aggregatorGamesRequest.safeParse(body).success) {
        sendJson(response, 200, { games: state.games });
        return;
      }
      const session = aggregatorSessionRequest.safeParse(body);
      if (request.url === '/v1/sessions' && session.success) {
        state.sessions.push(session.data);
        const sessionId = `s-${state.sessions.length}`;
        sendJson(response, 200, { url: `${state.baseUrl}/play/${sessionId}`, sessionId });
        return;
      }
      sendJson(response, 400, { error: 'bad request' });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  state.baseUrl = `http://127.0.0.1:${port}`;
  state.close = () =>
    new Promise((resolve) => {
      for (const response of held) response.destroy();
      server.closeAllConnections();
      server.close(() => resolve());
    });
  return state;
}
