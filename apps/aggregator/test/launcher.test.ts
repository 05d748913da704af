import { aggregatorGamesResponse } from '@casino/shared';
import { describe, expect, it } from 'vitest';
import { startSandboxAggregator } from '../../server/src/sandbox-aggregator.ts';
import { sign } from '../src/signature.ts';

describe('the server launcher (apps/server/src/sandbox-aggregator.ts)', () => {
  it('starts the aggregator process, learns its URL, and stop() ends it', async () => {
    const logs: string[] = [];
    const aggregator = await startSandboxAggregator({
      secret: 'launcher-secret',
      operatorId: 'casino',
      casinoWalletUrl: 'http://127.0.0.1:9/api/aggregator/v1',
      log: (line) => logs.push(line),
    });
    try {
      expect(aggregator.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
      const raw = JSON.stringify({ operatorId: 'casino' });
      const response = await fetch(`${aggregator.url}/v1/games`, {
        method: 'POST',
        body: raw,
        headers: { 'x-signature': sign('launcher-secret', raw) },
      });
      expect(response.status).toBe(200);
      expect(aggregatorGamesResponse.parse(await response.json()).games.length).toBeGreaterThanOrEqual(300);
    } finally {
      await aggregator.stop();
    }
    await expect(fetch(`${aggregator.url}/health`)).rejects.toThrow();
    // It ended because its stdin closed, as it would if the server died.
    expect(logs.some((line) => line.includes('stdin closed, stopping'))).toBe(true);
  });

  it('rejects when the process exits before it listens', async () => {
    await expect(
      startSandboxAggregator({
        secret: '',
        operatorId: 'casino',
        casinoWalletUrl: 'http://127.0.0.1:9/api/aggregator/v1',
        log: () => {},
      }),
    ).rejects.toThrow(/exited before listening/);
  });
});
