import { describe, expect, it } from 'vitest';
import { formatMoney, formatRelative } from './format.ts';

const NOW = Date.parse('2025-03-01T12:00:00Z');
const at = (ms: number) => new Date(NOW + ms).toISOString();

describe('protection formatting', () => {
  it('writes money the way the language does, exactly', () => {
    expect(formatMoney('1500.00', 'USD', 'en')).toBe('$1,500.00');
    expect(formatMoney('1500.5', 'RUB', 'ru').replace(/\s/g, ' ')).toBe('1 500,50 ₽');
    expect(formatMoney('12345678901234.56', 'USD', 'en')).toBe('$12,345,678,901,234.56');
    expect(formatMoney('-5.00', 'USD', 'en', { signed: true })).toBe('-$5.00');
    expect(formatMoney('5.00', 'USD', 'en', { signed: true })).toBe('+$5.00');
    expect(formatMoney('0.00', 'USD', 'en', { signed: true })).toBe('$0.00');
  });

  it('falls back to the code for a currency Intl does not know', () => {
    expect(formatMoney('10.00', 'NOTACODE', 'en')).toBe('10.00 NOTACODE');
  });

  it('says how far a moment is in minutes, hours or days, rounded up', () => {
    expect(formatRelative(at(90_000), NOW, 'en')).toBe('in 2 minutes');
    expect(formatRelative(at(5 * 3_600_000), NOW, 'en')).toBe('in 5 hours');
    expect(formatRelative(at(47 * 3_600_000), NOW, 'en')).toBe('in 47 hours');
    expect(formatRelative(at(3 * 86_400_000), NOW, 'en')).toBe('in 3 days');
    expect(formatRelative(at(5 * 3_600_000), NOW, 'ru')).toBe('через 5 часов');
  });
});
