import { describe, expect, it } from 'vitest';
import { ApiError, NetworkError } from '../../../lib/api-client.ts';
import { createOverlayStore } from './overlay-store.ts';

const apiError = (status: number, body: Record<string, unknown>) =>
  new ApiError(status, String(body.detail ?? 'internal_error'), {}, [], body);

describe('overlay store', () => {
  it('a 401 with a reason is the ban, whatever the call', () => {
    const store = createOverlayStore();
    store.reportApiError(apiError(401, { detail: 'banned', reason: 'kyc', key: 'k' }));
    expect(store.getState().banned).toEqual({ reason: 'kyc' });
  });

  it('a 401 without a reason (expired session) is no ban', () => {
    const store = createOverlayStore();
    store.reportApiError(apiError(401, { detail: 'unauthorized', key: 'k' }));
    expect(store.getState().banned).toBeNull();
  });

  it('a 451 is the region block with its country and IP, until cleared', () => {
    const store = createOverlayStore();
    store.reportApiError(
      apiError(451, { detail: 'region_restricted', country: 'DE', ip: '203.0.113.9', key: 'k' }),
    );
    expect(store.getState().region).toEqual({ country: 'DE', ip: '203.0.113.9' });
    store.clearRegion();
    expect(store.getState().region).toBeNull();
  });

  it('invalid_bot is the invalid-bot screen', () => {
    const store = createOverlayStore();
    store.reportApiError(apiError(400, { detail: 'invalid_bot', key: 'k' }));
    expect(store.getState().invalidBot).toBe(true);
  });

  it('forged mini-app init data is the invalid-bot screen too; other 401s are not', () => {
    const store = createOverlayStore();
    store.reportApiError(apiError(401, { detail: 'unauthorized', key: 'k' }));
    expect(store.getState().invalidBot).toBe(false);
    store.reportApiError(apiError(401, { detail: 'invalid_init_data', key: 'k' }));
    expect(store.getState().invalidBot).toBe(true);
  });

  it('an unreachable server until any answer arrives', () => {
    const store = createOverlayStore();
    store.reportApiError(new NetworkError());
    expect(store.getState().apiUnreachable).toBe(true);
    store.reportApiResponse({ status: 404 });
    expect(store.getState().apiUnreachable).toBe(false);
  });

  it('a gateway standing in for a down server counts as unreachable; our own 503 does not', () => {
    const store = createOverlayStore();
    store.reportApiResponse({ status: 502 });
    store.reportApiError(apiError(502, {}));
    expect(store.getState().apiUnreachable).toBe(true);
    store.reportApiResponse({ status: 200 });
    store.reportApiResponse({ status: 503 });
    store.reportApiError(apiError(503, { detail: 'payments_are_disabled', key: 'k' }));
    expect(store.getState().apiUnreachable).toBe(false);
  });

  it('other errors change nothing and notify no one', () => {
    const store = createOverlayStore();
    let calls = 0;
    store.subscribe(() => calls++);
    store.reportApiError(apiError(400, { detail: 'validation_error', key: 'k' }));
    store.reportApiError(apiError(404, { detail: 'not_found', key: 'k' }));
    store.reportApiResponse({ status: 200 });
    expect(calls).toBe(0);
    store.reportRealtime(false);
    expect(store.getState().realtimeDown).toBe(true);
    expect(calls).toBe(1);
  });
});
