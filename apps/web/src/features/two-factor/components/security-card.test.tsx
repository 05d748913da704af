// @vitest-environment jsdom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../i18n/index.ts';
import { setToken } from '../../../lib/session.ts';
import {
  type FetchReply,
  mockRoutes,
  type RouteTable,
  routeKey,
  testViewer,
} from '../../../test/fetch-routes.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { SecurityCard } from './security-card-lazy.tsx';

vi.mock('sonner', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

const SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
const OTPAUTH = `otpauth://totp/Casino:player%40example.com?secret=${SECRET}&issuer=Casino`;
const CODES = Array.from({ length: 10 }, (_, i) => `abcd${i}-efgh${i}`);

afterEach(async () => {
  cleanup();
  setToken(null);
  vi.unstubAllGlobals();
  await i18n.changeLanguage('en');
});

/** The server as far as the card asks it: two-factor's status, setup, enable and disable, and /me. */
function server(options: { enabled?: boolean; enable?: (body: { code: string }) => FetchReply } = {}) {
  const state = { enabled: options.enabled ?? false, setups: 0 };
  const body = (init: RequestInit | undefined) => JSON.parse(String(init?.body)) as { code: string };
  const routes: RouteTable = {
    'GET /api/v1/me': () => ({ body: testViewer({ twoFactorEnabled: state.enabled }) }),
    'GET /api/v1/me/two-factor': () => ({ body: { enabled: state.enabled } }),
    'POST /api/v1/me/two-factor/setup': () => {
      state.setups += 1;
      return { body: { secret: SECRET, otpauthUrl: OTPAUTH } };
    },
    'POST /api/v1/me/two-factor/enable': (init) => {
      const reply = options.enable?.(body(init)) ?? { body: { recoveryCodes: CODES } };
      if ((reply.status ?? 200) === 200) state.enabled = true;
      return reply;
    },
    'POST /api/v1/me/two-factor/disable': (init) => {
      if (body(init).code !== '654321')
        return { status: 401, body: { detail: 'two_factor_invalid', key: 'k', time: 't' } };
      state.enabled = false;
      return { status: 204 };
    },
  };
  const { calls } = mockRoutes(routes);
  return { state, calls };
}

function renderCard(enabled = false) {
  setToken('t');
  const result = renderWithProviders(<SecurityCard />);
  result.client.setQueryData(['me'], testViewer({ twoFactorEnabled: enabled }));
  return result;
}

describe('SecurityCard', () => {
  it('turns two-factor on: QR code, the key in fours, the first code, then the recovery codes once', async () => {
    const { calls, state } = server({
      enable: ({ code }) =>
        code === '123456'
          ? { body: { recoveryCodes: CODES } }
          : { status: 400, body: { detail: 'two_factor_invalid', key: 'k', time: 't' } },
    });
    renderCard();
    const card = await screen.findByTestId('security-card');
    expect(await within(card).findByText('Off')).toBeTruthy();
    await userEvent.click(within(card).getByRole('button', { name: 'Turn on two-factor' }));

    // The QR code comes from its own lazily loaded chunk.
    const qr = await screen.findByRole('img', {
      name: 'QR code to add this account to your authenticator app',
    });
    expect(qr.tagName.toLowerCase()).toBe('svg');
    expect(screen.getByTestId('two-factor-secret').textContent).toBe(
      'JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP',
    );
    expect(state.setups).toBe(1);

    const field = screen.getByLabelText('Code from the app') as HTMLInputElement;
    expect(field.inputMode).toBe('numeric');
    expect(field.autocomplete).toBe('one-time-code');
    // Only six digits stay, whatever is pasted.
    await userEvent.type(field, '12a3');
    expect(field.value).toBe('123');
    await userEvent.click(screen.getByRole('button', { name: 'Turn on' }));
    expect(await screen.findByText('Enter the 6 digits the app shows')).toBeTruthy();
    expect(calls.filter((call) => call.url.pathname.endsWith('/enable'))).toHaveLength(0);

    await userEvent.type(field, '999');
    await userEvent.click(screen.getByRole('button', { name: 'Turn on' }));
    expect(
      await screen.findByText(
        'That code is wrong or was already used. Wait for the next code in the app and try again.',
      ),
    ).toBeTruthy();
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(field.value).toBe('');

    await userEvent.type(field, '123 456');
    await userEvent.click(screen.getByRole('button', { name: 'Turn on' }));
    const codes = await screen.findByTestId('recovery-codes');
    expect(
      within(codes)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(CODES);
    expect(calls.filter((call) => call.url.pathname.endsWith('/enable')).at(-1)?.body).toEqual({
      code: '123456',
    });
    // The viewer is asked again: its twoFactorEnabled decides whether a withdrawal asks for a code.
    await waitFor(() => {
      const enabledAt = calls.findIndex((call) => call.url.pathname.endsWith('/enable') && call.body);
      const asked = calls.slice(enabledAt).filter((call) => routeKey(call) === 'GET /api/v1/me');
      expect(asked.length).toBeGreaterThan(0);
    });

    const done = within(codes).getByRole('button', { name: 'Done' }) as HTMLButtonElement;
    expect(done.disabled).toBe(true);
    await userEvent.click(within(codes).getByLabelText('I saved my recovery codes somewhere safe'));
    expect(done.disabled).toBe(false);
    await userEvent.click(done);
    expect(screen.queryByTestId('recovery-codes')).toBeNull();
    expect(within(card).getByText('On')).toBeTruthy();
    expect(within(card).getByRole('button', { name: 'Turn off two-factor' })).toBeTruthy();
  });

  it('copies and downloads the recovery codes as a text file', async () => {
    server();
    const writeText = vi.fn(() => Promise.resolve());
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    const blobs: Blob[] = [];
    // jsdom has no object URLs.
    URL.createObjectURL = (blob: Blob) => {
      blobs.push(blob);
      return 'blob:codes';
    };
    URL.revokeObjectURL = () => {};
    const clicked: HTMLAnchorElement[] = [];
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      clicked.push(this);
    });
    renderCard();
    await userEvent.click(await screen.findByRole('button', { name: 'Turn on two-factor' }));
    await userEvent.type(await screen.findByLabelText('Code from the app'), '123456');
    await userEvent.click(screen.getByRole('button', { name: 'Turn on' }));
    await screen.findByTestId('recovery-codes');

    await userEvent.click(screen.getByRole('button', { name: 'Copy codes' }));
    expect(writeText).toHaveBeenCalledWith(CODES.join('\n'));
    expect(await screen.findByText('The codes are copied.')).toBeTruthy();

    await userEvent.click(screen.getByRole('button', { name: 'Download .txt' }));
    expect(clicked[0]?.download).toBe('recovery-codes.txt');
    const text = await blobs[0]?.text();
    expect(text).toContain('player@example.com');
    for (const code of CODES) expect(text).toContain(code);
    click.mockRestore();
  });

  it('turns two-factor off only with a code, an app code or a recovery code', async () => {
    const { calls } = server({ enabled: true });
    renderCard(true);
    const card = await screen.findByTestId('security-card');
    expect(await within(card).findByText('On')).toBeTruthy();
    await userEvent.click(within(card).getByRole('button', { name: 'Turn off two-factor' }));

    const field = screen.getByLabelText('Code from the app');
    await waitFor(() => expect(document.activeElement).toBe(field));
    await userEvent.type(field, '111111');
    await userEvent.click(screen.getByRole('button', { name: 'Turn off' }));
    expect(
      await screen.findByText(
        'That code is wrong or was already used. Wait for the next code in the app and try again.',
      ),
    ).toBeTruthy();

    // A recovery code is typed as letters, not on a number pad.
    await userEvent.click(screen.getByRole('button', { name: 'No phone? Use a recovery code' }));
    const recovery = screen.getByLabelText('Recovery code') as HTMLInputElement;
    expect(recovery.inputMode).toBe('text');
    expect(document.activeElement).toBe(recovery);
    await userEvent.type(recovery, 'ABCDE-FGHIJ');
    await userEvent.click(screen.getByRole('button', { name: 'Turn off' }));
    await waitFor(() =>
      expect(calls.filter((call) => call.url.pathname.endsWith('/disable')).map((call) => call.body)).toEqual(
        [{ code: '111111' }, { code: 'abcde-fghij' }],
      ),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Use the code from the app' }));
    await userEvent.type(screen.getByLabelText('Code from the app'), '654321');
    await userEvent.click(screen.getByRole('button', { name: 'Turn off' }));
    expect(await within(card).findByText('Off')).toBeTruthy();
    expect(within(card).getByRole('button', { name: 'Turn on two-factor' })).toBeTruthy();
  });

  it('says when the status cannot be loaded, and tries again', async () => {
    let fail = true;
    mockRoutes({
      'GET /api/v1/me/two-factor': () =>
        fail ? { status: 500, body: { detail: 'internal_error' } } : { body: { enabled: false } },
    });
    renderCard();
    expect(await screen.findByText('Your security settings could not be loaded.')).toBeTruthy();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('button', { name: 'Turn on two-factor' })).toBeTruthy();
  });

  it('speaks Russian and Ukrainian', async () => {
    server();
    await i18n.changeLanguage('ru');
    renderWithProviders(<SecurityCard />, {}).client.setQueryData(['me'], testViewer());
    await i18n.changeLanguage('ru');
    expect(await screen.findByRole('button', { name: 'Включить двухфакторный вход' })).toBeTruthy();
    cleanup();
    await i18n.changeLanguage('uk');
    renderWithProviders(<SecurityCard />);
    await i18n.changeLanguage('uk');
    expect(await screen.findByRole('button', { name: 'Увімкнути двофакторний вхід' })).toBeTruthy();
  });
});
