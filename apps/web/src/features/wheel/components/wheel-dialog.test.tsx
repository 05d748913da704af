// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../i18n/index.ts';
import { setToken } from '../../../lib/session.ts';
import { mockFetch } from '../../../test/fetch-routes.ts';
import {
  GUEST_PRIZES,
  GUEST_SEGMENTS,
  indexAt,
  RESULT_MS,
  randomIndex,
  rotationFor,
} from '../lib/guest-wheel.ts';
import { WheelDialog } from './wheel-dialog.tsx';

const openSignIn = vi.hoisted(() => vi.fn());
vi.mock('../../auth/index.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../auth/index.ts')>()),
  useSignIn: () => ({ openSignIn, closeSignIn: () => {} }),
}));

/** crypto.getRandomValues answering `values` in turn. */
function randomValues(...values: number[]) {
  const queue = [...values];
  return vi.spyOn(crypto, 'getRandomValues').mockImplementation((array) => {
    (array as Uint32Array)[0] = queue.shift() ?? 0;
    return array;
  });
}

function renderWheel(onClose = vi.fn()) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  void i18n.changeLanguage('en');
  render(
    <QueryClientProvider client={client}>
      <WheelDialog onClose={onClose} />
    </QueryClientProvider>,
  );
  return { onClose };
}

const phase = () => document.querySelector('[data-phase]')?.getAttribute('data-phase');

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  setToken(null);
  mockFetch(() => undefined);
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  openSignIn.mockClear();
  localStorage.clear();
});

describe('guest prize wheel', () => {
  it('stops on the drawn index in 0..13, then turns the title into a sign-up invite', () => {
    randomValues(7);
    const { onClose } = renderWheel();
    expect(screen.getByRole('dialog', { name: 'Spin the prize wheel' })).toBeTruthy();

    act(() => screen.getByRole('button', { name: 'Spin' }).click());
    expect(phase()).toBe('spinning');
    const disc = screen.getByTestId('wheel-disc');
    expect(indexAt(Number(disc.getAttribute('data-rotation')))).toBe(7);
    expect(disc.style.transition).toContain('transform');

    act(() => void vi.advanceTimersByTime(RESULT_MS - 1));
    expect(phase()).toBe('spinning');
    act(() => void vi.advanceTimersByTime(1));
    expect(phase()).toBe('result');
    const root = document.querySelector('[data-index]');
    expect(Number(root?.getAttribute('data-index'))).toBe(7);
    // GUEST_PRIZES[7] is 100 free spins.
    expect(GUEST_PRIZES[7]).toEqual({ kind: 'spins', count: 100 });
    expect(screen.getByRole('dialog', { name: 'You won 100 free spins! Sign up to claim it' })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('The wheel stopped on 100 free spins.');

    act(() => screen.getByRole('button', { name: 'Sign up and claim' }).click());
    expect(onClose).toHaveBeenCalled();
    expect(openSignIn).toHaveBeenCalledWith('register');
  });

  it('remembers the result: reopening shows the invite, not a new spin', () => {
    randomValues(3);
    renderWheel();
    act(() => screen.getByRole('button', { name: 'Spin' }).click());
    act(() => void vi.advanceTimersByTime(RESULT_MS));
    cleanup();
    renderWheel();
    expect(phase()).toBe('result');
    expect(screen.queryByRole('button', { name: 'Spin' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Sign up and claim' })).toBeTruthy();
  });

  it('with reduced motion stops at once', () => {
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: query.includes('reduce'),
      addEventListener: () => {},
      removeEventListener: () => {},
    }));
    randomValues(13);
    renderWheel();
    act(() => screen.getByRole('button', { name: 'Spin' }).click());
    expect(screen.getByTestId('wheel-disc').style.transition).toBe('none');
    act(() => void vi.advanceTimersByTime(0));
    expect(phase()).toBe('result');
    expect(Number(document.querySelector('[data-index]')?.getAttribute('data-index'))).toBe(13);
  });
});

describe('guest wheel maths', () => {
  it('draws every index in 0..13 and nothing else, from crypto.getRandomValues', () => {
    vi.restoreAllMocks();
    const seen = new Set<number>();
    for (let i = 0; i < 2000; i++) {
      const index = randomIndex();
      expect(Number.isInteger(index) && index >= 0 && index < GUEST_SEGMENTS).toBe(true);
      seen.add(index);
    }
    expect(seen.size).toBe(14);
  });

  it('rejects draws that would bias the result', () => {
    // 2^32 is not a multiple of 14: the top values are drawn again.
    const spy = randomValues(0xffff_ffff, 15);
    expect(randomIndex()).toBe(1);
    expect(spy).toHaveBeenCalledTimes(2);
  });

  it('lands every index under the pointer after whole turns', () => {
    for (let index = 0; index < GUEST_SEGMENTS; index++) {
      const from = 123.4;
      const rotation = rotationFor(index, from);
      expect(indexAt(rotation)).toBe(index);
      expect(rotation - from).toBeGreaterThanOrEqual(5 * 360);
    }
  });
});
