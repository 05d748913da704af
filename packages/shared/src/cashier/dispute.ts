import type { FieldError } from '../errors/codes.ts';
import { parseAmount } from './amount.ts';
import { DISPUTE_ACCEPT_OPTIONS, type DisputeAcceptOption } from './constants.ts';
import { FIAT_PRECISION } from './fiat-order.ts';
import { DISPUTE_TEXT_MAX, IMAGE_MAX_BYTES, PERSON_NAME_MAX } from './schemas.ts';

/** SPEC §4.3: the amount field belongs to CHANGE_INVOICE only. */
export const disputeShowsAmount = (option: string | null | undefined): boolean => option === 'CHANGE_INVOICE';

export const isDisputeAcceptOption = (value: unknown): value is DisputeAcceptOption =>
  typeof value === 'string' && (DISPUTE_ACCEPT_OPTIONS as readonly string[]).includes(value);

export interface DisputeFormInput {
  name: string;
  acceptOption: string | null;
  /** The chosen file's type and size, or null when none is chosen. */
  file: { type: string; size: number } | null;
  amount: string;
  comment: string;
}

/**
 * SPEC §5.3 dispute form: name, acceptOption and file required (images only, at most 5 MB); amount only for
 * CHANGE_INVOICE and optional there, but a positive decimal when given; comment optional.
 */
export function validateDisputeForm(input: DisputeFormInput): FieldError[] {
  const errors: FieldError[] = [];
  const name = input.name.trim();
  if (name === '') errors.push({ field: 'name', message: 'Validation.required' });
  else if (name.length > PERSON_NAME_MAX)
    errors.push({ field: 'name', message: 'Validation.invalid_format' });

  if (!isDisputeAcceptOption(input.acceptOption)) {
    errors.push({ field: 'acceptOption', message: 'Validation.required' });
  }

  if (!input.file) errors.push({ field: 'file', message: 'Validation.required' });
  else if (
    !input.file.type.startsWith('image/') ||
    input.file.size <= 0 ||
    input.file.size > IMAGE_MAX_BYTES
  ) {
    errors.push({ field: 'file', message: 'Validation.invalid_format' });
  }

  if (disputeShowsAmount(input.acceptOption) && input.amount.trim() !== '') {
    const amount = parseAmount(input.amount, FIAT_PRECISION);
    if (amount === null || amount <= 0n)
      errors.push({ field: 'amount', message: 'Validation.invalid_amount' });
  }

  if (input.comment.trim().length > DISPUTE_TEXT_MAX) {
    errors.push({ field: 'comment', message: 'Validation.invalid_format' });
  }
  return errors;
}
