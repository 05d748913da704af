// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { toast } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../i18n/index.ts';
import { setToken } from '../../../lib/session.ts';
import { type FetchReply, mockFetch } from '../../../test/fetch-routes.ts';
import type { SignInTab } from './sign-in-context.tsx';
import { SignInDialog } from './sign-in-dialog.tsx';

vi.mock('sonner', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

function Harness({ initial, onSignedIn }: { initial: SignInTab; onSignedIn: () => void }) {
  const [tab, setTab] = useState(initial);
  return <SignInDialog tab={tab} onTabChange={setTab} onClose={() => {}} onSignedIn={onSignedIn} />;
}

function renderDialog(initial: SignInTab, reply: () => FetchReply, language = 'en') {
  const { calls } = mockFetch(({ method }) => (method === 'POST' ? reply() : undefined));
  const onSignedIn = vi.fn();
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  void i18n.changeLanguage(language);
  render(
    <QueryClientProvider client={client}>
      <Harness initial={initial} onSignedIn={onSignedIn} />
    </QueryClientProvider>,
  );
  return { calls, onSignedIn };
}

const email = () => screen.getByLabelText('Email') as HTMLInputElement;
const password = () => screen.getByLabelText('Password') as HTMLInputElement;

async function submit(tab: SignInTab, values: { email: string; password: string }) {
  await userEvent.type(email(), values.email);
  await userEvent.type(password(), values.password);
  await userEvent.click(screen.getByRole('button', { name: tab === 'login' ? 'Sign in' : 'Create account' }));
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  setToken(null);
});

