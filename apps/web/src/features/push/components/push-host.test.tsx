// @vitest-environment jsdom
import type { Viewer } from '@casino/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { testViewer } from '../../../test/fetch-routes.ts';
import { PushHost } from './push-host.tsx';

const layerLoaded = vi.hoisted(() => vi.fn());
vi.mock('./push-layer.tsx', () => ({
  PushLayer: ({ viewer }: { viewer: Viewer }) => {
    layerLoaded(viewer.globalId);
    return <output data-testid="push-layer">{viewer.globalId}</output>;
  },
}));

afterEach(() => {
  cleanup();
  localStorage.clear();
  layerLoaded.mockClear();
});

function renderHost(viewer: Viewer | null, supported: boolean) {
  if (viewer) localStorage.setItem('casino.token', 't');
  const client = new QueryClient({ defaultOptions: { queries: { staleTime: Number.POSITIVE_INFINITY } } });
  client.setQueryData(['me'], viewer);
  const view = render(
    <QueryClientProvider client={client}>
      <PushHost supported={supported} />
    </QueryClientProvider>,
  );
  return { ...view, client };
}

describe('PushHost', () => {
  it('loads nothing for a guest, or on a browser without push', async () => {
    renderHost(null, true);
    renderHost(testViewer(), false);
    await act(async () => {});
    expect(layerLoaded).not.toHaveBeenCalled();
  });

  it('loads the layer for a signed-in player on a browser with push', async () => {
    const { findByTestId } = renderHost(testViewer({ globalId: 'g-1' }), true);
    expect((await findByTestId('push-layer')).textContent).toBe('g-1');
  });

  it('unmounts the layer on sign-out', async () => {
    const { client, findByTestId, queryByTestId } = renderHost(testViewer({ globalId: 'g-2' }), true);
    await findByTestId('push-layer');
    await act(async () => {
      client.setQueryData(['me'], null);
    });
    await vi.waitFor(() => expect(queryByTestId('push-layer')).toBeNull());
  });
});
