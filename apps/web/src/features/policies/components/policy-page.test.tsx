// @vitest-environment jsdom
import type { PolicyView } from '@casino/shared';
import { cleanup, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MarkdownContent } from '../../../components/markdown/markdown-content.tsx';
import { mockFetch } from '../../../test/fetch-routes.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { PolicyPage } from './policy-page.tsx';

declare global {
  var __pwned: boolean | undefined;
}

const HOSTILE = [
  '## Section',
  '',
  'Plain **bold** text.',
  '',
  '<script>globalThis.__pwned = true</script>',
  '',
  '<img src="x" onerror="globalThis.__pwned = true">',
  '',
  'Inline <b onclick="globalThis.__pwned = true">html</b> here.',
  '',
  '[a link](javascript:globalThis.__pwned=true) and [site](https://example.com)',
].join('\n');

function policy(markdown: string): PolicyView {
  return { slug: 'terms', title: 'Terms and Conditions', markdown, updatedAt: '2026-11-22', language: 'en' };
}

let reply: { status: number; body: unknown } = { status: 200, body: policy(HOSTILE) };
let fetchMock: ReturnType<typeof mockFetch>['fn'];

function renderPage(slug: string) {
  return renderWithProviders(
    <MemoryRouter initialEntries={[`/en/policies/${slug}`]}>
      <Routes>
        <Route path="/:locale/policies/:slug" element={<PolicyPage slug={slug} />} />
      </Routes>
    </MemoryRouter>,
  );
}

beforeEach(() => {
  globalThis.__pwned = undefined;
  reply = { status: 200, body: policy(HOSTILE) };
  fetchMock = mockFetch(() => reply).fn;
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function expectInert(container: HTMLElement) {
  expect(container.querySelector('script')).toBeNull();
  expect(container.querySelector('img')).toBeNull();
  expect(container.querySelector('[onclick], [onerror]')).toBeNull();
  expect(container.innerHTML).not.toMatch(/<script|onerror=|onclick=/i);
  for (const link of container.querySelectorAll('a'))
    expect(link.getAttribute('href')).not.toMatch(/^javascript:/i);
  expect(globalThis.__pwned).toBeUndefined();
}

describe('policy markdown', () => {
  it('renders Markdown but drops raw HTML, so a <script> is neither run nor inserted', () => {
    const { container } = renderWithProviders(<MarkdownContent>{HOSTILE}</MarkdownContent>);
    expect(screen.getByRole('heading', { level: 2, name: 'Section' })).toBeTruthy();
    expect(screen.getByText('bold').tagName).toBe('STRONG');
    expectInert(container);
    const external = screen.getByRole('link', { name: 'site' });
    expect(external.getAttribute('rel')).toBe('noopener noreferrer');
  });

  it('shows the policy page with its title and date, and nothing active from the document', async () => {
    const { container } = renderPage('terms');
    expect(await screen.findByRole('heading', { level: 1, name: 'Terms and Conditions' })).toBeTruthy();
    expect(await screen.findByRole('heading', { level: 2, name: 'Section' })).toBeTruthy();
    expect(screen.getByText('November 22, 2026').tagName).toBe('TIME');
    expect(String(fetchMock.mock.calls[0]?.[0])).toBe('/api/v1/policies/terms?language=en');
    expectInert(container);
  });

  it('answers an unknown slug with the not-found state, without a request', async () => {
    renderPage('cookies');
    expect(await screen.findByRole('heading', { name: 'Policy not found' })).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
    expect(screen.getAllByRole('link')).toHaveLength(4);
  });

  it('shows the not-found state when the server has no such policy', async () => {
    reply = { status: 404, body: { detail: 'not_found', key: 'k', time: 't' } };
    renderPage('privacy');
    expect(await screen.findByRole('heading', { name: 'Policy not found' })).toBeTruthy();
  });
});
