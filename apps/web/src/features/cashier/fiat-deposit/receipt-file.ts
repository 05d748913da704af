import { IMAGE_MAX_BYTES } from '@casino/shared';
import { RECEIPT_TYPES } from '../components/receipt-input.tsx';

/** SPEC §5.3: images only; the server takes JPEG, PNG or WebP up to 5 MB. */
export const RECEIPT_MAX_BYTES = IMAGE_MAX_BYTES;

export function receiptFileError(
  file: File | null,
): 'Validation.required' | 'Validation.invalid_format' | 'fiat.receipt_too_large' | null {
  if (!file) return 'Validation.required';
  if (!file.type.startsWith('image/')) return 'Validation.invalid_format';
  if (!(RECEIPT_TYPES as readonly string[]).includes(file.type)) return 'Validation.invalid_format';
  if (file.size > RECEIPT_MAX_BYTES) return 'fiat.receipt_too_large';
  return null;
}
