// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { getToken } from '../../../lib/session.ts';
import { mockRoutes, protectionRoutes, routeKey, testViewer } from '../../../test/fetch-routes.ts';
import { currentPath, renderProtection } from '../test/render.tsx';
import { ProtectionHost } from './protection-host.tsx';

vi.mock('../../../lib/realtime-client.ts', () => ({ subscribe: () => () => {} }));

const DEVICE_START = Date.parse('2025-03-01T12:00:00Z');
const MIN = 60_000;
/** The server's clock runs 2 minutes ahead of the device's. */
const SERVER_AHEAD = 2 * MIN;

// The host loads its layer on demand; loaded once here, so fake time need not wait for a real import.
beforeAll(async () => {
  await import('./protection-layer.tsx');
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  localStorage.clear();
});

/** Lets the lazy layer, the session request and React settle without moving the clock. */
/**
 * Lets what is under way finish without moving the fake clock: promises (the lazy layer, a fetch) and
 * zero-delay timers (TanStack Query hands results to React through one).
 */
async function settle() {
  for (let round = 0; round < 5; round += 1)
    await act(async () => {
      await new Promise<void>((resolve) => setImmediate(resolve));
      vi.advanceTimersByTime(0);
    });
}

/** Moves the fake clock (firing what falls due), then lets what that started settle. */
async function advance(ms: number) {
  act(() => void vi.advanceTimersByTime(ms));
  await settle();
}

function setupCheck() {
  vi.useFakeTimers({
    now: DEVICE_START,
    toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'],
  });
  const viewer = testViewer({ realityCheckMinutes: 15 });
  const server = protectionRoutes({
    viewer,
    now: () => Date.now() + SERVER_AHEAD,
    // On the server's clock the session began 10 minutes before the page loaded.
    session: {
      startedAt: new Date(DEVICE_START + SERVER_AHEAD - 10 * MIN).toISOString(),
      bets: 42,
      wagered: '1250.50',
      net: '-87.25',
    },
  });
  const fetch = mockRoutes(server.routes);
  renderProtection(<ProtectionHost />, { viewer });
  return { ...fetch, ...server };
}

describe('ProtectionHost', () => {
  it('loads nothing for a player without a reality check or an exclusion', async () => {
    const { calls } = mockRoutes({});
    renderProtection(<ProtectionHost />);
    await act(() => Promise.resolve());
    expect(calls).toHaveLength(0);
    expect(screen.queryByTestId('exclusion-banner')).toBeNull();
  });

  it('shows the reality check on the server clock, every interval from the session start', async () => {
    const { calls } = setupCheck();
    await settle();
    const sessionCalls = () => calls.filter((call) => routeKey(call) === 'GET /api/v1/me/protection/session');
    expect(sessionCalls()).toHaveLength(1);

    // The check is due 15 minutes into the session: 5 minutes from now, whatever the device's clock says
    // (counting on the device's clock it would come 2 minutes late).
    await advance(5 * MIN - 1000);
    expect(screen.queryByRole('dialog')).toBeNull();
    await advance(1000);
    await settle();
    const dialog = screen.getByRole('dialog', { name: 'Reality check' });
    // Fresh figures: the session was asked again for the check.
    expect(sessionCalls()).toHaveLength(2);
    expect(within(dialog).getByText('You have been playing for 15 minutes.')).toBeTruthy();
    expect(within(dialog).getByTestId('reality-bets').textContent).toBe('42');
    expect(within(dialog).getByTestId('reality-wagered').textContent).toBe('$1,250.50');
    expect(within(dialog).getByTestId('reality-net').textContent).toBe('-$87.25');

    // Continue: the next one comes a whole interval later, not at once.
    // (A plain click: user-event's own pauses do not mix with a fake Date.)
    fireEvent.click(within(dialog).getByRole('button', { name: 'Continue playing' }));
    await settle();
    expect(screen.queryByRole('dialog')).toBeNull();
    await advance(14 * MIN);
    expect(screen.queryByRole('dialog')).toBeNull();
    await advance(MIN);
    await settle();
    expect(
      within(screen.getByRole('dialog', { name: 'Reality check' })).getByText(
        'You have been playing for 30 minutes.',
      ),
    ).toBeTruthy();
  });

  it('"Stop playing" signs the player out and goes to the lobby', async () => {
    const { calls } = setupCheck();
    await settle();
    await advance(5 * MIN);
    await settle();
    const dialog = screen.getByRole('dialog', { name: 'Reality check' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Stop playing' }));
    await settle();
    expect(calls.some((call) => routeKey(call) === 'POST /api/v1/auth/logout')).toBe(true);
    expect(getToken()).toBeNull();
    expect(currentPath()).toBe('/en');
  });

  it('tells an excluded player that play and deposits are paused, and until when', async () => {
    const { calls } = mockRoutes({});
    const until = new Date(Date.now() + 7 * 24 * 60 * MIN).toISOString();
    renderProtection(<ProtectionHost />, {
      viewer: testViewer({ exclusion: { kind: 'time_out', until }, realityCheckMinutes: 30 }),
    });
    const banner = await screen.findByTestId('exclusion-banner');
    expect(banner.getAttribute('aria-label')).toBe('You are taking a break');
    expect(banner.textContent).toMatch(
      /Play and deposits are paused until .+\. You can still withdraw your balance\./,
    );
    expect(within(banner).getByRole('link', { name: 'Details' }).getAttribute('href')).toBe(
      '/en/profile/responsible-gaming',
    );
    // No play, so no reality check.
    expect(calls).toHaveLength(0);
  });

  it('says a permanent self-exclusion is permanent', async () => {
    mockRoutes({});
    renderProtection(<ProtectionHost />, {
      viewer: testViewer({ exclusion: { kind: 'self_exclusion', until: null }, realityCheckMinutes: null }),
      locale: 'uk',
    });
    const banner = await screen.findByTestId('exclusion-banner');
    expect(banner.textContent).toContain('Гру та поповнення призупинено назавжди.');
  });
});
