import { useTranslation } from '../../../i18n/index.ts';
import type { FiatMethod } from '../api/get-conditions.ts';

/**
 * A fiat method's name and label in the page's language. The operator names methods in English; kinds
 * with a generic name (a bank card, a gift card) have words in every language, brands (Skrill, BLIK) keep
 * the operator's name.
 */
export function useMethodText() {
  const { t } = useTranslation('wallet');
  return {
    name: (method: Pick<FiatMethod, 'method' | 'name'>) =>
      t(`method_names.${method.method}`, { defaultValue: method.name }),
    label: (method: Pick<FiatMethod, 'method' | 'label'>) =>
      t(`method_labels.${method.method}`, { defaultValue: method.label }),
  };
}
