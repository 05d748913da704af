import { describe, expect, it } from 'vitest';
import { sportsEvent } from '../test/fixtures.tsx';
import { applyUpdate, slipChanges } from './apply-update.ts';
import type { SlipSelection } from './bet-slip-store.ts';
import { multiBlock, multiOdds, needsAcceptance, payoutOf, stakeMinor } from './slip-rules.ts';
import { betFormId, betsToPlace } from './use-place-bets.ts';

const selection = (outcomeId: string, eventId: string, odds: string, extra: Partial<SlipSelection> = {}) =>
  ({
    outcomeId,
    outcomeKey: 'home',
    odds,
    latest: null,
    locked: false,
    eventId,
    sport: 'soccer-1',
    home: 'A',
    away: 'B',
    startsAt: '2025-03-01T18:00:00.000Z',
    market: { id: `m${eventId}`, type: 'match_winner', line: null, period: null },
    ...extra,
  }) satisfies SlipSelection;

describe('slip rules', () => {
  it('reads stakes in minor units of the currency, refusing zero, junk and too many decimals', () => {
    expect(stakeMinor('10', 2)).toBe(1000n);
    expect(stakeMinor('10,5', 2)).toBe(1050n);
    expect(stakeMinor('0', 2)).toBeNull();
    expect(stakeMinor('1.234', 2)).toBeNull();
    expect(stakeMinor('abc', 2)).toBeNull();
    expect(stakeMinor('150', 0)).toBe(150n);
  });

  it('a multi needs two selections of different events, none locked; payout rounds down', () => {
    const a = selection('1', 'e1', '2.10');
    const b = selection('2', 'e2', '1.50');
    expect(multiBlock([a])).toBe('too_few');
    expect(multiBlock([a, selection('3', 'e1', '3.40')])).toBe('same_event');
    expect(multiBlock([a, { ...b, locked: true }])).toBe('locked');
    expect(multiBlock([a, b])).toBeNull();
    expect(multiOdds([a, b])).toBe(315n);
    expect(payoutOf(333n, [a, b])).toBe(1048n);
  });

  it('asks to accept moved odds unless the setting takes them', () => {
    const down = selection('1', 'e1', '2.10', { latest: '1.90' });
    const up = selection('1', 'e1', '2.10', { latest: '2.30' });
    expect(needsAcceptance(down, 'none')).toBe(true);
    expect(needsAcceptance(down, 'higher')).toBe(true);
    expect(needsAcceptance(up, 'higher')).toBe(false);
    expect(needsAcceptance(down, 'any')).toBe(false);
  });

  it('singles place each selection with a stake (not the locked ones); each has its own idempotency form', () => {
    const a = selection('1', 'e1', '2.10');
    const b = selection('2', 'e2', '1.50', { locked: true });
    const c = selection('3', 'e3', '1.20');
    const bets = betsToPlace('single', [a, b, c], { '1': '5', '2': '5', '3': '' }, '', 2);
    expect(bets).toEqual([{ type: 'single', selections: [a], stake: 500n }]);
    expect(betFormId(bets[0] as (typeof bets)[number])).toBe('sportsbook.bet.1');
    expect(betFormId({ type: 'multi', selections: [a, c] })).toBe('sportsbook.bet.multi');
  });

  it('applies a realtime update to the markets an event view holds', () => {
    const event = sportsEvent('1');
    const market = event.markets[0];
    const updated = applyUpdate(event, {
      id: '1',
      sport: 'soccer-1',
      status: 'live',
      score: { home: 1, away: 0 },
      clock: { period: 1, minute: 3 },
      markets: [
        { id: market?.id ?? '', status: 'suspended', outcomes: [{ id: '101', odds: '1.70' }] },
        { id: 'other', status: 'open', outcomes: [{ id: '999', odds: '9.00' }] },
      ],
    });
    expect(updated.status).toBe('live');
    expect(updated.markets).toHaveLength(1);
    expect(updated.markets[0]?.status).toBe('suspended');
    expect(updated.markets[0]?.outcomes.map((o) => o.odds)).toEqual(['1.70', '3.40', '3.20']);
    expect(applyUpdate(event, { ...sportsEventUpdate(), id: '2' })).toBe(event);
    expect(slipChanges({ ...sportsEventUpdate(), status: 'finished' }).get('101')).toEqual({
      odds: '2.00',
      locked: true,
    });
  });
});

function sportsEventUpdate() {
  return {
    id: '1',
    sport: 'soccer-1',
    status: 'live' as const,
    score: null,
    clock: null,
    markets: [{ id: '10', status: 'open' as const, outcomes: [{ id: '101', odds: '2.00' }] }],
  };
}
