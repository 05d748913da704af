// @vitest-environment jsdom
import type { Viewer } from '@casino/shared';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockRoutes, protectionRoutes, routeKey, testViewer } from '../../../test/fetch-routes.ts';
import { renderProtection } from '../test/render.tsx';
import { ResponsibleGamingPage } from './responsible-gaming-page.tsx';

vi.mock('../../../lib/realtime-client.ts', () => ({ subscribe: () => () => {} }));

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
});

function setup(options: Parameters<typeof protectionRoutes>[0] = {}) {
  const server = protectionRoutes(options);
  const fetch = mockRoutes(server.routes);
  const view = renderProtection(<ResponsibleGamingPage />, { viewer: options.viewer ?? testViewer() });
  return { ...server, ...fetch, ...view };
}

const row = (kind: string, period: string) => screen.getByTestId(`limit-${kind}-${period}`);

async function setLimit(kind: string, period: string, amount: string, button = /^(Set limit|Change)/) {
  const user = userEvent.setup();
  await user.click(within(row(kind, period)).getByRole('button', { name: button }));
  const input = within(row(kind, period)).getByRole('textbox');
  await user.clear(input);
  if (amount) await user.type(input, amount);
  await user.click(within(row(kind, period)).getByRole('button', { name: 'Save' }));
  return user;
}

