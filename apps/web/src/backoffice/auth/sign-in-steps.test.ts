import { describe, expect, it } from 'vitest';
import {
  initialSignIn,
  looksLikeCode,
  normalizeCode,
  type SignInState,
  signInReducer,
} from './sign-in-steps.ts';

const credentials = { email: 'ops@example.com', password: 'correct horse battery' };
const refused = (status: number, detail: string, params?: Record<string, unknown>) =>
  ({ type: 'refused', ...credentials, status, detail, ...(params ? { params } : {}) }) as const;

describe('sign-in steps', () => {
  it('asks for the code when the server says two_factor_required, keeping the credentials', () => {
    const next = signInReducer(initialSignIn(), refused(401, 'two_factor_required'));
    expect(next).toEqual({ step: 'code', ...credentials, problem: null });
  });

  it('says the code is needed when the code step sends none', () => {
    const atCode: SignInState = { step: 'code', ...credentials, problem: null };
    expect(signInReducer(atCode, refused(401, 'two_factor_required'))).toMatchObject({
      step: 'code',
      problem: { kind: 'two_factor_required' },
    });
  });

  it('stays on the code step with a wrong or used code', () => {
    const atCode: SignInState = { step: 'code', ...credentials, problem: null };
    expect(signInReducer(atCode, refused(401, 'two_factor_invalid'))).toEqual({
      step: 'code',
      ...credentials,
      problem: { kind: 'two_factor_invalid' },
    });
  });

  it('goes back to the password on invalid_credentials, from either step, keeping the e-mail', () => {
    const fromStart = signInReducer(initialSignIn(), refused(401, 'invalid_credentials'));
    expect(fromStart).toEqual({
      step: 'credentials',
      email: credentials.email,
      problem: { kind: 'invalid_credentials' },
    });
    const atCode: SignInState = { step: 'code', ...credentials, problem: null };
    expect(signInReducer(atCode, refused(401, 'invalid_credentials')).step).toBe('credentials');
  });

  it('reads retry_after of a 429 and stays where it was', () => {
    const atCode: SignInState = { step: 'code', ...credentials, problem: null };
    expect(signInReducer(atCode, refused(429, 'too_many_requests', { retry_after: 42 }))).toMatchObject({
      step: 'code',
      problem: { kind: 'too_many_requests', retryAfter: 42 },
    });
    expect(signInReducer(initialSignIn(), refused(429, 'too_many_requests'))).toMatchObject({
      step: 'credentials',
      problem: { kind: 'too_many_requests', retryAfter: null },
    });
  });

  it('names an unreachable server and any other refusal', () => {
    expect(signInReducer(initialSignIn(), { type: 'unreachable' }).step).toBe('credentials');
    expect(signInReducer(initialSignIn(), { type: 'unreachable' })).toMatchObject({
      problem: { kind: 'network' },
    });
    expect(signInReducer(initialSignIn(), refused(500, 'internal_error'))).toMatchObject({
      problem: { kind: 'generic' },
    });
  });

  it('back from the code step forgets the password', () => {
    const atCode: SignInState = { step: 'code', ...credentials, problem: { kind: 'two_factor_invalid' } };
    expect(signInReducer(atCode, { type: 'back' })).toEqual({
      step: 'credentials',
      email: credentials.email,
      problem: null,
    });
  });

  it('ends signed in, and stays there', () => {
    const done = signInReducer(initialSignIn(), { type: 'signed-in', token: 't-1' });
    expect(done).toEqual({ step: 'signed-in', token: 't-1' });
    expect(signInReducer(done, refused(401, 'invalid_credentials'))).toBe(done);
  });
});

describe('codes as typed', () => {
  it('drops the spaces of a six-digit code and keeps a recovery code as typed', () => {
    expect(normalizeCode(' 123 456 ')).toBe('123456');
    expect(normalizeCode('abcde-fghij ')).toBe('abcde-fghij');
    expect(normalizeCode('12345')).toBe('12345');
  });

  it('knows a code from a typo', () => {
    expect(looksLikeCode('123 456')).toBe(true);
    expect(looksLikeCode('ABCDE-FGH2J')).toBe(true);
    expect(looksLikeCode('abcdefgh2j')).toBe(true);
    expect(looksLikeCode('12345')).toBe(false);
    expect(looksLikeCode('1234567')).toBe(false);
  });
});
