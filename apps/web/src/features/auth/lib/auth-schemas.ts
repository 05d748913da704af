import { loginRequestSchema, registerRequestSchema } from '@casino/shared';
import { LOCALES } from '../../../i18n/index.ts';

/** The forms validate with the very schemas the server parses the requests with (SPEC §5 message keys). */
export const authSchemas = {
  login: loginRequestSchema,
  register: registerRequestSchema({ languages: LOCALES, currencies: ['USD'] }).pick({
    email: true,
    password: true,
  }),
};

export interface AuthFormValues {
  email: string;
  password: string;
}
