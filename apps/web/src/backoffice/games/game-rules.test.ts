import { describe, expect, it } from 'vitest';
import { checkForm, formOf, isIsoCountry, splitCodes, toMinor } from './game-rules.ts';
import type { AdminGameView } from './game-types.ts';

const game: AdminGameView = {
  id: 'sweet-reels',
  title: 'Sweet Reels',
  imageUrl: '/art/sweet-reels.svg',
  category: 'slots',
  provider: 'acme',
  source: 'aggregator',
  externalCode: 'sweet-reels',
  label: null,
  rate: 40,
  rtp: '96.50',
  volatility: 'high',
  releasedAt: '2026-01-01T00:00:00.000Z',
  enabled: true,
  hidden: false,
  demoAllowed: true,
  blacklists: { countries: ['RU'], currencies: [] },
  betLimits: { BTC: { min: '1000', max: '100000000' } },
  operatorEdited: [],
  updatedAt: '2026-01-01T00:00:00.000Z',
};

describe('game form rules (as the server checks them)', () => {
  it('converts major units to exact minor units at each currency precision', () => {
    expect(toMinor('0.1', 'USD')).toBe('10');
    expect(toMinor('100', 'USD')).toBe('10000');
    expect(toMinor('0.00000001', 'BTC')).toBe('1');
    // 17 significant digits: a float would round this; bigint does not.
    expect(toMinor('12345678.123456789', 'ETH')).toBe('12345678123456789');
    expect(toMinor('1.005', 'USD')).toEqual({ key: 'invalid_amount', code: '2' });
    expect(toMinor('0', 'USD')).toEqual({ key: 'not_positive' });
    expect(toMinor('', 'USD')).toEqual({ key: 'required' });
    expect(toMinor('1e3', 'USD')).toEqual({ key: 'invalid_amount', code: '2' });
    expect(toMinor('10000000000000000', 'USD')).toEqual({ key: 'too_large' });
    expect(toMinor('1', 'XYZ')).toEqual({ key: 'bad_code', code: 'XYZ' });
  });

  it('reads ISO country codes the way the server does', () => {
    expect(isIsoCountry('RU')).toBe(true);
    expect(isIsoCountry('DE')).toBe(true);
    for (const code of ['XX', 'ZZ', 'UK', 'EU', 'UN', 'ru', 'RUS', ''])
      expect(isIsoCountry(code)).toBe(false);
    expect(splitCodes(' ru, by ;kz  ')).toEqual(['RU', 'BY', 'KZ']);
  });

  it('shows the stored limits in major units', () => {
    expect(formOf(game).limits).toEqual([{ currency: 'BTC', min: '0.00001000', max: '1.00000000' }]);
    expect(formOf(game).countries).toBe('RU');
  });

  it('sends only what changed, and nothing when nothing did', () => {
    expect(checkForm(game, formOf(game))).toEqual({ problems: {}, patch: {} });
    const form = { ...formOf(game), label: 'Early Access' as const, countries: 'ru, by', rate: '7' };
    expect(checkForm(game, form).patch).toEqual({
      label: 'Early Access',
      blacklistCountries: ['RU', 'BY'],
      rate: 7,
    });
  });

  it('refuses what the server would refuse', () => {
    const form = {
      ...formOf(game),
      title: '  ',
      rate: '1.5',
      countries: 'RU, XX',
      currencies: 'USD, USD',
      limits: [
        { currency: 'USD', min: '5', max: '1' },
        { currency: 'USD', min: '1', max: '2' },
      ],
    };
    const { problems, patch } = checkForm(game, form);
    expect(patch).toBeNull();
    expect(problems).toEqual({
      title: { key: 'required' },
      rate: { key: 'invalid_format' },
      countries: { key: 'bad_code', code: 'XX' },
      currencies: { key: 'duplicate_code', code: 'USD' },
      limits: [
        { currency: { key: 'duplicate_code', code: 'USD' } },
        { currency: { key: 'duplicate_code', code: 'USD' } },
      ],
    });
    expect(
      checkForm(game, { ...formOf(game), limits: [{ currency: 'USD', min: '5', max: '1' }] }).problems,
    ).toEqual({ limits: [{ min: { key: 'min_above_max' } }] });
    expect(checkForm(game, { ...formOf(game), title: 'x'.repeat(121) }).problems.title).toEqual({
      key: 'too_long',
      code: '120',
    });
    expect(checkForm(game, { ...formOf(game), rate: '1000000001' }).problems.rate).toEqual({
      key: 'too_large',
    });
  });
});
