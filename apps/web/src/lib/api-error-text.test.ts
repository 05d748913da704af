import { describe, expect, it } from 'vitest';
import { i18n, LOCALES } from '../i18n/index.ts';
import { ApiError } from './api-client.ts';
import { apiErrorText, protectionErrorParams } from './api-error-text.ts';

const RESETS = '2025-03-02T18:30:00.000Z';
const limitParams = { period: 'day', amount: '1500.00', currency: 'USD', resetsAt: RESETS };

/** Where each namespace words a refusal of the player's own limits or exclusion (issue 20). */
const WHERE = [
  {
    ns: 'protection',
    prefix: 'errors.',
    codes: [
      'deposit_limit_exceeded',
      'loss_limit_exceeded',
      'wager_limit_exceeded',
      'player_excluded',
      'exclusion_active',
    ],
  },
  {
    ns: 'games',
    prefix: 'error.',
    codes: ['loss_limit_exceeded', 'wager_limit_exceeded', 'player_excluded'],
  },
  { ns: 'wallet', prefix: 'server_error.', codes: ['deposit_limit_exceeded', 'player_excluded'] },
] as const;

describe('protection refusals in words', () => {
  for (const language of LOCALES)
    for (const { ns, prefix, codes } of WHERE)
      it(`${language}/${ns}: every code reads as a sentence with its params filled in`, () => {
        const t = i18n.getFixedT(language, ns);
        for (const code of codes) {
          const params = code === 'player_excluded' ? { kind: 'time_out', until: RESETS } : limitParams;
          const text = t(`${prefix}${code}`, protectionErrorParams(code, params, t, language, prefix));
          expect(text, `${language}/${ns} ${code}`).not.toBe(`${prefix}${code}`);
          expect(text, `${language}/${ns} ${code}`).not.toMatch(/\{\{|undefined|\b(day|resetsAt)\b/);
          // The date is the language's, not the ISO string.
          expect(text).not.toContain('2025-03-02T');
        }
      });

  it('makes the params readable: grouped amount, period word, date and time', () => {
    const t = i18n.getFixedT('en', 'protection');
    const error = new ApiError(400, 'deposit_limit_exceeded', limitParams);
    expect(apiErrorText(error, t)).toMatch(
      /^Your daily deposit limit of 1,500\.00 USD is reached\. It resets on Mar 2, 2025, \d{1,2}:30 [AP]M\.$/,
    );
  });

  it('says an exclusion without an end is permanent', () => {
    const t = i18n.getFixedT('ru', 'games');
    const params = protectionErrorParams('player_excluded', { kind: 'self_exclusion' }, t, 'ru', 'error.');
    expect(t('error.player_excluded', params)).toBe(
      'У вас перерыв: игра приостановлена навсегда. Вывести баланс по-прежнему можно.',
    );
  });

  it("leaves other codes' params as they are", () => {
    const params = { amount: '1000.00', currency: 'USD' };
    expect(protectionErrorParams('bet_too_large', params, i18n.t, 'en', 'error.')).toBe(params);
  });
});
