// @vitest-environment jsdom
import {
  SNIPPET_MATCH_END,
  SNIPPET_MATCH_START,
  SUPPORT_PAGE_SIZE,
  type SupportArticleList,
} from '@casino/shared';
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type FetchCall, mockFetch } from '../../../test/fetch-routes.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { ArticleSearch } from './article-search.tsx';

const TOTAL = 45;

function page(offset: number, limit: number, search: string | null): SupportArticleList {
  const count = Math.max(0, Math.min(limit, TOTAL - offset));
  return {
    items: Array.from({ length: count }, (_, i) => ({
      id: String(offset + i + 1),
      slug: `article-${offset + i + 1}`,
      title: `Article ${offset + i + 1}`,
      snippet: search
        ? `How to ${SNIPPET_MATCH_START}${search}${SNIPPET_MATCH_END} <b>safely</b>`
        : `Opening of article ${offset + i + 1}`,
      language: 'en',
    })),
    meta: { total: TOTAL, offset, limit },
  };
}

let fetchCalls: FetchCall[] = [];

/** The query strings of the article calls made so far. */
const calls = () => fetchCalls.map((call) => call.url.searchParams);
const searches = () => calls().filter((params) => params.has('search'));

function Harness() {
  const [query, setQuery] = useState('');
  return <ArticleSearch query={query} onQueryChange={setQuery} onOpenArticle={() => {}} />;
}

/** Moves the (fake) clock by exactly `ms`, running what falls due. */
async function advance(ms: number) {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
}

/**
 * Lets responses arrive and render: TanStack Query hands work over with zero-delay timers (which the fake
 * clock runs 1 ms later when scheduled inside a tick) and response bodies are read on Node's real I/O
 * scheduling. Used after the timing assertions, since it moves the clock a little.
 */
async function settle() {
  for (let i = 0; i < 10; i++) {
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1);
      await new Promise((resolve) => setImmediate(resolve));
    });
  }
}

function type(text: string) {
  fireEvent.change(screen.getByLabelText('Search help articles'), { target: { value: text } });
}

beforeEach(() => {
  // Only the timers the debounce and TanStack Query use; Node's I/O scheduling stays real.
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] });
  fetchCalls = mockFetch(({ url }) => {
    const offset = Number(url.searchParams.get('offset'));
    const limit = Number(url.searchParams.get('limit'));
    return { body: page(offset, limit, url.searchParams.get('search')) };
  }).calls;
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('support article search', () => {
  it('lists the articles without a search when opened', async () => {
    renderWithProviders(<Harness />);
    await settle();
    expect(calls()).toHaveLength(1);
    expect(calls()[0]?.get('offset')).toBe('0');
    expect(calls()[0]?.get('limit')).toBe(String(SUPPORT_PAGE_SIZE));
    expect(calls()[0]?.get('language')).toBe('en');
    expect(searches()).toHaveLength(0);
    expect(screen.getByRole('heading', { name: 'Help articles' })).toBeTruthy();
    expect(screen.getAllByRole('listitem')).toHaveLength(SUPPORT_PAGE_SIZE);
  });

  it('sends no search under 3 characters, however long one waits', async () => {
    renderWithProviders(<Harness />);
    await settle();
    type('w');
    await advance(1000);
    type('wi');
    await advance(1000);
    type('  wi  ');
    await advance(1000);
    expect(searches()).toHaveLength(0);
    expect(screen.getByText('Type at least 3 characters to search.')).toBeTruthy();
  });

  it('searches 300 ms after the last keystroke, once', async () => {
    renderWithProviders(<Harness />);
    await settle();
    type('wit');
    await advance(200);
    type('with');
    await advance(299);
    expect(searches()).toHaveLength(0);
    await advance(1);
    expect(searches()).toHaveLength(1);
    expect(searches()[0]?.get('search')).toBe('with');
    await settle();
    expect(searches()[0]?.get('offset')).toBe('0');
    await advance(1000);
    expect(searches()).toHaveLength(1);
    expect(screen.getByRole('heading', { name: '45 results for “with”' })).toBeTruthy();
  });

  it('marks the matched words as text, never as HTML', async () => {
    renderWithProviders(<Harness />);
    await settle();
    type('withdraw');
    await advance(300);
    await settle();
    const marks = document.querySelectorAll('mark');
    expect(marks.length).toBeGreaterThan(0);
    expect(marks[0]?.textContent).toBe('withdraw');
    expect(document.querySelector('li b')).toBeNull();
    expect(screen.getAllByText(/<b>safely<\/b>/).length).toBeGreaterThan(0);
  });

  it('pages by 30 with show more until the total is reached', async () => {
    renderWithProviders(<Harness />);
    await settle();
    type('deposit');
    await advance(300);
    await settle();
    expect(screen.getAllByRole('listitem')).toHaveLength(30);
    expect(screen.getByText('30 of 45')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Show more' }));
    await settle();
    const last = searches().at(-1);
    expect(last?.get('search')).toBe('deposit');
    expect(last?.get('offset')).toBe('30');
    expect(last?.get('limit')).toBe('30');
    expect(screen.getAllByRole('listitem')).toHaveLength(45);
    expect(screen.queryByRole('button', { name: 'Show more' })).toBeNull();
  });

  it('goes back to the list when the search is cleared below 3 characters', async () => {
    renderWithProviders(<Harness />);
    await settle();
    type('bonus');
    await advance(300);
    await settle();
    type('bo');
    await advance(300);
    await settle();
    expect(screen.getByRole('heading', { name: 'Help articles' })).toBeTruthy();
    expect(searches()).toHaveLength(1);
  });
});
