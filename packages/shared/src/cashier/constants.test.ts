import { describe, expect, it } from 'vitest';
import {
  canOpenDispute,
  isCancellable,
  isEmailBasedMethod,
  TRANSACTION_STATUSES,
  TRANSACTION_TYPES,
} from './constants.ts';

const now = new Date('2025-01-01T12:00:00Z');

describe('isCancellable', () => {
  it('allows a pending sell or withdraw before cancellableUntil', () => {
    expect(
      isCancellable({ type: 'withdraw', status: 'pending', cancellableUntil: '2025-01-01T12:00:01Z' }, now),
    ).toBe(true);
    expect(
      isCancellable({ type: 'sell', status: 'pending', cancellableUntil: '2025-01-01T13:00:00Z' }, now),
    ).toBe(true);
  });

  it('refuses at or after the deadline, without one, or with an unreadable one', () => {
    expect(
      isCancellable({ type: 'sell', status: 'pending', cancellableUntil: '2025-01-01T12:00:00Z' }, now),
    ).toBe(false);
    expect(isCancellable({ type: 'sell', status: 'pending', cancellableUntil: null }, now)).toBe(false);
    expect(isCancellable({ type: 'sell', status: 'pending', cancellableUntil: 'soon' }, now)).toBe(false);
  });

  it('refuses other types and statuses', () => {
    const until = '2030-01-01T00:00:00Z';
    for (const type of TRANSACTION_TYPES) {
      for (const status of TRANSACTION_STATUSES) {
        const expected = status === 'pending' && (type === 'sell' || type === 'withdraw');
        expect(isCancellable({ type, status, cancellableUntil: until }, now)).toBe(expected);
      }
    }
  });
});

describe('canOpenDispute', () => {
  it('allows a buy in timeouted, pending, declined or wait_for_confirmation only', () => {
    const allowed = new Set(['timeouted', 'pending', 'declined', 'wait_for_confirmation']);
    for (const type of TRANSACTION_TYPES) {
      for (const status of TRANSACTION_STATUSES) {
        expect(canOpenDispute({ type, status })).toBe(type === 'buy' && allowed.has(status));
      }
    }
  });
});

describe('e-mail based methods', () => {
  it('knows the SPEC list', () => {
    expect(isEmailBasedMethod('skrill')).toBe(true);
    expect(isEmailBasedMethod('p2p')).toBe(false);
  });
});
