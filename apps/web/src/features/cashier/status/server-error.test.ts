import { WALLET_ERROR_CODES } from '@casino/shared';
import { describe, expect, it } from 'vitest';
import { resources } from '../../../i18n/index.ts';
import { ApiError, NetworkError } from '../../../lib/api-client.ts';
import { describeServerError } from './server-error.ts';

const envelope = (detail: string, params: Record<string, unknown> = {}) =>
  new ApiError(400, detail, params, [], { detail, params, key: 'err-123', time: '2025-03-01T12:00:00Z' });

describe('describeServerError (SPEC §8)', () => {
  it('shows every SPEC §8 code as wallet.server_error.{code} with its params, key and time', () => {
    for (const code of WALLET_ERROR_CODES) {
      const text = describeServerError(envelope(code, { limit: 3 }));
      expect(text).toMatchObject({
        titleKey: `server_error.${code}`,
        messageKey: null,
        params: { limit: 3 },
        errorKey: 'err-123',
        time: '2025-03-01T12:00:00Z',
      });
    }
  });

  it('has a translation for every code in every locale', () => {
    for (const locale of ['en', 'ru', 'uk']) {
      const wallet = resources[locale]?.wallet as { server_error: Record<string, string> };
      for (const code of WALLET_ERROR_CODES)
        expect(wallet.server_error[code], `${locale} ${code}`).toBeTruthy();
    }
  });

  it('anything else gets the fallback title and message (create deposit fail for deposits)', () => {
    expect(describeServerError(envelope('internal_error'))).toMatchObject({
      titleKey: 'server_error.title',
      messageKey: 'server_error.message',
      errorKey: 'err-123',
    });
    expect(describeServerError(envelope('conflict'), 'deposit').messageKey).toBe(
      'server_error.create_deposit_fail_message',
    );
    expect(describeServerError(new NetworkError(), 'deposit')).toMatchObject({
      titleKey: 'server_error.title',
      messageKey: 'server_error.create_deposit_fail_message',
      errorKey: null,
      time: null,
    });
  });
});
