import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { transactionsSql } from '../../src/modules/cashier/history.service.ts';
import { betsHistorySql } from '../../src/modules/games/bets.service.ts';
import { createTestApp, fundedPlayer, type TestApp } from '../app.ts';

/**
 * Issue 13 item 4, lists that stay fast: the histories page by key (`before`) on the players' indexes. One
 * player gets 100,000 bets and 10,000 cashier transactions, four others some thousands, interleaved by id as
 * on a live table. Each history statement, exactly as the service builds it (betsHistorySql,
 * transactionsSql), is explained: the page's ids must come off the player's index in order, and nothing may
 * scan the table. Plans are read, nothing is timed.
 *
 * Tournament leaderboards are not in this file: the tournaments module has no leaderboard or score query
 * (tournaments are a small, position-ordered table), so there is no statement to explain.
 */

const BETS = 100_000;
const OTHER_BETS = 10_000;
const TXNS = 10_000;
const OTHER_TXNS = 2_000;

let t: TestApp;
type Session = Awaited<ReturnType<typeof fundedPlayer>>;
let main: Session;
let other: Session;

/** Row i of n goes to the main player when floor(i·m/n) steps: exactly m rows, spread evenly. */
const OWNER = `CASE WHEN (i::bigint * $3) / $4 = ((i - 1)::bigint * $3) / $4
                    THEN ($2::bigint[])[1 + i % cardinality($2::bigint[])] ELSE $1 END`;

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMITS: 'off' });
  main = await fundedPlayer(t, 0n, { currency: 'USD' });
  const others: Session[] = [];
  for (let i = 0; i < 4; i++) others.push(await fundedPlayer(t, 0n, { currency: 'USD' }));
  other = others[0] as Session;
  const pool = t.db.database.pool;
  const otherIds = others.map((o) => o.player.id.toString());
  // One bet in a hundred is mines: the rarely played game of the `game` filter.
  await pool.query(
    `INSERT INTO game_bets (user_id, player_label, game_id, currency, amount, payout, multiplier, params, outcome,
                            status, nonce, idempotency_key, request_hash, created_at, settled_at)
     SELECT ${OWNER}, 'pl***',
            CASE WHEN i % 100 = 1 THEN 'mines' ELSE (ARRAY['dice', 'limbo', 'plinko', 'slots'])[1 + i % 4] END,
            'USD', 100 + i % 900, (i % 2) * 198, (i % 2) * 19800,
            '{"target": 50.5, "condition": "over"}', jsonb_build_object('roll', (i % 10000) / 100.0), 'settled',
            i, 'seed-' || i, md5(i::text) || md5((i + 1)::text),
            now() - make_interval(secs => $4 - i), now() - make_interval(secs => $4 - i)
       FROM generate_series(1, $4::int) AS i`,
    [main.player.id.toString(), otherIds, BETS, BETS + OTHER_BETS],
  );
  await pool.query(
    `INSERT INTO cashier_transactions (user_id, type, status, currency, amount, method_id, details,
                                       idempotency_key, created_at, updated_at)
     SELECT ${OWNER}, (ARRAY['buy', 'deposit', 'withdraw', 'sell'])[1 + i % 4], 'completed', 'USD', 1000 + i,
            'usd-card', jsonb_build_object('paymentDetails', jsonb_build_object('card', '4111 **** ' || i)),
            'seed-' || i, now() - make_interval(secs => $4 - i), now() - make_interval(secs => $4 - i)
       FROM generate_series(1, $4::int) AS i`,
    [main.player.id.toString(), otherIds, TXNS, TXNS + OTHER_TXNS],
  );
  // What autovacuum does to a live table after inserts: statistics, and the visibility map that lets the
  // ids and the count be read from the index alone. (Straight after a bulk load, with no visibility map and
  // this player owning 90 % of the table, walking the primary key or the heap is what the planner picks.)
  await pool.query('VACUUM (ANALYZE) game_bets, cashier_transactions');
});
afterAll(async () => {
  await t.close();
});

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  'Scan Direction'?: string;
  Plans?: PlanNode[];
}

type Statement = { text: string; values: unknown[] };

