import { useCallback } from 'react';
import { useTranslation } from '../../../../i18n/index.ts';
import { trimZeros } from './format.ts';

export interface MessageWithParams {
  message: string;
  params?: Record<string, unknown>;
}

/**
 * SPEC §5 validation keys (`Validation.minimum_amount` with amount and currency, ...) as text. The keys live
 * in the `wallet-withdraw` namespace, which every view of the withdraw, history, dispute and crypto
 * folders reads them from.
 */
export function useValidationText(): (error: MessageWithParams | null | undefined) => string | null {
  const { t } = useTranslation('wallet-withdraw');
  return useCallback(
    (error) => {
      if (!error) return null;
      const params = { ...error.params };
      // Bounds come as the currency's full precision ("150.000000000"); show them as people write them.
      if (typeof params.amount === 'string') params.amount = trimZeros(params.amount);
      return t(error.message, { ...params, defaultValue: t('Validation.invalid_format') });
    },
    [t],
  );
}

/** The first error of a field, if any. */
export const errorOf = <E extends { field: string }>(errors: readonly E[], field: string): E | undefined =>
  errors.find((error) => error.field === field);
