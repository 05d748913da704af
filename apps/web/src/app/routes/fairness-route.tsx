import { useEffect } from 'react';
import { FairnessVerifier } from '../../features/fairness/index.ts';
import { useTranslation } from '../../i18n/index.ts';

/** /{locale}/fairness — anyone verifies a result in the browser. */
export function FairnessRoute() {
  const { t } = useTranslation(['fairness', 'common']);
  useEffect(() => {
    document.title = `${t('fairness:title')} · ${t('common:brand')}`;
  }, [t]);
  return <FairnessVerifier />;
}