/** Every node of the statement's plan, depth first. */
async function planOf(statement: Statement): Promise<PlanNode[]> {
  const { rows } = await t.db.database.pool.query<{ 'QUERY PLAN': [{ Plan: PlanNode }] }>(
    `EXPLAIN (FORMAT JSON) ${statement.text}`,
    statement.values,
  );
  const nodes: PlanNode[] = [];
  const walk = (node: PlanNode) => {
    nodes.push(node);
    for (const child of node.Plans ?? []) walk(child);
  };
  walk((rows[0] as { 'QUERY PLAN': [{ Plan: PlanNode }] })['QUERY PLAN'][0].Plan);
  return nodes;
}

const describeNode = (n: PlanNode) =>
  [n['Node Type'], n['Scan Direction'], n['Index Name'], n['Relation Name'] && `on ${n['Relation Name']}`]
    .filter(Boolean)
    .join(' ');

/**
 * A page: its LIMIT reads the ids straight off `index` backwards with an index-only scan (no sort of the
 * player's rows under it), the table itself is touched only by primary key (the page's rows), and nothing
 * scans it sequentially.
 */
async function expectPagePlan(statement: Statement, table: string, index: string) {
  const nodes = await planOf(statement);
  const shown = nodes.map(describeNode);
  const limit = nodes.find((n) => n['Node Type'] === 'Limit');
  expect(limit?.Plans?.map(describeNode), shown.join('\n')).toEqual([
    `Index Only Scan Backward ${index} on ${table}`,
  ]);
  const onTable = nodes.filter((n) => n['Relation Name'] === table);
  expect(onTable.map((n) => `${n['Node Type']} ${n['Index Name']}`).sort(), shown.join('\n')).toEqual([
    `Index Only Scan ${index}`,
    `Index Scan ${table}_pkey`,
  ]);
  expect(shown.filter((s) => s.startsWith('Seq Scan') && s.endsWith(` on ${table}`))).toEqual([]);
}

/** A count: an index-only scan of an index that starts with user_id; the table is not scanned. */
async function expectCountPlan(statement: Statement, table: string, index?: string) {
  const nodes = await planOf(statement);
  const shown = nodes.map(describeNode);
  const onTable = nodes.filter((n) => n['Relation Name'] === table);
  expect(
    onTable.map((n) => n['Node Type']),
    shown.join('\n'),
  ).toEqual(['Index Only Scan']);
  const used = onTable[0]?.['Index Name'] as string;
  if (index) expect(used).toBe(index);
  const { rows } = await t.db.database.pool.query<{ attname: string }>(
    `SELECT a.attname FROM pg_index i JOIN pg_class c ON c.oid = i.indexrelid
       JOIN pg_attribute a ON a.attrelid = i.indrelid AND a.attnum = i.indkey[0]
      WHERE c.relname = $1`,
    [used],
  );
  expect(
    rows.map((r) => r.attname),
    used,
  ).toEqual(['user_id']);
}

/** The id of the player's row `offset` rows from the newest (the cursor a client at that depth holds). */
async function idAt(table: string, userId: bigint, offset: number, game?: string): Promise<string> {
  const { rows } = await t.db.database.pool.query<{ id: string }>(
    `SELECT id FROM ${table} WHERE user_id = $1 ${game ? 'AND game_id = $3' : ''}
      ORDER BY id DESC OFFSET $2 LIMIT 1`,
    game ? [userId.toString(), offset, game] : [userId.toString(), offset],
  );
  return (rows[0] as { id: string }).id;
}

/** The player's ids, newest first: what the pages must add up to. */
async function idsOf(table: string, userId: bigint, game?: string): Promise<string[]> {
  const { rows } = await t.db.database.pool.query<{ id: string }>(
    `SELECT id FROM ${table} WHERE user_id = $1 ${game ? 'AND game_id = $2' : ''} ORDER BY id DESC`,
    game ? [userId.toString(), game] : [userId.toString()],
  );
  return rows.map((r) => r.id);
}

