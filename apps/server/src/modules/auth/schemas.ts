import {
  authResponseSchema,
  changePasswordRequestSchema,
  loginRequestSchema,
  patchMeRequestSchema,
  registerRequestSchema,
  telegramAuthRequestSchema,
  viewerSchema,
} from '@casino/shared';
import { FIAT_CURRENCY_CODES, SUPPORTED_LANGUAGE_CODES } from '../../db/reference-data.ts';

/** The shared request schemas bound to this server's reference data and clock. */
export function authSchemas(clock: () => Date) {
  return {
    register: registerRequestSchema({ languages: SUPPORTED_LANGUAGE_CODES, currencies: FIAT_CURRENCY_CODES }),
    login: loginRequestSchema,
    changePassword: changePasswordRequestSchema,
    telegram: telegramAuthRequestSchema,
    patchMe: patchMeRequestSchema({ languages: SUPPORTED_LANGUAGE_CODES, now: clock }),
    authResponse: authResponseSchema,
    viewer: viewerSchema,
  };
}
