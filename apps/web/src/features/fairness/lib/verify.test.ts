// @vitest-environment node
import {
  crashPoint,
  diceRoll,
  generateFloats,
  kenoDraw,
  kenoMultipliers,
  limboResult,
  minePositions,
  plinkoMultipliers,
  plinkoPath,
  roulettePocket,
  sha256Hex,
  wheelMultipliers,
  wheelSegment,
} from '@casino/shared';
import { describe, expect, it } from 'vitest';
import { verifyHref, verifyParams } from '../../games/index.ts';
import { verify } from './verify.ts';

const seeds = { serverSeed: 'server-seed-e2e', clientSeed: 'client', nonce: 7 };

/** What the fairness page reads back from a verify link. */
function fromLink(href: string) {
  const query = new URL(href, 'http://x').searchParams;
  return {
    game: query.get('game') ?? '',
    serverSeed: query.get('serverSeed') ?? '',
    clientSeed: query.get('clientSeed') ?? '',
    nonce: Number(query.get('nonce')),
    params: JSON.parse(query.get('params') ?? '{}') as Record<string, unknown>,
    hash: query.get('hash'),
  };
}

const bet = (game: string, outcome: Record<string, unknown>) => ({
  game,
  outcome,
  serverSeed: seeds.serverSeed,
  serverSeedHash: 'hash',
  clientSeed: seeds.clientSeed,
  nonce: seeds.nonce,
});

describe('verify link → verification', () => {
  it('dice: recomputes the roll the server reported', async () => {
    const [float] = await generateFloats(seeds, 1);
    const roll = diceRoll(float as number) / 100;
    const href = verifyHref('en', bet('dice', { roll, target: 50.5, condition: 'under', win: roll < 50.5 }));
    expect(href).toMatch(/^\/en\/fairness\?/);
    const input = fromLink(href as string);
    expect(input.params).toEqual({ target: 50.5, condition: 'under' });
    const result = await verify(input);
    expect(result).toMatchObject({ game: 'dice', roll, condition: 'under', win: roll < 50.5 });
  });

  it('limbo: the result from the first float', async () => {
    const [float] = await generateFloats(seeds, 1);
    const result = await verify({ ...fromLink(verifyHref('ru', bet('limbo', { target: 3 })) as string) });
    expect(result).toMatchObject({ game: 'limbo', result: limboResult(float as number) / 100, target: 3 });
  });

  it('plinko: path, slot and the paytable multiplier', async () => {
    const floats = await generateFloats(seeds, 14);
    const { path, slot } = plinkoPath(floats, 14);
    const input = fromLink(verifyHref('en', bet('plinko', { path, slot, rows: 14, risk: 'high' })) as string);
    const result = await verify(input);
    expect(result).toMatchObject({
      game: 'plinko',
      path,
      slot,
      multiplier: plinkoMultipliers(14, 'high')[slot],
    });
  });

  it('mines: the mine count from the outcome, positions as the server draws them', async () => {
    expect(verifyParams({ game: 'mines', outcome: { mines: 5, revealed: [] } })).toEqual({ mines: 5 });
    const floats = await generateFloats(seeds, 24);
    const result = await verify({ ...seeds, game: 'mines', params: { mines: 5 } });
    expect(result).toMatchObject({ game: 'mines', mines: minePositions(floats, 5) });
  });

  it('slots: a whole bet replayed from the seeds', async () => {
    const result = await verify({ ...seeds, game: 'neon-fruits', params: {} });
    expect(result.game).toBe('slots');
    if (result.game === 'slots') expect(result.result.spins.length).toBe(1 + result.result.freeSpins);
  });

  it('keno: the draw, the hits and the table multiplier, as the engine plays them', async () => {
    const floats = await generateFloats(seeds, 10);
    const drawn = kenoDraw(floats);
    const picks = [drawn[0] as number, drawn[1] as number, ...[1, 2, 3].filter((n) => !drawn.includes(n))];
    const outcome = { risk: 'medium', picks, drawn, hits: picks.filter((n) => drawn.includes(n)) };
    const input = fromLink(verifyHref('en', bet('keno', outcome)) as string);
    expect(input.params).toEqual({ risk: 'medium', picks });
    const result = await verify(input);
    expect(result).toMatchObject({
      game: 'keno',
      drawn,
      hits: outcome.hits,
      multiplier: kenoMultipliers('medium', picks.length)[outcome.hits.length],
    });
    // Typed by hand: a comma list.
    expect(await verify({ ...seeds, game: 'keno', params: { risk: 'low', picks: '5, 9' } })).toMatchObject({
      picks: [5, 9],
    });
  });

  it('wheel: the segment of the float on the chosen wheel', async () => {
    const [float] = await generateFloats(seeds, 1);
    const segment = wheelSegment(float as number, 40);
    const input = fromLink(verifyHref('en', bet('wheel', { risk: 'high', segments: 40, segment })) as string);
    expect(await verify(input)).toMatchObject({
      game: 'wheel',
      segment,
      segments: 40,
      multiplier: wheelMultipliers('high', 40)[segment],
    });
  });

  it('roulette: the pocket, and the payout of the chips the link carries', async () => {
    const [float] = await generateFloats(seeds, 1);
    const pocket = roulettePocket(float as number);
    const bets = [
      { type: 'straight', numbers: [pocket], share: 1 },
      { type: 'red', share: 1 },
    ];
    const input = fromLink(verifyHref('en', bet('roulette', { pocket, bets })) as string);
    const result = await verify(input);
    expect(result).toMatchObject({ game: 'roulette', pocket });
    expect(result.game === 'roulette' && result.multiplier).toBeGreaterThanOrEqual(18);
    expect(await verify({ ...seeds, game: 'roulette', params: {} })).toMatchObject({
      pocket,
      multiplier: null,
    });
  });

  it('no link before the seed is revealed', () => {
    expect(verifyHref('en', { ...bet('dice', {}), serverSeed: null })).toBeNull();
  });

  it('crash: the point from the hash and the chain check', async () => {
    const previous = await sha256Hex('f'.repeat(64));
    const ok = await verify({
      ...seeds,
      game: 'crash',
      params: {},
      roundHash: 'f'.repeat(64),
      previousHash: previous,
    });
    expect(ok).toEqual({ game: 'crash', crashPoint: crashPoint('f'.repeat(64)) / 100, chained: true });
    const broken = await verify({
      ...seeds,
      game: 'crash',
      params: {},
      roundHash: 'f'.repeat(64),
      previousHash: '00',
    });
    expect(broken).toMatchObject({ chained: false });
    await expect(verify({ ...seeds, game: 'crash', params: {}, roundHash: 'xyz' })).rejects.toThrow(
      'round_hash',
    );
  });
});

describe('verify: stepped games (issue 16)', () => {
  const pair = { serverSeed: 'server-seed', clientSeed: 'client', nonce: 7 };

  it('coin flip: the 20 sides the round would land on, as the server draws them', async () => {
    const result = await verify({ ...pair, game: 'coinflip', params: {} });
    const floats = await generateFloats(pair, 20);
    expect(result).toEqual({
      game: 'coinflip',
      floats,
      sides: floats.map((f) => (f < 0.5 ? 'heads' : 'tails')),
    });
  });

  it('hi-lo and blackjack: one card per float, floor(float × 52), in order', async () => {
    for (const [game, count] of [
      ['hilo', 61],
      ['blackjack', 64],
    ] as const) {
      const result = await verify({ ...pair, game, params: {} });
      const floats = await generateFloats(pair, count);
      expect(result).toEqual({ game, floats, cards: floats.map((f) => Math.floor(f * 52)) });
    }
  });
});
