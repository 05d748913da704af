import { randomBytes } from 'node:crypto';
import { mkdir, readdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { AppError, validationFailed } from '../../http/errors.ts';
import { fileTypeOf } from '../../http/upload-content.ts';

/** Receipts and dispute images: at most 5 MiB of JPEG, PNG, WebP or PDF, as the bytes say. */
export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;
const PENDING_SUFFIX = '.pending';

/** A checked upload written under a random name, kept only if `keep` runs after its row commits. */
export interface Upload {
  /** Path relative to the data folder, as the row stores it. */
  path: string;
  keep(): Promise<void>;
  discard(): Promise<void>;
}

/**
 * Decodes a base64 upload and checks it by its full content (not the name the player gave): it must
 * decode as the format its first bytes claim, end where that format ends and carry no markup, so a
 * polyglot (an image that is also HTML or a ZIP) is refused. It is written under DATA_DIR/uploads with a
 * random name and a `.pending` suffix, outside the web root and private; `keep` renames it into place
 * after the row that references it commits, `discard` removes it when that row never does.
 */
export async function prepareUpload(
  dataDir: string,
  field: string,
  base64: string,
  owner: bigint,
): Promise<Upload> {
  if (base64.length === 0 || base64.length % 4 === 1 || !/^[A-Za-z0-9+/]*={0,2}$/.test(base64)) {
    throw validationFailed([{ field, message: 'Validation.invalid_format' }]);
  }
  const bytes = Buffer.from(base64, 'base64');
  if (bytes.length > MAX_UPLOAD_BYTES) throw new AppError(413, 'payload_too_large');
  const ext = fileTypeOf(bytes);
  if (!ext) throw validationFailed([{ field, message: 'Validation.invalid_format' }]);
  const relative = path.join('uploads', owner.toString(), `${randomBytes(16).toString('hex')}.${ext}`);
  const absolute = path.join(dataDir, relative);
  const pending = absolute + PENDING_SUFFIX;
  await mkdir(path.dirname(absolute), { recursive: true, mode: 0o700 });
  await writeFile(pending, bytes, { mode: 0o600, flag: 'wx' });
  return {
    path: relative,
    keep: () => rename(pending, absolute),
    discard: () => rm(pending, { force: true }),
  };
}

/** Runs `write` with the upload; the file stays only if `write` succeeds (its transaction committed). */
export async function withUpload<T>(upload: Upload, write: (path: string) => Promise<T>): Promise<T> {
  let result: T;
  try {
    result = await write(upload.path);
  } catch (error) {
    await upload.discard();
    throw error;
  }
  await upload.keep();
  return result;
}

/** A pending upload this old belongs to no request still running (they take seconds). */
const ABANDONED_UPLOAD_MS = 10 * 60 * 1000;

/** Removes uploads a crashed process left pending (their rows never committed). Returns how many. */
export async function sweepPendingUploads(dataDir: string, now = new Date()): Promise<number> {
  const root = path.join(dataDir, 'uploads');
  let removed = 0;
  const owners = await readdir(root).catch(() => [] as string[]);
  for (const owner of owners) {
    const files = await readdir(path.join(root, owner)).catch(() => [] as string[]);
    for (const file of files.filter((f) => f.endsWith(PENDING_SUFFIX))) {
      const absolute = path.join(root, owner, file);
      const info = await stat(absolute).catch(() => null);
      if (!info || now.getTime() - info.mtimeMs < ABANDONED_UPLOAD_MS) continue;
      await rm(absolute, { force: true });
      removed += 1;
    }
  }
  return removed;
}
