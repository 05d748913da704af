import { useState } from 'react';
import { Button } from '../../components/ui/button.tsx';
import { useTranslation } from '../../i18n/index.ts';
import { recoveryCodesFile, saveBlob } from '../lib/download.ts';

/**
 * The recovery codes, shown once: copy, download as a text file, and "I saved them" to go on. Each code
 * signs in once in place of the authenticator's code (a lost phone).
 */
export function RecoveryCodes({
  codes,
  account,
  onDone,
}: {
  codes: string[];
  account: string;
  onDone: () => void;
}) {
  const { t } = useTranslation('backoffice');
  const [copied, setCopied] = useState<boolean | null>(null);
  const text = recoveryCodesFile(codes, account, new Date());

  async function copy() {
    try {
      await navigator.clipboard.writeText(codes.join('\n'));
      setCopied(true);
    } catch {
      setCopied(false);
    }
  }

  return (
    <div className="flex flex-col gap-4" data-testid="recovery-codes">
      <p className="text-sm text-muted">{t('twoFactor.codesText')}</p>
      <ol className="grid grid-cols-1 gap-2 rounded-xl border border-line bg-sunken p-3 font-mono text-sm min-[400px]:grid-cols-2">
        {codes.map((code) => (
          <li
            key={code}
            className="tabular rounded-md bg-raised px-2 py-1 text-center tracking-wider text-ink"
          >
            {code}
          </li>
        ))}
      </ol>
      <div className="flex flex-wrap gap-2">
        <Button size="sm" onClick={() => void copy()}>
          {copied ? t('twoFactor.copied') : t('twoFactor.copy')}
        </Button>
        <Button
          size="sm"
          onClick={() => saveBlob(new Blob([text], { type: 'text/plain' }), 'backoffice-recovery-codes.txt')}
        >
          {t('twoFactor.download')}
        </Button>
      </div>
      <p role="status" className="min-h-5 text-xs text-muted">
        {copied === true ? t('twoFactor.copiedText') : copied === false ? t('twoFactor.copyFailed') : ''}
      </p>
      <Button variant="primary" onClick={onDone} data-testid="recovery-codes-saved">
        {t('twoFactor.saved')}
      </Button>
    </div>
  );
}
