// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../i18n/index.ts';
import { type FetchReply, mockFetch } from '../../test/fetch-routes.ts';
import { getOperatorToken, setOperatorToken } from '../api/admin-client.ts';
import { switchBackofficeLocale } from '../backoffice-words.ts';
import { SignInScreen } from './sign-in-screen.tsx';

// The back office's words load as its route loads them.
beforeAll(() => switchBackofficeLocale('en'));

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  setOperatorToken(null);
});

function renderScreen(replies: FetchReply[]) {
  const queue = [...replies];
  const { calls } = mockFetch(() => queue.shift());
  void i18n.changeLanguage('en');
  render(<SignInScreen />);
  return calls;
}

const refusal = (status: number, detail: string, params?: Record<string, unknown>): FetchReply => ({
  status,
  body: { detail, key: 'k', time: '2026-01-01T00:00:00Z', ...(params ? { params } : {}) },
});

async function signIn(email = 'ops@example.com', password = 'a long operator password') {
  await userEvent.type(screen.getByLabelText('E-mail'), email);
  await userEvent.type(screen.getByLabelText('Password'), password);
  await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
}

describe('operator sign-in', () => {
  it('asks for the code after the password, then signs in with both', async () => {
    const calls = renderScreen([refusal(401, 'two_factor_required'), { body: { token: 'op-token' } }]);
    await signIn();
    const code = await screen.findByLabelText('6-digit code');
    expect(calls[0]?.url.pathname).toBe('/api/admin/v1/auth/login');
    expect(calls[0]?.body).toEqual({ email: 'ops@example.com', password: 'a long operator password' });
    await userEvent.type(code, '123 456');
    await userEvent.click(screen.getByRole('button', { name: 'Verify and sign in' }));
    await vi.waitFor(() => expect(getOperatorToken()).toBe('op-token'));
    expect(calls[1]?.body).toEqual({
      email: 'ops@example.com',
      password: 'a long operator password',
      code: '123456',
    });
  });

  it('takes a recovery code instead, and says so when a code is wrong', async () => {
    const calls = renderScreen([refusal(401, 'two_factor_required'), refusal(401, 'two_factor_invalid')]);
    await signIn();
    await userEvent.click(await screen.findByRole('button', { name: 'Use a recovery code' }));
    await userEvent.type(screen.getByLabelText('Recovery code'), 'abcde-fghij');
    await userEvent.click(screen.getByRole('button', { name: 'Verify and sign in' }));
    expect(await screen.findByRole('alert')).toHaveProperty(
      'textContent',
      'That code is wrong or was already used. Wait for the next code and try again.',
    );
    expect(calls[1]?.body).toMatchObject({ code: 'abcde-fghij' });
    expect(getOperatorToken()).toBeNull();
  });

  it('says a wrong password as such, and a lock-out with its wait', async () => {
    renderScreen([
      refusal(401, 'invalid_credentials'),
      refusal(429, 'too_many_requests', { retry_after: 60 }),
    ]);
    await signIn();
    expect(await screen.findByText('Wrong e-mail or password.')).toBeTruthy();
    await userEvent.type(screen.getByLabelText('Password'), 'x');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Too many attempts. Try again in 60 s.')).toBeTruthy();
  });

  it('asks for what is missing before calling the server', async () => {
    const calls = renderScreen([]);
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(screen.getAllByText('Fill in this field')).toHaveLength(2);
    expect(calls).toHaveLength(0);
  });
});
