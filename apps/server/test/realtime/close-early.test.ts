import { expect, it } from 'vitest';
import { createTestApp } from '../app.ts';

it('closes at once even when the realtime adapter is still taking its connection', async () => {
  const t = await createTestApp();
  await t.close();
  expect(t.db.database.pool.totalCount).toBe(0);
});
