// @vitest-environment jsdom
import type { Viewer } from '@casino/shared';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { testViewer } from '../../../test/fetch-routes.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { CompletenessCard } from './completeness-card.tsx';
import { PersonalDetailsForm } from './personal-details-form.tsx';

const base: Viewer = testViewer({ globalId: 'p1', email: 'ann@example.com' });

type Reply = { status: number; body: unknown };
let replies: Reply[] = [];
const fetchMock = vi.fn(async (_input: RequestInfo | URL, _init?: RequestInit) => {
  const reply = replies.shift() ?? { status: 500, body: { detail: 'internal_error' } };
  return new Response(JSON.stringify(reply.body), {
    status: reply.status,
    headers: { 'content-type': 'application/json' },
  });
});
const patches = () =>
  fetchMock.mock.calls
    .filter(([, init]) => init?.method === 'PATCH')
    .map(([, init]) => JSON.parse(String(init?.body)) as Record<string, unknown>);

beforeEach(() => {
  replies = [];
  fetchMock.mockClear();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('CompletenessCard', () => {
  it('counts the four fields and says when the profile is complete', () => {
    const { rerender } = renderWithProviders(<CompletenessCard viewer={{ ...base, firstName: 'Ann' }} />);
    expect(screen.getByTestId('profile-completeness-status').textContent).toBe('1 of 4 filled');
    expect(screen.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('1');
    rerender(
      <CompletenessCard
        viewer={{ ...base, firstName: 'Ann', lastName: 'Lee', gender: 'female', dateOfBirth: '1990-04-02' }}
      />,
    );
    expect(screen.getByTestId('profile-completeness-status').textContent).toBe('Profile complete');
  });
});

describe('PersonalDetailsForm: the name rule', () => {
  it('fills empty names without asking', async () => {
    const user = userEvent.setup();
    replies = [{ status: 200, body: { ...base, firstName: 'Ann', lastName: 'Lee' } }];
    renderWithProviders(<PersonalDetailsForm viewer={base} />);
    await user.type(screen.getByLabelText('First name'), 'Ann');
    await user.type(screen.getByLabelText('Last name'), 'Lee');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(patches()).toEqual([{ firstName: 'Ann', lastName: 'Lee' }]));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('asks before the one change, then sends it', async () => {
    const user = userEvent.setup();
    const viewer = { ...base, firstName: 'Ann', lastName: 'Lee' };
    replies = [{ status: 200, body: { ...viewer, firstName: 'Anna', isNameChangeAvailable: false } }];
    renderWithProviders(<PersonalDetailsForm viewer={viewer} />);
    expect(screen.getByText(/You can change your name once/)).toBeTruthy();
    const first = screen.getByLabelText('First name');
    await user.clear(first);
    await user.type(first, 'Anna');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    const dialog = await screen.findByRole('dialog', { name: 'Change your name?' });
    expect(patches()).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Change name' }));
    await waitFor(() => expect(patches()).toEqual([{ firstName: 'Anna' }]));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('shows saved names read-only once the change is spent', () => {
    renderWithProviders(
      <PersonalDetailsForm
        viewer={{ ...base, firstName: 'Anna', lastName: 'Lee', isNameChangeAvailable: false }}
      />,
    );
    expect((screen.getByLabelText('First name') as HTMLInputElement).readOnly).toBe(true);
    expect((screen.getByLabelText('Last name') as HTMLInputElement).readOnly).toBe(true);
    expect(screen.getByTestId('name-locked').textContent).toMatch(/already been changed once/);
    expect(screen.getByRole('button', { name: 'Contact support' })).toBeTruthy();
  });

  it('shows the server refusing a second change in place', async () => {
    const user = userEvent.setup();
    // The page still thinks the change is available (another tab spent it).
    const viewer = { ...base, firstName: 'Ann', lastName: 'Lee' };
    replies = [{ status: 409, body: { detail: 'name_change_unavailable', key: 'k', time: 't' } }];
    renderWithProviders(<PersonalDetailsForm viewer={viewer} />);
    const last = screen.getByLabelText('Last name');
    await user.clear(last);
    await user.type(last, 'Li');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Change name' }));
    const alert = await screen.findByText(/cannot be changed again/);
    expect(alert.getAttribute('role')).toBe('alert');
  });

  it('validates with the shared rules before sending', async () => {
    const user = userEvent.setup();
    renderWithProviders(<PersonalDetailsForm viewer={base} />);
    await user.type(screen.getByLabelText('First name'), '1234');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Check the format and try again')).toBeTruthy();
    expect(patches()).toEqual([]);
  });
});
