import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, render, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setToken } from '../../../lib/session.ts';
import { testViewer } from '../../../test/fetch-routes.ts';
import { VipLevelListener } from './vip-level-listener.tsx';

const channels = vi.hoisted(() => new Map<string, (payload: unknown) => void>());
vi.mock('../../../lib/realtime-client.ts', () => ({
  subscribe: (channel: string, handler: (payload: unknown) => void) => {
    channels.set(channel, handler);
    return () => channels.delete(channel);
  },
}));
const toasts = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn(), info: vi.fn() }));
vi.mock('../../../lib/toast.ts', () => ({ toast: toasts }));

afterEach(() => {
  cleanup();
  setToken(null);
  channels.clear();
  toasts.success.mockReset();
});

describe('VIP level-ups (interface_actions)', () => {
  it('refresh the viewer and announce the new level; other actions are ignored', async () => {
    setToken('token');
    const client = new QueryClient({
      defaultOptions: { queries: { retry: false, staleTime: Number.POSITIVE_INFINITY } },
    });
    client.setQueryData(['me'], testViewer({ globalId: 'g-9' }));
    render(
      <QueryClientProvider client={client}>
        <VipLevelListener />
      </QueryClientProvider>,
    );
    const emit = channels.get('interface_actions#g-9');
    expect(emit).toBeTypeOf('function');
    act(() => emit?.({ type: 'something_else' }));
    act(() => emit?.({ type: 'vip_level', level: 99 }));
    expect(client.getQueryState(['me'])?.isInvalidated).toBe(true);
    expect(toasts.success).not.toHaveBeenCalled();
    client.setQueryData(['me'], testViewer({ globalId: 'g-9' }));
    act(() => emit?.({ type: 'vip_level', level: 3 }));
    await waitFor(() =>
      expect(toasts.success).toHaveBeenCalledWith('You reached Gold', {
        description: 'Your VIP level went up. Open the VIP club to see what it brings.',
      }),
    );
    expect(client.getQueryState(['me'])?.isInvalidated).toBe(true);
  });
});
