import { ACCOUNT_CURRENCIES } from '@casino/shared';
import { describe, expect, it } from 'vitest';
import { FIAT_CURRENCY_CODES } from './reference-data.ts';

describe('reference data', () => {
  it('holds exactly the fiat currencies the registration form offers', () => {
    // The web form lists ACCOUNT_CURRENCIES; the server accepts FIAT_CURRENCY_CODES. A currency in one but
    // not the other would either be refused at sign-up or never be offered.
    expect([...FIAT_CURRENCY_CODES].sort()).toEqual([...ACCOUNT_CURRENCIES].sort());
  });
});
