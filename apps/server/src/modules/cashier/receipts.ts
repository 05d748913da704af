import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { AppError, validationFailed } from '../../http/errors.ts';

/** Receipts and dispute images: at most 5 MB, and only what the bytes say is JPEG, PNG or WebP. */
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;

const SIGNATURES: Array<{ ext: string; matches: (b: Buffer) => boolean }> = [
  { ext: 'jpg', matches: (b) => b.length > 3 && b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff },
  {
    ext: 'png',
    matches: (b) =>
      b.length > 8 && b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])),
  },
  {
    ext: 'webp',
    matches: (b) =>
      b.length > 12 && b.toString('ascii', 0, 4) === 'RIFF' && b.toString('ascii', 8, 12) === 'WEBP',
  },
];

/** The image type by content; the file name the player sent is never trusted. */
export function imageType(bytes: Buffer): string | undefined {
  return SIGNATURES.find((s) => s.matches(bytes))?.ext;
}

/**
 * Decodes a base64 image, checks it and stores it under DATA_DIR/uploads (outside the web root, private
 * file mode). Returns the stored path relative to the data folder.
 */
export async function storeImage(
  dataDir: string,
  field: string,
  base64: string,
  owner: bigint,
): Promise<string> {
  if (!/^[A-Za-z0-9+/]*={0,2}$/.test(base64) || base64.length === 0) {
    throw validationFailed([{ field, message: 'Validation.invalid_format' }]);
  }
  const bytes = Buffer.from(base64, 'base64');
  if (bytes.length > MAX_IMAGE_BYTES) throw new AppError(413, 'payload_too_large');
  const ext = imageType(bytes);
  if (!ext) throw validationFailed([{ field, message: 'Validation.invalid_format' }]);
  const relative = path.join('uploads', owner.toString(), `${randomBytes(12).toString('hex')}.${ext}`);
  const absolute = path.join(dataDir, relative);
  await mkdir(path.dirname(absolute), { recursive: true, mode: 0o700 });
  await writeFile(absolute, bytes, { mode: 0o600 });
  return relative;
}
