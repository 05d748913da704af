// @vitest-environment jsdom
import { act, cleanup, render } from '@testing-library/react';
import { toast } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TOAST_DURATION_MS, TOASTS_VISIBLE } from '../../../config/app.ts';
import { i18n } from '../../../i18n/index.ts';
import { AppToaster } from './app-toaster.tsx';

afterEach(() => {
  act(() => toast.dismiss());
  cleanup();
  vi.useRealTimers();
});

const shown = () => document.querySelectorAll('[data-sonner-toast][data-visible="true"]');

describe('AppToaster (SPEC §9)', () => {
  it('is configured for 10 s and 5 at once', () => {
    expect(TOAST_DURATION_MS).toBe(10_000);
    expect(TOASTS_VISIBLE).toBe(5);
  });

  it("labels the list and each close button in the page's language, not sonner's English", async () => {
    await i18n.changeLanguage('ru');
    try {
      render(<AppToaster mountAfterMs={0} />);
      act(() => {
        toast('Привет');
      });
      await vi.waitFor(() => expect(document.querySelector('[data-sonner-toast]')).not.toBeNull());
      expect(document.querySelector('section[aria-label]')?.getAttribute('aria-label')).toMatch(
        /^Уведомления/,
      );
      expect(document.querySelector('[data-close-button]')?.getAttribute('aria-label')).toBe(
        'Закрыть уведомление',
      );
    } finally {
      await i18n.changeLanguage('en');
    }
  });

  it('shows at most 5 toasts at once; the next waits for one to close', async () => {
    render(<AppToaster mountAfterMs={0} />);
    const ids: Array<string | number> = [];
    act(() => {
      for (let i = 1; i <= 7; i++) ids.push(toast(`Toast ${i}`));
    });
    await vi.waitFor(() => expect(document.querySelectorAll('[data-sonner-toast]').length).toBe(7));
    expect(shown()).toHaveLength(5);
    act(() => toast.dismiss(ids[6]));
    act(() => toast.dismiss(ids[5]));
    await vi.waitFor(() => expect(document.querySelectorAll('[data-sonner-toast]').length).toBe(5));
    expect(shown()).toHaveLength(5);
  });

  it('survives sonner failing to load (offline) and mounts it once the browser is back online', async () => {
    let online = false;
    const load = vi.fn(() => (online ? import('sonner') : Promise.reject(new TypeError('Failed to fetch'))));
    render(<AppToaster mountAfterMs={0} load={load} />);
    await vi.waitFor(() => expect(load).toHaveBeenCalledTimes(1));
    await act(async () => {});
    expect(document.querySelector('section[aria-label]')).toBeNull();
    online = true;
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    await vi.waitFor(() => expect(document.querySelector('section[aria-label]')).not.toBeNull());
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('closes a toast after 10 s by default', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    render(<AppToaster mountAfterMs={0} />);
    act(() => {
      toast('Ten seconds');
    });
    await vi.waitFor(() => expect(document.querySelectorAll('[data-sonner-toast]').length).toBe(1));
    await act(async () => {
      await vi.advanceTimersByTimeAsync(9_000);
    });
    expect(document.querySelector('[data-sonner-toast]')?.getAttribute('data-removed')).not.toBe('true');
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1_500);
    });
    await vi.waitFor(() => {
      const toastElement = document.querySelector('[data-sonner-toast]');
      expect(toastElement === null || toastElement.getAttribute('data-removed') === 'true').toBe(true);
    });
  });
});