describe('history plans with 100,000 bets and 10,000 transactions for one player', () => {
  it('bets: first page, a deep offset, `before` pages and the game filter read the player index', async () => {
    const id = main.player.id;
    const page = (query: Partial<Parameters<typeof betsHistorySql>[1]>) =>
      betsHistorySql(id, { offset: 0, limit: 10, ...query });
    const before = await idAt('game_bets', id, 60_000);
    await expectPagePlan(page({}).page, 'game_bets', 'game_bets_user_idx');
    await expectPagePlan(page({ offset: 90_000 }).page, 'game_bets', 'game_bets_user_idx');
    await expectPagePlan(page({ before, limit: 100 }).page, 'game_bets', 'game_bets_user_idx');
    await expectCountPlan(page({}).count, 'game_bets');

    const minesBefore = await idAt('game_bets', id, 500, 'mines');
    await expectPagePlan(page({ game: 'mines' }).page, 'game_bets', 'game_bets_user_game_idx');
    await expectPagePlan(
      page({ game: 'mines', before: minesBefore }).page,
      'game_bets',
      'game_bets_user_game_idx',
    );
    await expectPagePlan(page({ game: 'dice', before }).page, 'game_bets', 'game_bets_user_game_idx');
    await expectCountPlan(page({ game: 'mines' }).count, 'game_bets', 'game_bets_user_game_idx');
  });

  it('wallet transactions: first page, a deep offset and `before` pages read the player index', async () => {
    const id = main.player.id;
    const page = (query: Partial<Parameters<typeof transactionsSql>[1]>) =>
      transactionsSql(id, { offset: 0, limit: 10, ...query });
    const table = 'cashier_transactions';
    await expectPagePlan(page({}).page, table, 'cashier_transactions_user_idx');
    await expectPagePlan(page({ offset: 9_000 }).page, table, 'cashier_transactions_user_idx');
    await expectPagePlan(
      page({ before: await idAt(table, id, 6_000), limit: 100 }).page,
      table,
      'cashier_transactions_user_idx',
    );
    await expectCountPlan(page({}).count, table, 'cashier_transactions_user_idx');
  });
});

interface Page {
  items: Array<{ id: string; game?: string }>;
  meta: { total: number; offset: number; limit: number; nextBefore?: string | null };
}

