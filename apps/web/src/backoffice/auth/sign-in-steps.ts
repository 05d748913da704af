/**
 * The sign-in's steps as a pure reducer: e-mail and password first; when the server answers 401
 * two_factor_required, the same credentials again with the authenticator's code (or a recovery code).
 * The page keeps the password only in this state, for the second request, never in storage.
 */

export type SignInProblem =
  | { kind: 'invalid_credentials' }
  | { kind: 'two_factor_required' }
  | { kind: 'two_factor_invalid' }
  | { kind: 'too_many_requests'; retryAfter: number | null }
  | { kind: 'network' }
  | { kind: 'generic' };

export type SignInState =
  | { step: 'credentials'; email: string; problem: SignInProblem | null }
  | { step: 'code'; email: string; password: string; problem: SignInProblem | null }
  | { step: 'signed-in'; token: string };

export type SignInEvent =
  /** The server's refusal of a login request: status and `detail` code, and `params` of the envelope. */
  | {
      type: 'refused';
      email: string;
      password: string;
      status: number;
      detail: string;
      params?: Record<string, unknown>;
    }
  | { type: 'unreachable' }
  | { type: 'signed-in'; token: string }
  /** Back from the code step to the password (another account, a mistyped password). */
  | { type: 'back' };

export const initialSignIn = (email = ''): SignInState => ({ step: 'credentials', email, problem: null });

function retryAfterOf(params: Record<string, unknown> | undefined): number | null {
  const value = params?.retry_after;
  return typeof value === 'number' && Number.isFinite(value) && value > 0 ? Math.ceil(value) : null;
}

function problemOf(status: number, detail: string, params?: Record<string, unknown>): SignInProblem {
  if (status === 429 || detail === 'too_many_requests')
    return { kind: 'too_many_requests', retryAfter: retryAfterOf(params) };
  if (detail === 'invalid_credentials' || detail === 'two_factor_invalid' || detail === 'two_factor_required')
    return { kind: detail };
  return { kind: 'generic' };
}

export function signInReducer(state: SignInState, event: SignInEvent): SignInState {
  if (state.step === 'signed-in') return state;
  switch (event.type) {
    case 'signed-in':
      return { step: 'signed-in', token: event.token };
    case 'back':
      return initialSignIn(state.email);
    case 'unreachable':
      return { ...state, problem: { kind: 'network' } };
    case 'refused': {
      const problem = problemOf(event.status, event.detail, event.params);
      if (problem.kind === 'two_factor_required')
        // From the password step this is the next step, not a mistake; on the code step, an empty code.
        return {
          step: 'code',
          email: event.email,
          password: event.password,
          problem: state.step === 'code' ? problem : null,
        };
      // A wrong password is only known with the password step in front of the operator again.
      if (problem.kind === 'invalid_credentials') return { step: 'credentials', email: event.email, problem };
      return { ...state, problem };
    }
  }
}

/**
 * What to send as `code`: the six digits of an authenticator typed with spaces ("123 456") without them
 * (the server wants exactly six digits), anything else (a recovery code, "abcde-fghij") as typed.
 */
export function normalizeCode(typed: string): string {
  const digits = typed.replace(/\s+/g, '');
  return /^\d{6}$/.test(digits) ? digits : typed.trim();
}

/** A six-digit code or a recovery code (ten letters and digits, with or without the dash). */
export function looksLikeCode(typed: string): boolean {
  const code = normalizeCode(typed);
  return /^\d{6}$/.test(code) || /^[a-z2-7]{5}-?[a-z2-7]{5}$/i.test(code);
}
