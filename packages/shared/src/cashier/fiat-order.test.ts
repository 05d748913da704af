import { describe, expect, it } from 'vitest';
import { DISPUTABLE_STATUSES, TRANSACTION_STATUSES } from './constants.ts';
import {
  FIAT_ORDER_CONFIRMABLE_STATUSES,
  FIAT_ORDER_OPEN_STATUSES,
  FIAT_ORDER_STATUSES,
  FIAT_ORDER_UNPAID_STATUSES,
  FIAT_PRECISION,
  isFiatOrderConfirmable,
  isFiatOrderOpen,
  isFiatOrderUnpaid,
} from './fiat-order.ts';

describe('fiat order rules', () => {
  it('counts fiat in two decimals', () => {
    expect(FIAT_PRECISION).toBe(2);
  });

  it('knows every transaction status plus the external invoice', () => {
    expect([...FIAT_ORDER_STATUSES].sort()).toEqual([...TRANSACTION_STATUSES, 'pay_external_invoice'].sort());
  });

  it('nests unpaid ⊂ open ⊂ confirmable, and the disputable statuses are fiat order statuses', () => {
    expect(FIAT_ORDER_UNPAID_STATUSES).toEqual(['waiting', 'pay_external_invoice']);
    expect(FIAT_ORDER_OPEN_STATUSES).toEqual(['waiting', 'pay_external_invoice', 'wait_for_confirmation']);
    expect(FIAT_ORDER_CONFIRMABLE_STATUSES).toEqual([
      'waiting',
      'pay_external_invoice',
      'wait_for_confirmation',
      'timeouted',
      'disputed',
    ]);
    for (const status of DISPUTABLE_STATUSES) expect(FIAT_ORDER_STATUSES).toContain(status);
  });

  it('answers by status', () => {
    expect(isFiatOrderUnpaid('pay_external_invoice')).toBe(true);
    expect(isFiatOrderUnpaid('wait_for_confirmation')).toBe(false);
    expect(isFiatOrderOpen('wait_for_confirmation')).toBe(true);
    expect(isFiatOrderOpen('timeouted')).toBe(false);
    expect(isFiatOrderConfirmable('disputed')).toBe(true);
    expect(isFiatOrderConfirmable('completed')).toBe(false);
  });
});
