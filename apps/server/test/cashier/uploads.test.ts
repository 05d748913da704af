import { mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { deflateSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_UPLOAD_BYTES, prepareUpload, sweepPendingUploads } from '../../src/modules/cashier/receipts.ts';
import { auditLedger } from '../../src/modules/wallet/index.ts';
import { createTestApp, signUp, type TestApp } from '../app.ts';
import { PNG_SIGNATURE, pngChunk, pngIhdr, tinyPdf, tinyPng } from '../fixtures/uploads.ts';
import { postBuy } from './helpers.ts';

let t: TestApp;
let dataDir: string;
beforeAll(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'casino-uploads-'));
  t = await createTestApp({ RATE_LIMITS: 'off', DATA_DIR: dataDir });
});
afterAll(async () => {
  expect(await auditLedger(t.db.database.pool)).toEqual([]);
  await t.close();
  await rm(dataDir, { recursive: true, force: true });
});

/** A valid RGB PNG just under 5 MiB: stored (level 0) deflate, so its size is its pixels'. */
function bigPng(): Buffer {
  const width = 1280;
  const height = 1300;
  const raw = Buffer.alloc(height * (1 + width * 3));
  const png = Buffer.concat([
    PNG_SIGNATURE,
    pngChunk('IHDR', pngIhdr(width, height, 8, 2)),
    pngChunk('IDAT', deflateSync(raw, { level: 0 })),
    pngChunk('IEND'),
  ]);
  expect(png.length).toBeLessThanOrEqual(MAX_UPLOAD_BYTES);
  expect(png.length).toBeGreaterThan(MAX_UPLOAD_BYTES - 300 * 1024);
  return png;
}

async function order() {
  const s = await signUp(t.app, { currency: 'RUB' });
  const created = await postBuy(t, s);
  expect(created.statusCode, created.body).toBe(201);
  return { s, id: created.json().id as string };
}

const paid = (s: { auth: Record<string, string> }, id: string, file: Buffer, fileName = 'receipt.png') =>
  t.app.inject({
    method: 'POST',
    url: `/api/v1/wallet/orders/buy/${id}/paid`,
    headers: s.auth,
    payload: { name: 'Ivan Petrov', fileName, fileContent: file.toString('base64') },
  });

/** Every file under the player's upload folder (none when it does not exist). */
async function uploadsOf(userId: string): Promise<string[]> {
  return readdir(path.join(dataDir, 'uploads', userId)).catch(() => []);
}

async function userIdOf(s: { user: { globalId: string } }): Promise<string> {
  const player = await t.auth.getPlayerByGlobalId(s.user.globalId);
  return String(player?.id);
}

describe('receipts', () => {
  it('takes a PDF receipt by its content', async () => {
    const { s, id } = await order();
    const response = await paid(s, id, tinyPdf(), 'receipt.pdf');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().status).toBe('wait_for_confirmation');
    expect((await uploadsOf(await userIdOf(s))).filter((f) => f.endsWith('.pdf'))).toHaveLength(1);
  });

  it('refuses polyglots and files that do not decode as what they claim, writing nothing', async () => {
    const { s, id } = await order();
    const zip = Buffer.from('PK\u0003\u0004 then a zip archive', 'latin1');
    const html = Buffer.from('<script>alert(1)</script>', 'latin1');
    const png = tinyPng();
    for (const file of [
      Buffer.concat([png, zip]),
      Buffer.concat([png.subarray(0, 40), html, png.subarray(40)]),
      png.subarray(0, png.length - 6),
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'),
      tinyPdf('/OpenAction << /S /JavaScript /JS (app.alert(1)) >>'),
    ]) {
      const response = await paid(s, id, file);
      expect(response.statusCode).toBe(400);
      expect(response.json().errors).toEqual([
        { field: 'fileContent', message: 'Validation.invalid_format' },
      ]);
    }
    expect(await uploadsOf(await userIdOf(s))).toEqual([]);
  });

  it('20 concurrent 5 MiB receipts for one order: one is kept, no orphan or pending file is left', async () => {
    const { s, id } = await order();
    const file = bigPng();
    const answers = await Promise.all(Array.from({ length: 20 }, () => paid(s, id, file)));
    const codes = answers.map((a) => a.statusCode).sort();
    expect(codes.filter((c) => c === 200)).toHaveLength(1);
    expect(codes.filter((c) => c === 409)).toHaveLength(19);
    const files = await uploadsOf(await userIdOf(s));
    expect(files).toHaveLength(1);
    const { rows } = await t.db.database.pool.query(
      'SELECT receipt_path FROM cashier_transactions WHERE id = $1',
      [id],
    );
    expect(path.basename(rows[0].receipt_path)).toBe(files[0]);
  });

  it('sweeps pending files a crashed process left, once no request can still own them', async () => {
    const upload = await prepareUpload(dataDir, 'fileContent', tinyPng().toString('base64'), 424242n);
    expect(await sweepPendingUploads(dataDir)).toBe(0);
    expect(await uploadsOf('424242')).toHaveLength(1);
    expect(await sweepPendingUploads(dataDir, new Date(Date.now() + 11 * 60 * 1000))).toBe(1);
    expect(await uploadsOf('424242')).toEqual([]);
    await upload.discard();
  });
});