describe('`before` pages over HTTP', () => {
  const get = async (s: Session, url: string): Promise<Page> => {
    const response = await t.app.inject({ url, headers: s.auth });
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as Page;
  };
  const withQuery = (path: string, query: string) => `${path}${path.includes('?') ? '&' : '?'}${query}`;
  const newestFirst = (ids: string[]) =>
    ids.every((id, i) => i === 0 || BigInt(id) < BigInt(ids[i - 1] as string));

  /**
   * Up to `count` pages of `limit`, by cursor: from `before` if given, else from the first page (offset mode,
   * whose last row is the first cursor), then each page's `meta.nextBefore`. Checks each page on the way:
   * newest first, `limit` rows while more follow, `nextBefore` the last row's id, or null at the end.
   */
  async function walk(s: Session, path: string, limit: number, count: number, before?: string) {
    const ids: string[] = [];
    let cursor = before;
    if (cursor === undefined) {
      const first = await get(s, withQuery(path, `limit=${limit}`));
      // An offset page keeps its SPEC meta exactly: no cursor field.
      expect(first.meta).toEqual({ total: first.meta.total, offset: 0, limit });
      ids.push(...first.items.map((i) => i.id));
      cursor = ids[ids.length - 1];
      count -= 1;
    }
    let ended = false;
    for (let n = 0; n < count && cursor !== undefined; n++) {
      const page = await get(s, withQuery(path, `limit=${limit}&before=${cursor}`));
      const pageIds = page.items.map((i) => i.id);
      expect(newestFirst(pageIds)).toBe(true);
      expect(pageIds.every((id) => BigInt(id) < BigInt(cursor as string))).toBe(true);
      expect(page.meta).toMatchObject({ offset: 0, limit });
      ids.push(...pageIds);
      if (page.meta.nextBefore === null) {
        ended = true;
        break;
      }
      expect(pageIds).toHaveLength(limit);
      expect(page.meta.nextBefore).toBe(pageIds[pageIds.length - 1]);
      cursor = page.meta.nextBefore;
    }
    return { ids, ended };
  }

  it('bets: newest first, no overlap, no gap, only the player’s own, limit respected, null at the end', async () => {
    const all = await idsOf('game_bets', main.player.id);
    expect(all).toHaveLength(BETS);
    const theirs = await idsOf('game_bets', other.player.id);

    // From the first page on: exactly the player's newest 500, in order.
    const head = await walk(main, '/api/v1/games/bets', 100, 5);
    expect(head).toEqual({ ids: all.slice(0, 500), ended: false });
    const total = (await get(main, '/api/v1/games/bets?limit=1&before=1')).meta;
    expect(total).toEqual({ total: BETS, offset: 0, limit: 1, nextBefore: null });

    // Deep in the history, to the end: 250 rows left are 100, 100 and 50, the last page says null.
    const tail = await walk(main, '/api/v1/games/bets', 100, 5, all[BETS - 251]);
    expect(tail).toEqual({ ids: all.slice(BETS - 250), ended: true });
    // Exactly a page left: that page already says null (no empty page to fetch).
    const exact = await walk(main, '/api/v1/games/bets', 100, 5, all[BETS - 201]);
    expect(exact).toEqual({ ids: all.slice(BETS - 200), ended: true });

    // The game filter pages the same way, through that game only.
    const mines = await idsOf('game_bets', main.player.id, 'mines');
    const minesWalk = await walk(main, '/api/v1/games/bets?game=mines', 100, 3, all[BETS - 30_001]);
    const fromThere = mines.filter((id) => BigInt(id) < BigInt(all[BETS - 30_001] as string));
    expect(minesWalk.ids).toEqual(fromThere.slice(0, 300));
    const minesPage = await get(main, `/api/v1/games/bets?game=mines&limit=7&before=${mines[3]}`);
    expect(minesPage.items.map((i) => [i.id, i.game])).toEqual(mines.slice(4, 11).map((id) => [id, 'mines']));

    // Another player's cursor walk from beyond the newest id: all of theirs, none of the main player's.
    const them = await walk(other, '/api/v1/games/bets', 100, 100, '999999999999999999');
    expect(them).toEqual({ ids: theirs, ended: true });
    // …and the main player's cursor in their history never leaks the main player's rows.
    const mixed = await get(other, `/api/v1/games/bets?limit=100&before=${all[50_000]}`);
    expect(mixed.items.map((i) => i.id)).toEqual(
      theirs.filter((id) => BigInt(id) < BigInt(all[50_000] as string)).slice(0, 100),
    );
  });

  it('wallet transactions: the same, and the offset pages keep working', async () => {
    const path = '/api/v2/wallet/txns';
    const all = await idsOf('cashier_transactions', main.player.id);
    expect(all).toHaveLength(TXNS);
    const theirs = await idsOf('cashier_transactions', other.player.id);

    const head = await walk(main, `${path}?is_pagination=true`, 10, 12);
    expect(head).toEqual({ ids: all.slice(0, 120), ended: false });
    const tail = await walk(main, path, 100, 5, all[TXNS - 151]);
    expect(tail).toEqual({ ids: all.slice(TXNS - 150), ended: true });
    const them = await walk(other, path, 100, 100, '999999999999999999');
    expect(them).toEqual({ ids: theirs, ended: true });

    const deep = await get(main, `${path}?offset=9990&limit=100`);
    expect(deep.meta).toEqual({ total: TXNS, offset: 9990, limit: 100 });
    expect(deep.items.map((i) => i.id)).toEqual(all.slice(9990));
    const past = await get(main, `${path}?offset=20000`);
    expect(past).toEqual({ items: [], meta: { total: TXNS, offset: 20000, limit: 10 } });
  });

  it('refuses a cursor that is not 1 to 18 digits with the validation error', async () => {
    for (const path of ['/api/v1/games/bets', '/api/v2/wallet/txns']) {
      for (const before of ['abc', '-1', '1.5', '1e3', '', ' 1', '1234567890123456789', '0x10']) {
        const response = await t.app.inject({
          url: `${path}?before=${encodeURIComponent(before)}`,
          headers: main.auth,
        });
        expect(response.statusCode, `${path} ${before}`).toBe(400);
        expect(response.json(), `${path} ${before}`).toMatchObject({
          detail: 'validation_error',
          errors: [{ field: 'before', message: 'Validation.invalid_format' }],
        });
      }
      const twice = await t.app.inject({ url: `${path}?before=5&before=6`, headers: main.auth });
      expect(twice.statusCode).toBe(400);
    }
  });
});
