// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, expect, it, vi } from 'vitest';
import { i18n } from '../../../i18n/index.ts';
import { DepositSuccessOverlay } from './deposit-success-modal.tsx';

afterEach(cleanup);

it('the success overlay inside the wallet closes on Escape, without the key reaching the wallet', async () => {
  void i18n.changeLanguage('en');
  const onClose = vi.fn();
  const outer = vi.fn();
  const router = createMemoryRouter(
    [
      {
        path: '/:locale/*',
        element: (
          // biome-ignore lint/a11y/noStaticElementInteractions: stands in for the wallet frame's key handler.
          <div onKeyDown={outer}>
            <DepositSuccessOverlay onClose={onClose} />
          </div>
        ),
      },
    ],
    { initialEntries: ['/en'] },
  );
  render(<RouterProvider router={router} />);
  expect(await screen.findByRole('alertdialog', { name: 'Deposit received!' })).toBeTruthy();
  await userEvent.keyboard('{Escape}');
  expect(onClose).toHaveBeenCalledTimes(1);
  expect(outer).not.toHaveBeenCalled();
});
