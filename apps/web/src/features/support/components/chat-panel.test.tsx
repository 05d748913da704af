// @vitest-environment jsdom
import type { SupportConfigView } from '@casino/shared';
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockFetch } from '../../../test/fetch-routes.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { ChatPanel } from './chat-panel.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  document.getElementById('webim-widget')?.remove();
});

function serve(config: SupportConfigView) {
  return mockFetch(({ url }) => (url.pathname === '/api/v1/support/config' ? { body: config } : undefined));
}

describe('the chat panel', () => {
  it('runs the outside vendor’s widget when the operator configured one, with the language’s location', async () => {
    const { calls } = serve({
      chat: { vendor: 'webim', account: 'casino-demo', locations: { en: 'en_desk' } },
      messengerBot: 'casino_help_bot',
      email: 'help@casino.example',
    });
    renderWithProviders(<ChatPanel onBack={() => {}} />);
    expect(await screen.findByTestId('webim-state')).toBeTruthy();
    const script = document.getElementById('webim-widget') as HTMLScriptElement;
    expect(script.src).toBe('https://casino-demo.webim.ru/js/button.js');
    expect((window as Window & { webim?: { location: string } }).webim?.location).toBe('en_desk');
    // Our own chat's API is never asked.
    expect(calls.some((call) => call.url.pathname.startsWith('/api/v1/support/chat'))).toBe(false);
  });

  it('is our own chat otherwise (a guest is asked for an e-mail), with the configured bot', async () => {
    serve({ chat: { vendor: 'own' }, messengerBot: 'casino_help_bot', email: 'help@casino.example' });
    renderWithProviders(<ChatPanel onBack={() => {}} />);
    await vi.waitFor(() =>
      expect(document.querySelector('a[href="https://t.me/casino_help_bot"]')).not.toBeNull(),
    );
    expect(document.querySelector('a[href="mailto:help@casino.example"]')).not.toBeNull();
    expect(screen.queryByTestId('webim-state')).toBeNull();
    expect(document.getElementById('webim-widget')).toBeNull();
  });
});