describe('sign-in dialog', () => {
  it('validates with the shared schema before asking the server', async () => {
    const { calls } = renderDialog('register', () => ({ status: 500 }));
    await submit('register', { email: 'not-an-email', password: 'short' });
    expect(await screen.findByText('Enter a valid email')).toBeTruthy();
    // A short password says how long it must be, not "Check the format and try again".
    expect(screen.getByText('Use at least 8 characters')).toBeTruthy();
    expect(screen.queryByText('Check the format and try again')).toBeNull();
    expect(email().getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(email());
    expect(calls).toHaveLength(0);
  });

  it('a taken e-mail is shown on the field, with a way to sign in with it', async () => {
    renderDialog('register', () => ({ status: 409, body: { detail: 'email_taken' } }));
    await submit('register', { email: 'Taken@Example.com', password: 'long-enough-1' });
    expect(
      await screen.findByText('An account with this email already exists. Sign in with it instead.'),
    ).toBeTruthy();
    expect(email().getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(email());

    await userEvent.click(screen.getByRole('button', { name: 'Sign in with this e-mail instead' }));
    expect(await screen.findByRole('dialog', { name: 'Welcome back' })).toBeTruthy();
    expect(email().value).toBe('Taken@Example.com');
    await waitFor(() => expect(document.activeElement).toBe(password()));
  });

  it('wrong credentials are said above the button and the password is selected', async () => {
    const { calls, onSignedIn } = renderDialog('login', () => ({
      status: 401,
      body: { detail: 'invalid_credentials' },
    }));
    await submit('login', { email: ' Player@Example.com ', password: 'wrong-password' });
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Wrong email or password. Check both and try again.',
    );
    await waitFor(() => expect(document.activeElement).toBe(password()));
    // The schema's output is what is sent: trimmed and lower-cased.
    expect(calls[0]?.body).toEqual({ email: 'player@example.com', password: 'wrong-password' });
    expect(onSignedIn).not.toHaveBeenCalled();
  });

  it("puts the server's field errors on their fields", async () => {
    renderDialog('register', () => ({
      status: 400,
      body: {
        detail: 'validation_failed',
        errors: [{ field: 'password', message: 'Validation.invalid_format' }],
      },
    }));
    await submit('register', { email: 'new@example.com', password: 'long-enough-1' });
    expect(await screen.findByText('Check the format and try again')).toBeTruthy();
    expect(password().getAttribute('aria-invalid')).toBe('true');
  });

  it('refuses a password of only spaces at once, saying why', async () => {
    const { calls } = renderDialog('register', () => ({ status: 500 }));
    await submit('register', { email: 'new@example.com', password: ' '.repeat(8) });
    expect(await screen.findByText('Add letters or digits: a password cannot be only spaces')).toBeTruthy();
    expect(password().getAttribute('aria-invalid')).toBe('true');
    expect(calls).toHaveLength(0);
  });

  it("shows why the server's strength check refused the password, on the field", async () => {
    renderDialog('register', () => ({
      status: 400,
      body: {
        detail: 'validation_error',
        errors: [{ field: 'password', message: 'Validation.password_too_weak' }],
      },
    }));
    await submit('register', { email: 'new@example.com', password: 'password' });
    expect(
      await screen.findByText('This password is too easy to guess: try a few unrelated words'),
    ).toBeTruthy();
    expect(password().getAttribute('aria-invalid')).toBe('true');
  });

  it('says how long to wait when rate limited', async () => {
    renderDialog('login', () => ({
      status: 429,
      body: { detail: 'too_many_requests', params: { retry_after: 42 } },
    }));
    await submit('login', { email: 'player@example.com', password: 'whatever-1' });
    expect((await screen.findByRole('alert')).textContent).toContain('Try again in 42 s.');
  });

  it('signs in and hands over', async () => {
    const { onSignedIn } = renderDialog('login', () => ({
      body: { token: 'token', user: { globalId: 'g-1' } },
    }));
    await submit('login', { email: 'player@example.com', password: 'right-password' });
    await waitFor(() => expect(onSignedIn).toHaveBeenCalledTimes(1));
  });

  it('greets a returning player with "Welcome back!" and a new account as new', async () => {
    vi.mocked(toast.success).mockClear();
    const signedIn = renderDialog('login', () => ({ body: { token: 'token', user: { globalId: 'g-1' } } }));
    await submit('login', { email: 'player@example.com', password: 'right-password' });
    await waitFor(() => expect(signedIn.onSignedIn).toHaveBeenCalledTimes(1));
    expect(vi.mocked(toast.success).mock.calls).toEqual([['Welcome back!']]);
    cleanup();

    vi.mocked(toast.success).mockClear();
    const registered = renderDialog('register', () => ({
      body: { token: 'token', user: { globalId: 'g-2' } },
    }));
    await submit('register', { email: 'new@example.com', password: 'long-enough-1' });
    await waitFor(() => expect(registered.onSignedIn).toHaveBeenCalledTimes(1));
    expect(vi.mocked(toast.success).mock.calls).toEqual([['Your account is ready. Good luck!']]);
  });

  it('opens the account in the currency chosen, suggesting the one of the language', async () => {
    const english = renderDialog('register', () => ({ body: { token: 'token', user: { globalId: 'g-3' } } }));
    expect((screen.getByLabelText('Account currency') as HTMLSelectElement).value).toBe('USD');
    await userEvent.selectOptions(screen.getByLabelText('Account currency'), 'EUR');
    await submit('register', { email: 'eur@example.com', password: 'long-enough-1' });
    await waitFor(() => expect(english.onSignedIn).toHaveBeenCalledTimes(1));
    expect(english.calls.find((call) => call.method === 'POST')?.body).toMatchObject({
      email: 'eur@example.com',
      currency: 'EUR',
      language: 'en',
    });
    cleanup();

    renderDialog('register', () => ({ status: 500 }), 'uk');
    const select = screen.getByLabelText('Валюта рахунку') as HTMLSelectElement;
    expect(select.value).toBe('UAH');
    // SPEC §9: for Ukrainian, UAH second and RUB last.
    expect([...select.options].map((option) => option.value)).toEqual([
      'USD',
      'UAH',
      'EUR',
      'KZT',
      'UZS',
      'PLN',
      'IDR',
      'RUB',
    ]);
    await i18n.changeLanguage('en');
  });

  it('says how long a new password must be in every language', async () => {
    for (const [language, text] of [
      ['ru', 'Нужно не меньше 8 символов'],
      ['uk', 'Потрібно щонайменше 8 символів'],
    ] as const) {
      renderDialog('register', () => ({ status: 500 }));
      await i18n.changeLanguage(language);
      await userEvent.type(screen.getByLabelText(i18n.t('auth:field.password')), 'short');
      await userEvent.click(screen.getByRole('button', { name: i18n.t('auth:submitRegister') }));
      expect(await screen.findByText(text)).toBeTruthy();
      cleanup();
    }
    await i18n.changeLanguage('en');
  });

  it('asks for the two-factor code after a right password and signs in with it', async () => {
    const replies: FetchReply[] = [
      { status: 401, body: { detail: 'two_factor_required' } },
      { status: 401, body: { detail: 'two_factor_invalid' } },
      { body: { token: 'token', user: { globalId: 'g-1' } } },
    ];
    const { calls, onSignedIn } = renderDialog('login', () => replies.shift() ?? { status: 500 });
    await submit('login', { email: 'Player@Example.com', password: 'right-password' });

    const code = (await screen.findByLabelText('Code from the app')) as HTMLInputElement;
    expect(screen.getByText('Two-factor check')).toBeTruthy();
    expect(code.inputMode).toBe('numeric');
    expect(code.autocomplete).toBe('one-time-code');
    await waitFor(() => expect(document.activeElement).toBe(code));
    // Not complete: said on the field, nothing sent.
    await userEvent.type(code, '12345');
    await userEvent.click(screen.getByRole('button', { name: 'Verify and sign in' }));
    expect(await screen.findByText('Enter the 6 digits the app shows')).toBeTruthy();
    expect(calls).toHaveLength(1);

    await userEvent.type(code, '6');
    await userEvent.click(screen.getByRole('button', { name: 'Verify and sign in' }));
    expect(
      await screen.findByText(
        'That code is wrong or was already used. Wait for the next code in the app and try again.',
      ),
    ).toBeTruthy();
    expect(code.getAttribute('aria-invalid')).toBe('true');
    expect(code.value).toBe('');
    expect(onSignedIn).not.toHaveBeenCalled();

    // No phone: a recovery code instead.
    await userEvent.click(screen.getByRole('button', { name: 'No phone? Use a recovery code' }));
    const recovery = screen.getByLabelText('Recovery code') as HTMLInputElement;
    expect(recovery.inputMode).toBe('text');
    await userEvent.type(recovery, ' ABCDE-FGHIJ ');
    await userEvent.click(screen.getByRole('button', { name: 'Verify and sign in' }));
    await waitFor(() => expect(onSignedIn).toHaveBeenCalledTimes(1));
    expect(calls.map((call) => call.body)).toEqual([
      { email: 'player@example.com', password: 'right-password' },
      { email: 'player@example.com', password: 'right-password', code: '123456' },
      { email: 'player@example.com', password: 'right-password', code: 'abcde-fghij' },
    ]);
  });

  it('goes back from the code step to the password, and there when the password is refused', async () => {
    const replies: FetchReply[] = [
      { status: 401, body: { detail: 'two_factor_required' } },
      { status: 401, body: { detail: 'two_factor_required' } },
      { status: 401, body: { detail: 'invalid_credentials' } },
    ];
    renderDialog('login', () => replies.shift() ?? { status: 500 });
    await submit('login', { email: 'player@example.com', password: 'right-password' });
    await userEvent.click(await screen.findByRole('button', { name: 'Back to email and password' }));
    expect(email().value).toBe('player@example.com');
    await waitFor(() => expect(document.activeElement).toBe(password()));

    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await userEvent.type(await screen.findByLabelText('Code from the app'), '123456');
    await userEvent.click(screen.getByRole('button', { name: 'Verify and sign in' }));
    // The password changed in between: back to it, saying so.
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Wrong email or password. Check both and try again.',
    );
    expect(screen.queryByLabelText('Code from the app')).toBeNull();
  });

  it('shows and hides the password', async () => {
    renderDialog('login', () => ({ status: 500 }));
    expect(password().type).toBe('password');
    const toggle = screen.getByRole('button', { name: 'Show password' });
    await userEvent.click(toggle);
    expect(password().type).toBe('text');
    expect(toggle.getAttribute('aria-pressed')).toBe('true');
    await userEvent.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(password().type).toBe('password');
  });
});
