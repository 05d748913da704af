import { isEmailBasedMethod } from '@casino/shared';

export interface DepositFields {
  required: string[];
  optional: string[];
}

/**
 * The detail fields a deposit asks for. SPEC §9 e-mail based methods (revolut, wise, skrill, ...) need the
 * e-mail: listed as optional, it becomes required. A field the method does not list is never added (the
 * server refuses fields it did not ask for).
 */
export function depositFields(
  method: string,
  fields: { required: readonly string[]; optional: readonly string[] },
): DepositFields {
  const required = [...fields.required];
  let optional = fields.optional.filter((field) => !required.includes(field));
  if (isEmailBasedMethod(method) && optional.includes('email')) {
    required.push('email');
    optional = optional.filter((field) => field !== 'email');
  }
  return { required, optional };
}

export const hasDepositFields = (fields: DepositFields) =>
  fields.required.length + fields.optional.length > 0;
