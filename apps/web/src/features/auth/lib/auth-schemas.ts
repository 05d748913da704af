import { ACCOUNT_CURRENCIES, loginRequestSchema, registerRequestSchema } from '@casino/shared';
import { LOCALES } from '../../../i18n/index.ts';

/** The forms validate with the very schemas the server parses the requests with (SPEC §5 message keys). */
export const authSchemas = {
  login: loginRequestSchema,
  register: registerRequestSchema({ languages: LOCALES, currencies: ACCOUNT_CURRENCIES }).pick({
    email: true,
    password: true,
    currency: true,
  }),
};

export interface AuthFormValues {
  email: string;
  password: string;
  /** Registration only: the account currency. */
  currency?: string;
}
