import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../i18n/index.ts';
import { LONG_PENDING_DELAY_MS, PendingView } from './pending-view.tsx';

beforeEach(() => {
  vi.useFakeTimers();
  void i18n.changeLanguage('en');
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('pending view (SPEC §4.2)', () => {
  it('shows the long-pending notice only after the delay', () => {
    const noop = () => {};
    render(<PendingView payload={{ type: 'withdraw' }} go={noop} back={noop} close={noop} />);
    expect(screen.getByText('Withdrawal requested')).toBeTruthy();
    act(() => vi.advanceTimersByTime(LONG_PENDING_DELAY_MS - 1));
    expect(screen.queryByTestId('wallet-long-pending')).toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByTestId('wallet-long-pending')).toBeTruthy();
  });
});
