import type { OneTimeCodeLabels } from '../../../components/ui/one-time-code-field.tsx';
import { useWords } from '../lib/words.ts';

/** The code field's words in this feature's namespace. */
export function useCodeLabels(): OneTimeCodeLabels {
  const { t } = useWords();
  return {
    app: t('code.app'),
    recovery: t('code.recovery'),
    useRecovery: t('code.useRecovery'),
    useApp: t('code.useApp'),
  };
}
