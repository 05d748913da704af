import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type {
  ApiEventOdds,
  ApiEventScore,
  ApiSport,
} from '../../src/modules/sportsbook/feed/odds-api-feed.ts';
import { sendJson } from './http.ts';

export interface OddsApiStandIn {
  /** Base URL to configure as ODDS_API_URL. */
  baseUrl: string;
  key: string;
  sports: ApiSport[];
  /** Per sport key, what /odds and /scores answer. */
  odds: Record<string, ApiEventOdds[]>;
  scores: Record<string, ApiEventScore[]>;
  /** Every request's path and query (without the key). */
  requests: { path: string; query: Record<string, string> }[];
  /** Requests refused for a wrong key. */
  refused: number;
  close: () => Promise<void>;
}

/** A local server answering The Odds API v4 (sports, odds, scores) in its published format. */
export async function startOddsApiStandIn(key = 'test-odds-key'): Promise<OddsApiStandIn> {
  const state: OddsApiStandIn = {
    baseUrl: '',
    key,
    sports: [],
    odds: {},
    scores: {},
    requests: [],
    refused: 0,
    close: async () => {},
  };
  const server: Server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://stand-in');
    if (url.searchParams.get('apiKey') !== key) {
      state.refused++;
      // As the real API answers an unknown key.
      sendJson(response, 401, { message: 'API key is not valid', error_code: 'INVALID_KEY' });
      return;
    }
    const query = Object.fromEntries([...url.searchParams].filter(([name]) => name !== 'apiKey'));
    state.requests.push({ path: url.pathname, query });
    const match = /^\/v4\/sports(?:\/([a-z0-9_]+)\/(odds|scores))?\/?$/.exec(url.pathname);
    if (!match) {
      sendJson(response, 404, { message: 'Not found' });
      return;
    }
    const [, sport, what] = match;
    if (!sport) sendJson(response, 200, state.sports);
    else if (what === 'odds') sendJson(response, 200, state.odds[sport] ?? []);
    else sendJson(response, 200, state.scores[sport] ?? []);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  state.baseUrl = `http://127.0.0.1:${port}`;
  state.close = () => new Promise((resolve) => server.close(() => resolve()));
  return state;
}