describe('responsible gaming page', () => {
  it('shows every limit unset at first, the rules, the reality check and both kinds of break', async () => {
    setup();
    expect(screen.getByRole('heading', { level: 1, name: 'Responsible gaming' })).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'Deposit limit' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Loss limit' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Wager limit' })).toBeTruthy();
    expect(screen.getAllByText('No limit')).toHaveLength(9);
    expect(screen.getByText('Lowering or a new limit: applies at once')).toBeTruthy();
    expect(screen.getByText('Raising or removing: applies after 24 hours')).toBeTruthy();
    expect(screen.getByRole('radio', { name: 'Off' })).toHaveProperty('checked', true);
    expect(screen.getByRole('heading', { name: 'Time-out' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Self-exclusion' })).toBeTruthy();
  });

  it('sets a daily deposit limit: the amount, the usage bar and when it resets', async () => {
    const { calls, used } = setup();
    used.set('deposit/day', '25.00');
    await screen.findByTestId('limit-deposit-day');
    await setLimit('deposit', 'day', '100');
    const put = calls.find((call) => routeKey(call) === 'PUT /api/v1/me/protection/limits/deposit/day');
    expect(put?.body).toEqual({ amount: '100' });
    const daily = row('deposit', 'day');
    expect(await within(daily).findByText('Daily deposit limit: $100.00, in force now.')).toBeTruthy();
    expect(within(daily).getByTestId('limit-amount').textContent).toContain('$100.00');
    const bar = within(daily).getByRole('progressbar', { name: 'Daily deposit limit: used so far' });
    expect(bar.getAttribute('aria-valuenow')).toBe('25');
    expect(bar.getAttribute('aria-valuetext')).toBe('$25.00 of $100.00 deposited');
    expect(within(daily).getByText(/^Resets in 24 hours · /)).toBeTruthy();
    // The form has closed; the keyboard carries on from the row's button.
    await waitFor(() => expect(document.activeElement?.textContent).toMatch(/^Change/));
  });

  it('a raise waits out the cooling-off: the current amount stays, the raise shows as pending and can be called off', async () => {
    const { calls } = setup();
    await screen.findByTestId('limit-deposit-day');
    await setLimit('deposit', 'day', '100');
    await within(row('deposit', 'day')).findByText(/in force now/);

    const user = userEvent.setup();
    await user.click(within(row('deposit', 'day')).getByRole('button', { name: /^Change/ }));
    const input = within(row('deposit', 'day')).getByRole('textbox', { name: 'Daily deposit limit' });
    expect((input as HTMLInputElement).value).toBe('100.00');
    await user.clear(input);
    await user.type(input, '250');
    expect(
      within(row('deposit', 'day')).getByText('Higher than your current limit: applies after 24 hours.'),
    ).toBeTruthy();
    await user.click(within(row('deposit', 'day')).getByRole('button', { name: 'Save' }));

    const daily = row('deposit', 'day');
    expect(await within(daily).findByTestId('limit-pending')).toBeTruthy();
    expect(within(daily).getByTestId('limit-pending').textContent).toMatch(
      /^Raise to \$250\.00 applies on .+\.$/,
    );
    expect(within(daily).getByRole('status').textContent).toMatch(/Your raise to \$250\.00 applies on/);
    expect(within(daily).getByTestId('limit-amount').textContent).toContain('$100.00');

    await user.click(within(daily).getByRole('button', { name: /^Cancel raise/ }));
    await within(daily).findByText('Change called off: your limit stays at $100.00.');
    expect(within(daily).queryByTestId('limit-pending')).toBeNull();
    expect(calls.filter((call) => call.method === 'PUT').map((call) => call.body)).toEqual([
      { amount: '100' },
      { amount: '250' },
      { amount: '100.00' },
    ]);
  });

  it('lowering applies at once; removing waits out the cooling-off', async () => {
    setup();
    await screen.findByTestId('limit-loss-week');
    await setLimit('loss', 'week', '500');
    await within(row('loss', 'week')).findByText(/in force now/);
    const user = await setLimit('loss', 'week', '300');
    await within(row('loss', 'week')).findByText('Weekly loss limit: $300.00, in force now.');

    await user.click(within(row('loss', 'week')).getByRole('button', { name: /^Remove/ }));
    await within(row('loss', 'week')).findByText(
      /^The limit will be removed on .+\. Until then it still applies\.$/,
    );
    expect(within(row('loss', 'week')).getByTestId('limit-pending').textContent).toMatch(
      /^This limit will be removed on /,
    );
    // Removal already asked for: no second Remove, a way to keep the limit instead.
    expect(within(row('loss', 'week')).queryByRole('button', { name: /^Remove/ })).toBeNull();
    expect(within(row('loss', 'week')).getByRole('button', { name: /^Keep limit/ })).toBeTruthy();
  });

  it('checks the amount before asking the server, and shows the server refusal on the field', async () => {
    const { calls, routes } = setup();
    await screen.findByTestId('limit-wager-month');
    await setLimit('wager', 'month', '12.345');
    expect(
      within(row('wager', 'month')).getByText('Use at most 2 digits after the decimal point'),
    ).toBeTruthy();
    expect(within(row('wager', 'month')).getByRole('textbox').getAttribute('aria-invalid')).toBe('true');
    expect(calls.some((call) => call.method === 'PUT')).toBe(false);

    routes['PUT /api/v1/me/protection/limits/*'] = () => ({
      status: 400,
      body: {
        detail: 'validation_error',
        errors: [{ field: 'amount', message: 'Validation.invalid_format' }],
      },
    });
    const user = userEvent.setup();
    const input = within(row('wager', 'month')).getByRole('textbox');
    await user.clear(input);
    await user.type(input, '50');
    await user.click(within(row('wager', 'month')).getByRole('button', { name: 'Save' }));
    expect(await within(row('wager', 'month')).findByText('Check the format and try again')).toBeTruthy();
  });

  it('saves the reality-check interval and starts the app-wide check through the viewer', async () => {
    const { calls, client } = setup();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('radio', { name: '30 min' }));
    expect(await screen.findByText('Saved: a reminder every 30 min.')).toBeTruthy();
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({ intervalMinutes: 30 });
    expect(screen.getByRole('radio', { name: '30 min' })).toHaveProperty('checked', true);
    expect(client.getQueryData<Viewer>(['me'])?.realityCheckMinutes).toBe(30);

    await user.click(screen.getByRole('radio', { name: 'Off' }));
    expect(await screen.findByText('Saved: reality checks are off.')).toBeTruthy();
    expect(client.getQueryData<Viewer>(['me'])?.realityCheckMinutes).toBeNull();
  });

  it('a time-out is confirmed in a dialog that warns it is final, with the password, then replaces the forms', async () => {
    const { calls } = setup({ password: 'secret-password' });
    const user = userEvent.setup();
    const timeOut = await screen.findByTestId('exclusion-card-time_out');
    await user.click(within(timeOut).getByRole('radio', { name: '1 week' }));
    await user.click(within(timeOut).getByRole('button', { name: 'Take a break' }));

    const dialog = screen.getByRole('dialog', { name: 'Take a break for 1 week?' });
    expect(within(dialog).getByText('This cannot be undone or shortened.')).toBeTruthy();
    expect(
      within(dialog).getByText(/^Your break runs until about .+ Nobody can end it earlier/),
    ).toBeTruthy();
    expect(within(dialog).getByText('You can still withdraw your balance')).toBeTruthy();

    // Nothing is sent before the tick and the password.
    await user.click(within(dialog).getByRole('button', { name: 'Start my break' }));
    expect(within(dialog).getByText('Fill in this field')).toBeTruthy();
    expect(within(dialog).getByText('Tick the box to confirm you understand.')).toBeTruthy();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);

    await user.click(within(dialog).getByRole('checkbox', { name: /I understand/ }));
    await user.type(within(dialog).getByLabelText('Your password'), 'wrong');
    await user.click(within(dialog).getByRole('button', { name: 'Start my break' }));
    expect(await within(dialog).findByText('Wrong password. Check it and type it again.')).toBeTruthy();

    await user.clear(within(dialog).getByLabelText('Your password'));
    await user.type(within(dialog).getByLabelText('Your password'), 'secret-password');
    await user.click(within(dialog).getByRole('button', { name: 'Start my break' }));

    const inForce = await screen.findByTestId('exclusion-in-force');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(within(inForce).getByRole('heading').textContent).toMatch(/^You are on a break until /);
    await waitFor(() => expect(document.activeElement).toBe(within(inForce).getByRole('heading')));
    // Announced to screen readers.
    expect(screen.getByText(/^Your break has started\. It ends on /).getAttribute('role')).toBe('status');
    const post = calls.filter((call) => call.method === 'POST');
    expect(post.at(-1)?.body).toEqual({ kind: 'time_out', duration: '7d', password: 'secret-password' });
    // The viewer is asked again (it carries the exclusion app-wide).
    expect(calls.filter((call) => routeKey(call) === 'GET /api/v1/me').length).toBeGreaterThan(0);
    // Only longer steps are left: the break can be extended, never shortened.
    expect(screen.getByRole('heading', { name: 'Extend your break' })).toBeTruthy();
    const extend = screen.getByTestId('exclusion-card-time_out');
    expect(within(extend).queryByRole('radio', { name: '24 hours' })).toBeNull();
    expect(within(extend).getByRole('radio', { name: '2 weeks' })).toBeTruthy();
  });

  it('a permanent self-exclusion asks no password of an account without one, and leaves nothing to extend', async () => {
    const { calls } = setup({ viewer: testViewer({ email: null }), password: null });
    const user = userEvent.setup();
    const self = await screen.findByTestId('exclusion-card-self_exclusion');
    await user.click(within(self).getByRole('radio', { name: 'Permanently' }));
    await user.click(within(self).getByRole('button', { name: 'Self-exclude' }));
    const dialog = screen.getByRole('dialog', { name: 'Self-exclude: Permanently?' });
    expect(within(dialog).queryByLabelText('Your password')).toBeNull();
    expect(within(dialog).getByText(/will never be open for play or deposits again/)).toBeTruthy();
    await user.click(within(dialog).getByRole('checkbox'));
    await user.click(within(dialog).getByRole('button', { name: 'Self-exclude' }));
    expect(await screen.findByRole('heading', { name: 'You are self-excluded permanently' })).toBeTruthy();
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      kind: 'self_exclusion',
      duration: 'permanent',
    });
    expect(screen.queryByTestId('exclusion-card-time_out')).toBeNull();
    expect(screen.queryByTestId('exclusion-card-self_exclusion')).toBeNull();
  });

  it('shows an error with a retry when the limits cannot be loaded', async () => {
    let fail = true;
    const server = protectionRoutes();
    const routes = {
      ...server.routes,
      'GET /api/v1/me/protection': () =>
        fail
          ? { status: 500, body: { detail: 'internal_error' } }
          : server.routes['GET /api/v1/me/protection']?.(undefined, new URL('http://x')),
    };
    mockRoutes(routes);
    renderProtection(<ResponsibleGamingPage />);
    expect(await screen.findByText('Your limits could not be loaded')).toBeTruthy();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Deposit limit' })).toBeTruthy();
  });

  it('asks a guest to sign in', async () => {
    mockRoutes({});
    renderProtection(<ResponsibleGamingPage />, { viewer: null });
    expect(await screen.findByRole('heading', { name: 'Sign in to set your limits' })).toBeTruthy();
  });
});
