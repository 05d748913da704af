import { isEmailBasedMethod } from './constants.ts';
import type { ExternalDetailsFields } from './external-fields.ts';
import {
  FULL_NAME_FIELDS,
  METHOD_REQUIRED_DETAILS,
  NAME_DETAIL_FIELD,
  NAME_OPTIONAL_METHODS,
} from './fiat-withdraw.ts';

export interface SellFormMethod {
  method: string;
  sell: { externalDetailsFields?: ExternalDetailsFields | null };
}

export interface SellFormFields {
  /** Detail inputs the form shows, required ones first; never a full-name field (those come from name). */
  required: string[];
  optional: string[];
  /** SPEC §5.5: the name field is required unless the method is the game-store entry or blik. */
  nameRequired: boolean;
  /** The name must be Latin (full_name_latin is required). */
  latinName: boolean;
}

const hidden = (field: string) =>
  field === NAME_DETAIL_FIELD || (FULL_NAME_FIELDS as readonly string[]).includes(field);

/**
 * SPEC §5.5: the detail fields of a fiat withdrawal form. The chosen subbank's fields win, else the method's
 * (when the conditions carry them); the per-method must-have (p2p card, account_number online banking
 * account, sbp phone) and the e-mail of e-mail-based methods (SPEC §9) are always required. Full-name
 * fields are removed and filled from name.
 */
export function sellFormFields(
  method: SellFormMethod,
  subbank?: { externalDetailsFields?: ExternalDetailsFields | null } | null,
): SellFormFields {
  const listed = subbank?.externalDetailsFields ?? method.sell.externalDetailsFields ?? null;
  const required = new Set<string>(listed?.required ?? []);
  const mustHave = Object.hasOwn(METHOD_REQUIRED_DETAILS, method.method)
    ? METHOD_REQUIRED_DETAILS[method.method]
    : undefined;
  if (mustHave) required.add(mustHave);
  if (isEmailBasedMethod(method.method)) required.add('email');
  const optional = (listed?.optional ?? []).filter((field) => !required.has(field));
  return {
    required: [...required].filter((field) => !hidden(field)),
    optional: optional.filter((field) => !hidden(field)),
    nameRequired: !(NAME_OPTIONAL_METHODS as readonly string[]).includes(method.method),
    latinName: required.has('full_name_latin'),
  };
}
