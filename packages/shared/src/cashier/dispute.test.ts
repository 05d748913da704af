import { describe, expect, it } from 'vitest';
import { type DisputeFormInput, disputeShowsAmount, validateDisputeForm } from './dispute.ts';

const valid: DisputeFormInput = {
  name: 'Ivan Petrov',
  acceptOption: 'REPAY',
  file: { type: 'image/png', size: 1024 },
  amount: '',
  comment: '',
};

const fields = (input: DisputeFormInput) => validateDisputeForm(input).map((e) => `${e.field}:${e.message}`);

describe('dispute form (SPEC §5.3)', () => {
  it('accepts name, option and an image', () => {
    expect(validateDisputeForm(valid)).toEqual([]);
  });

  it('requires name, acceptOption and file', () => {
    expect(fields({ ...valid, name: '  ', acceptOption: null, file: null })).toEqual([
      'name:Validation.required',
      'acceptOption:Validation.required',
      'file:Validation.required',
    ]);
  });

  it('takes images only, up to 5 MB', () => {
    expect(fields({ ...valid, file: { type: 'application/pdf', size: 10 } })).toEqual([
      'file:Validation.invalid_format',
    ]);
    expect(fields({ ...valid, file: { type: 'image/jpeg', size: 5 * 1024 * 1024 + 1 } })).toEqual([
      'file:Validation.invalid_format',
    ]);
  });

  it('shows and checks the amount only for CHANGE_INVOICE', () => {
    expect(disputeShowsAmount('CHANGE_INVOICE')).toBe(true);
    expect(disputeShowsAmount('REPAY')).toBe(false);
    expect(fields({ ...valid, acceptOption: 'CHANGE_INVOICE', amount: 'abc' })).toEqual([
      'amount:Validation.invalid_amount',
    ]);
    expect(fields({ ...valid, acceptOption: 'CHANGE_INVOICE', amount: '1500.50' })).toEqual([]);
    expect(fields({ ...valid, acceptOption: 'CHANGE_INVOICE', amount: '' })).toEqual([]);
    // A stale amount does not matter once REPAY is chosen.
    expect(fields({ ...valid, acceptOption: 'REPAY', amount: 'abc' })).toEqual([]);
  });

  it('keeps the comment optional but bounded', () => {
    expect(fields({ ...valid, comment: 'x'.repeat(2001) })).toEqual(['comment:Validation.invalid_format']);
  });
});
