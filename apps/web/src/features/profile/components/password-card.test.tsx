// @vitest-environment jsdom
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type FetchReply, mockFetch } from '../../../test/fetch-routes.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { PasswordCard } from './password-card.tsx';

vi.mock('sonner', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderCard(reply: () => FetchReply) {
  const { calls } = mockFetch(({ method, url }) =>
    method === 'POST' && url.pathname === '/api/v1/me/password' ? reply() : undefined,
  );
  renderWithProviders(<PasswordCard />);
  return { calls };
}

const current = () => screen.getByLabelText('Current password') as HTMLInputElement;
const next = () => screen.getByLabelText('New password') as HTMLInputElement;

async function submit(values: { current: string; next: string }) {
  if (values.current) await userEvent.type(current(), values.current);
  if (values.next) await userEvent.type(next(), values.next);
  await userEvent.click(screen.getByRole('button', { name: 'Change password' }));
}

describe('PasswordCard', () => {
  it('refuses a new password of only spaces before asking the server', async () => {
    const { calls } = renderCard(() => ({ status: 204 }));
    await submit({ current: 'my old password', next: ' '.repeat(8) });
    expect(await screen.findByText('Add letters or digits: a password cannot be only spaces')).toBeTruthy();
    expect(next().getAttribute('aria-invalid')).toBe('true');
    expect(calls).toHaveLength(0);
  });

  it("shows the server's reason on the field it is about", async () => {
    renderCard(() => ({
      status: 400,
      body: {
        detail: 'validation_error',
        errors: [{ field: 'newPassword', message: 'Validation.password_too_weak' }],
      },
    }));
    await submit({ current: 'my old password', next: 'password' });
    expect(
      await screen.findByText('This password is too easy to guess: try a few unrelated words'),
    ).toBeTruthy();
    expect(next().getAttribute('aria-invalid')).toBe('true');
    await waitFor(() => expect(document.activeElement).toBe(next()));
  });

  it('says when the current password is wrong, and how long to wait after too many tries', async () => {
    let answer: FetchReply = {
      status: 400,
      body: {
        detail: 'validation_error',
        errors: [{ field: 'currentPassword', message: 'Validation.wrong_password' }],
      },
    };
    renderCard(() => answer);
    await submit({ current: 'not it at all', next: 'plum ferry otter 42' });
    expect(
      await screen.findByText('This is not your current password. Check it and type it again'),
    ).toBeTruthy();
    expect(current().getAttribute('aria-invalid')).toBe('true');

    answer = { status: 429, body: { detail: 'too_many_requests', params: { retry_after: 16 } } };
    await userEvent.click(screen.getByRole('button', { name: 'Change password' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Try again in 16 s.');
  });

  it('sends both passwords and clears the form once changed', async () => {
    const { calls } = renderCard(() => ({ status: 204 }));
    await submit({ current: 'my old password', next: 'plum ferry otter 42' });
    await waitFor(() => expect(current().value).toBe(''));
    expect(calls[0]?.body).toEqual({
      currentPassword: 'my old password',
      newPassword: 'plum ferry otter 42',
    });
    expect(next().value).toBe('');
  });
});
