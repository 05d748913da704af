import { describe, expect, it } from 'vitest';
import { currenciesOf, dailySeries, type ReportRow, sumDecimals, totalsByCurrency } from './report-series.ts';

const row = (day: string, currency: string, overrides: Partial<ReportRow> = {}): ReportRow => ({
  day,
  currency,
  deposits: '0.00',
  depositCount: 0,
  withdrawals: '0.00',
  withdrawalCount: 0,
  bets: 0,
  stakes: '0.00',
  payouts: '0.00',
  ggr: '0.00',
  bonusCost: '0.00',
  ...overrides,
});

describe('report sums', () => {
  it('adds decimals exactly, at the longest precision', () => {
    expect(sumDecimals(['0.1', '0.2'])).toBe('0.3');
    expect(sumDecimals(['12.50', '0.005'])).toBe('12.505');
    expect(sumDecimals(['-5.00', '2.25'])).toBe('-2.75');
    expect(sumDecimals(['99999999999999999.99', '0.01'])).toBe('100000000000000000.00');
    expect(sumDecimals([])).toBe('0');
    expect(sumDecimals(['x', '1'])).toBe('1');
  });

  it('totals each currency apart', () => {
    const items = [
      row('2026-03-01', 'RUB', { deposits: '1500.00', depositCount: 1, ggr: '-20.00', bets: 3 }),
      row('2026-03-02', 'RUB', { deposits: '500.00', depositCount: 2, ggr: '120.00', bets: 1 }),
      row('2026-03-02', 'USDT', { deposits: '10.000001', depositCount: 1 }),
    ];
    expect(currenciesOf(items)).toEqual(['RUB', 'USDT']);
    const [rub, usdt] = totalsByCurrency(items);
    expect(rub).toMatchObject({ currency: 'RUB', depositCount: 3, bets: 4 });
    expect(rub?.amounts.deposits).toBe('2000.00');
    expect(rub?.amounts.ggr).toBe('100.00');
    expect(usdt?.amounts.deposits).toBe('10.000001');
  });

  it('charts every day of the range, zero where a currency had no row', () => {
    const items = [row('2026-03-01', 'RUB', { stakes: '10.50' }), row('2026-03-03', 'RUB', { stakes: '2' })];
    const series = dailySeries(items, 'RUB', '2026-03-01', '2026-03-03');
    expect(series.days).toEqual(['2026-03-01', '2026-03-02', '2026-03-03']);
    expect(series.stakes).toEqual([10.5, 0, 2]);
    expect(series.x[0]).toBe(Date.UTC(2026, 2, 1) / 1000);
    expect(dailySeries(items, 'USD', '2026-03-01', '2026-03-03').stakes).toEqual([0, 0, 0]);
  });
});
