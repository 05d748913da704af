import { describe, expect, it } from 'vitest';
import { eachDay, isIsoDay, lastDays, MAX_RANGE_DAYS, monthToDate, rangeProblem } from './date-range.ts';
import { recoveryCodesFile, reportFileName } from './download.ts';

const now = new Date('2026-03-05T23:30:00Z');

describe('report date ranges (UTC days)', () => {
  it('counts the last n days including today, in UTC', () => {
    expect(lastDays(1, now)).toEqual({ from: '2026-03-05', to: '2026-03-05' });
    expect(lastDays(7, now)).toEqual({ from: '2026-02-27', to: '2026-03-05' });
    expect(monthToDate(now)).toEqual({ from: '2026-03-01', to: '2026-03-05' });
  });

  it('takes only real calendar days', () => {
    expect(isIsoDay('2024-02-29')).toBe(true);
    expect(isIsoDay('2025-02-29')).toBe(false);
    expect(isIsoDay('2025-13-01')).toBe(false);
    expect(isIsoDay('2025-1-01')).toBe(false);
    expect(isIsoDay('')).toBe(false);
  });

  it('says why a range cannot be asked for', () => {
    expect(rangeProblem('2026-03-01', '2026-03-05')).toBeNull();
    expect(rangeProblem('2026-03-05', '2026-03-05')).toBeNull();
    expect(rangeProblem('', '2026-03-05')).toBe('invalid_from');
    expect(rangeProblem('2026-03-05', 'x')).toBe('invalid_to');
    expect(rangeProblem('2026-03-06', '2026-03-05')).toBe('reversed');
    expect(rangeProblem('2025-01-01', '2026-01-02')).toBe('too_long');
    const { from, to } = lastDays(MAX_RANGE_DAYS, now);
    expect(rangeProblem(from, to)).toBeNull();
  });

  it('lists every day of a range, across a month end', () => {
    expect(eachDay('2026-02-27', '2026-03-02')).toEqual([
      '2026-02-27',
      '2026-02-28',
      '2026-03-01',
      '2026-03-02',
    ]);
    expect(eachDay('2026-03-02', '2026-03-01')).toEqual([]);
  });
});

describe('downloads', () => {
  it('names the CSV export after its filter', () => {
    expect(reportFileName({ from: '2026-03-01', to: '2026-03-05', currency: '' })).toBe(
      'daily-report_2026-03-01_2026-03-05.csv',
    );
    expect(reportFileName({ from: '2026-03-01', to: '2026-03-05', currency: 'RUB' })).toBe(
      'daily-report_2026-03-01_2026-03-05_RUB.csv',
    );
    expect(reportFileName({ from: '2026-03-01', to: '2026-03-05', currency: '../x' })).toBe(
      'daily-report_2026-03-01_2026-03-05.csv',
    );
  });

  it('writes recovery codes one per line under what they are', () => {
    const text = recoveryCodesFile(['aaaaa-bbbbb', 'ccccc-ddddd'], 'ops@example.com', now);
    expect(text.split('\n')).toEqual([
      'Back office recovery codes for ops@example.com',
      "Issued 2026-03-05T23:30:00.000Z. Each code signs in once, in place of the authenticator's code.",
      '',
      'aaaaa-bbbbb',
      'ccccc-ddddd',
      '',
    ]);
  });
});
