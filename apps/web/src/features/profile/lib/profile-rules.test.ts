import type { Viewer } from '@casino/shared';
import { describe, expect, it } from 'vitest';
import { profileCompleteness } from './completeness.ts';
import { isNameLocked, isRename } from './name-change.ts';
import { changedFields, validateProfileForm } from './profile-form.ts';

const empty = { firstName: null, lastName: null, gender: null, dateOfBirth: null } as const;

describe('profileCompleteness (SPEC §5.6)', () => {
  it('is complete only with first name, last name, gender and birth date', () => {
    expect(profileCompleteness(empty)).toMatchObject({ complete: false, percent: 0, total: 4 });
    const three = { ...empty, firstName: 'Ann', lastName: 'Lee', gender: 'female' as const };
    expect(profileCompleteness(three)).toMatchObject({
      complete: false,
      percent: 75,
      missing: ['dateOfBirth'],
    });
    expect(profileCompleteness({ ...three, dateOfBirth: '1990-04-02' })).toMatchObject({
      complete: true,
      percent: 100,
      missing: [],
    });
  });

  it('does not count blank names as present', () => {
    const blank = { firstName: '  ', lastName: 'Lee', gender: 'male' as const, dateOfBirth: '1990-04-02' };
    expect(profileCompleteness(blank)).toMatchObject({ complete: false, missing: ['firstName'] });
  });
});

describe('the once-only name change', () => {
  const named = { firstName: 'Ann', lastName: 'Lee', isNameChangeAvailable: true };

  it('filling an empty name is not a rename', () => {
    expect(
      isRename({ firstName: null, lastName: null, isNameChangeAvailable: true }, { firstName: 'Ann' }),
    ).toBe(false);
    expect(isRename({ ...named, lastName: null }, { lastName: 'Lee' })).toBe(false);
  });

  it('changing a saved name is a rename; the same name is not', () => {
    expect(isRename(named, { firstName: 'Anna' })).toBe(true);
    expect(isRename(named, { lastName: 'Li' })).toBe(true);
    expect(isRename(named, { firstName: 'Ann', lastName: 'Lee' })).toBe(false);
  });

  it('locks saved names once the change is spent, but not empty ones', () => {
    expect(isNameLocked(named, 'firstName')).toBe(false);
    const spent = { ...named, lastName: null, isNameChangeAvailable: false };
    expect(isNameLocked(spent, 'firstName')).toBe(true);
    expect(isNameLocked(spent, 'lastName')).toBe(false);
  });
});

describe('validateProfileForm', () => {
  const now = () => new Date('2026-06-01T12:00:00Z');
  const viewer = { ...empty, isNameChangeAvailable: true } as unknown as Viewer;

  it('leaves empty fields out and checks the rest with the shared rules', () => {
    const result = validateProfileForm(
      viewer,
      { firstName: ' Ann ', lastName: '', gender: '', dateOfBirth: '2000-01-31' },
      now,
    );
    expect(result.errors).toEqual({});
    expect(result.output).toEqual({ firstName: 'Ann', dateOfBirth: '2000-01-31' });
  });

  it('says why a field is refused', () => {
    const result = validateProfileForm(
      viewer,
      { firstName: 'R2-D2', lastName: '', gender: '', dateOfBirth: '2010-01-01' },
      now,
    );
    expect(result.errors).toEqual({
      firstName: 'Validation.invalid_format',
      dateOfBirth: 'profile:errors.underage',
    });
  });

  it('does not let a saved field be emptied', () => {
    const saved = { ...viewer, firstName: 'Ann', gender: 'female' } as Viewer;
    const result = validateProfileForm(
      saved,
      { firstName: '', lastName: '', gender: '', dateOfBirth: '' },
      now,
    );
    expect(result.errors).toEqual({ firstName: 'Validation.required', gender: 'Validation.required' });
  });

  it('sends only what changed', () => {
    const saved = { ...viewer, firstName: 'Ann', gender: 'female' } as Viewer;
    expect(changedFields(saved, { firstName: 'Ann', gender: 'male', lastName: 'Lee' })).toEqual({
      gender: 'male',
      lastName: 'Lee',
    });
  });
});
