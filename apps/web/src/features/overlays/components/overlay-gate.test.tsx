// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../i18n/index.ts';
import { api } from '../../../lib/api-client.ts';
import { getToken, setToken } from '../../../lib/session.ts';
import { mockFetch } from '../../../test/fetch-routes.ts';
import { appOverlays } from '../lib/app-overlays.ts';
import { OverlayGate } from './overlay-gate.tsx';

vi.mock('../../../lib/realtime-client.ts', () => ({ onConnectionChange: () => () => {} }));

type Answer = { status: number; body: unknown } | 'offline';
let answers: Record<string, Answer>;

beforeEach(() => {
  answers = {};
  mockFetch(({ url }) => {
    const answer = answers[url.pathname] ?? { status: 200, body: { status: 'ok' } };
    if (answer === 'offline') throw new TypeError('Failed to fetch');
    return answer;
  });
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  appOverlays.clearBanned();
  appOverlays.clearRegion();
  appOverlays.clearInvalidBot();
  appOverlays.reportApiResponse({ status: 200 });
  appOverlays.reportRealtime(true);
  setToken(null);
});

function renderGate(props: { realtimeGraceMs?: number; probeMs?: number } = {}) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  void i18n.changeLanguage('en');
  render(
    <QueryClientProvider client={client}>
      <OverlayGate supportHref="mailto:support@casino.local" {...props}>
        <button type="button">The app</button>
      </OverlayGate>
    </QueryClientProvider>,
  );
  return client;
}

/** A call somewhere in the app fails the way the server answered. */
const call = (path: string) =>
  act(() =>
    api.get(path).then(
      () => undefined,
      () => undefined,
    ),
  );

describe('OverlayGate reacts to API answers', () => {
  it('a 401 with a reason replaces the app with the banned page', async () => {
    renderGate();
    setToken('t-1');
    answers['/api/v1/me'] = { status: 401, body: { detail: 'banned', reason: 'multiaccounting', key: 'k' } };
    await call('/api/v1/me');
    expect(await screen.findByRole('heading', { name: 'Your account is blocked' })).toBeTruthy();
    expect(screen.getByTestId('ban-reason').textContent).toBe('Multiple accounts');
    expect(screen.queryByRole('button', { name: 'The app' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Contact support' }).getAttribute('href')).toBe(
      'mailto:support@casino.local',
    );
    // Signing out leaves a guest with the app back.
    await userEvent.click(screen.getByRole('button', { name: 'Sign out' }));
    expect(getToken()).toBeNull();
    expect(screen.getByRole('button', { name: 'The app' })).toBeTruthy();
  });

  it('an unknown reason reads as a terms violation; a 401 without one is no ban', async () => {
    renderGate();
    answers['/api/v1/me'] = { status: 401, body: { detail: 'unauthorized', key: 'k' } };
    await call('/api/v1/me');
    expect(screen.getByRole('button', { name: 'The app' })).toBeTruthy();
    answers['/api/v1/me'] = { status: 401, body: { detail: 'banned', reason: 'something-new', key: 'k' } };
    await call('/api/v1/me');
    expect((await screen.findByTestId('ban-reason')).textContent).toBe('Terms violation');
  });

  it('a 451 covers the app with the region overlay until the balance loads', async () => {
    const client = renderGate();
    answers['/api/v2/games'] = {
      status: 451,
      body: { detail: 'region_restricted', country: 'DE', ip: '203.0.113.9', key: 'k' },
    };
    await call('/api/v2/games');
    const overlay = await screen.findByRole('alertdialog', { name: 'Not available in your region' });
    expect(overlay.textContent).toContain('Germany');
    expect(screen.getByTestId('region-ip').textContent).toBe('203.0.113.9');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
    // The app behind is inert (not reachable by keyboard or screen reader).
    expect(screen.getByRole('button', { name: 'The app', hidden: true }).closest('[inert]')).not.toBeNull();

    await act(() => client.fetchQuery({ queryKey: ['balance'], queryFn: () => ({ total: {} }) }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(screen.getByRole('button', { name: 'The app' }).closest('[inert]')).toBeNull();
  });

  it('an unknown bot shows the invalid-bot screen', async () => {
    renderGate();
    answers['/api/v1/auth/telegram'] = { status: 400, body: { detail: 'invalid_bot', key: 'k' } };
    await act(() =>
      api.post('/api/v1/auth/telegram', {}).then(
        () => undefined,
        () => undefined,
      ),
    );
    expect(await screen.findByRole('heading', { name: 'Unknown bot' })).toBeTruthy();
  });

  it('an unreachable server shows the connection overlay, which goes once the server answers again', async () => {
    renderGate({ probeMs: 30 });
    answers['/api/v2/games'] = 'offline';
    answers['/api/health'] = 'offline';
    await call('/api/v2/games');
    expect(await screen.findByRole('alertdialog', { name: 'Connection lost' })).toBeTruthy();
    // The probe keeps asking; once the server answers, the overlay goes by itself.
    answers['/api/health'] = { status: 200, body: { status: 'ok' } };
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  });

  it('a realtime outage shows the overlay only after the grace period, and recovers with the socket', () => {
    vi.useFakeTimers();
    try {
      renderGate({ realtimeGraceMs: 8000 });
      act(() => appOverlays.reportRealtime(false));
      act(() => vi.advanceTimersByTime(7999));
      expect(screen.queryByRole('alertdialog')).toBeNull();
      act(() => vi.advanceTimersByTime(1));
      expect(screen.getByRole('alertdialog', { name: 'Connection lost' })).toBeTruthy();
      act(() => appOverlays.reportRealtime(true));
      expect(screen.queryByRole('alertdialog')).toBeNull();
    } finally {
      vi.useRealTimers();
    }
  });

  it('a short realtime blip shows nothing', () => {
    vi.useFakeTimers();
    try {
      renderGate({ realtimeGraceMs: 8000 });
      act(() => appOverlays.reportRealtime(false));
      act(() => vi.advanceTimersByTime(5000));
      act(() => appOverlays.reportRealtime(true));
      act(() => vi.advanceTimersByTime(10_000));
      expect(screen.queryByRole('alertdialog')).toBeNull();
    } finally {
      vi.useRealTimers();
    }
  });
});
