// @vitest-environment jsdom
import type { Viewer } from '@casino/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../i18n/index.ts';
import { PUSH_REFUSAL_PAUSE_MS, readPushRefusal } from '../lib/web-push-rule.ts';
import { WebPushPrompt } from './web-push-prompt.tsx';

const info = vi.hoisted(() => vi.fn());
vi.mock('sonner', () => ({ toast: { info } }));

const NOW = Date.parse('2026-03-10T12:00:00.000Z');
const viewer = (globalId: string) =>
  ({ globalId, isPushNotificationsActive: false, currency: { primary: 'USD', account: 'USD' } }) as Viewer;

let permission: NotificationPermission;
const requestPermission = vi.fn(async () => permission);

beforeEach(() => {
  permission = 'default';
  vi.stubGlobal('Notification', {
    get permission() {
      return permission;
    },
    requestPermission,
  });
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
  info.mockReset();
  requestPermission.mockClear();
});

function renderPrompt(player: Viewer | null, props: Partial<Parameters<typeof WebPushPrompt>[0]> = {}) {
  const client = new QueryClient({ defaultOptions: { queries: { staleTime: Number.POSITIVE_INFINITY } } });
  client.setQueryData(['me'], player);
  void i18n.changeLanguage('en');
  return render(
    <QueryClientProvider client={client}>
      <WebPushPrompt enabled supported now={() => NOW} delayMs={0} {...props} />
    </QueryClientProvider>,
  );
}

describe('WebPushPrompt', () => {
  it('asks a signed-in player; "Not now" stores the date for that player and shows a 2500 ms info toast', async () => {
    renderPrompt(viewer('g-1'));
    expect(await screen.findByRole('heading', { name: 'Turn on notifications?' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Not now' }));
    expect(screen.queryByTestId('web-push-prompt')).toBeNull();
    expect(readPushRefusal('g-1')).toBe(NOW);
    // The toast module loads on the first toast.
    await vi.waitFor(() =>
      expect(info).toHaveBeenCalledWith(expect.stringContaining('not ask again for a week'), {
        duration: 2500,
      }),
    );
  });

  it('stays away for that player within 7 days, not for another player', async () => {
    vi.useFakeTimers();
    try {
      localStorage.setItem('casino.push.refusedAt.g-1', String(NOW - PUSH_REFUSAL_PAUSE_MS + 60_000));
      const first = renderPrompt(viewer('g-1'), { delayMs: 4000 });
      act(() => vi.advanceTimersByTime(10_000));
      expect(screen.queryByTestId('web-push-prompt')).toBeNull();
      first.unmount();
      renderPrompt(viewer('g-2'), { delayMs: 4000 });
      act(() => vi.advanceTimersByTime(3999));
      expect(screen.queryByTestId('web-push-prompt')).toBeNull();
      act(() => vi.advanceTimersByTime(1));
      expect(screen.getByTestId('web-push-prompt')).toBeTruthy();
    } finally {
      vi.useRealTimers();
    }
  });

  it('is not shown to guests, when disabled, unsupported, or once granted', () => {
    vi.useFakeTimers();
    try {
      renderPrompt(null);
      renderPrompt(viewer('g-3'), { enabled: false });
      renderPrompt(viewer('g-4'), { supported: false });
      permission = 'granted';
      renderPrompt(viewer('g-5'));
      act(() => vi.advanceTimersByTime(60_000));
      expect(screen.queryByTestId('web-push-prompt')).toBeNull();
    } finally {
      vi.useRealTimers();
    }
  });

  it('"Allow" asks the browser; a grant hands over to the subscription', async () => {
    const onGranted = vi.fn();
    renderPrompt(viewer('g-6'), { onGranted });
    permission = 'default';
    requestPermission.mockImplementationOnce(async () => {
      permission = 'granted';
      return 'granted';
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Allow' }));
    expect(requestPermission).toHaveBeenCalledOnce();
    expect(onGranted).toHaveBeenCalledOnce();
    expect(screen.queryByTestId('web-push-prompt')).toBeNull();
    expect(readPushRefusal('g-6')).toBeNull();
  });

  it('a browser refusal counts as a refusal', async () => {
    renderPrompt(viewer('g-7'));
    requestPermission.mockImplementationOnce(async () => 'denied');
    await userEvent.click(await screen.findByRole('button', { name: 'Allow' }));
    expect(readPushRefusal('g-7')).toBe(NOW);
    await vi.waitFor(() =>
      expect(info).toHaveBeenCalledWith(expect.stringContaining('blocked'), { duration: 2500 }),
    );
  });
});
