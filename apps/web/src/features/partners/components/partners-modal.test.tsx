import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../i18n/index.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { PartnersModal } from './partners-modal.tsx';

// jsdom has no CSS.escape (the marks' gradient ids use it).
vi.stubGlobal('CSS', { escape: (value: string) => value });

describe('PartnersModal', () => {
  afterEach(() => i18n.changeLanguage('en'));

  it('translates the names that describe rather than name a partner; brands stay as they are', async () => {
    renderWithProviders(<PartnersModal open onClose={() => {}} />);
    expect(screen.getByText('Bank cards')).toBeTruthy();
    await i18n.changeLanguage('ru');
    expect(await screen.findByText('Банковские карты')).toBeTruthy();
    expect(screen.getByText('Геоконтроль')).toBeTruthy();
    expect(screen.queryByText('Bank cards')).toBeNull();
    expect(screen.getByText('Crypto Pay')).toBeTruthy();
    expect(screen.getByText('TON Connect')).toBeTruthy();
  });
});
