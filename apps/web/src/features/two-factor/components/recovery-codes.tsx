import { useEffect, useId, useRef, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { downloadText, recoveryCodesText } from '../lib/recovery-file.ts';
import { useWords } from '../lib/words.ts';
import { CopyIcon, DownloadIcon } from './icons.tsx';

/** SPEC §9: copy feedback stays 3 s. */
const COPY_FEEDBACK_MS = 3000;

/**
 * The recovery codes, shown this once: copy, download as .txt, and "I saved them" before going on. Each
 * code stands in for the authenticator's code once (a lost phone).
 */
export function RecoveryCodes({
  codes,
  account,
  onDone,
}: {
  codes: string[];
  account: string | null;
  onDone: () => void;
}) {
  const { t, i18n } = useWords();
  const [copied, setCopied] = useState<'copied' | 'failed' | null>(null);
  const [saved, setSaved] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);
  const checkId = useId();

  // The step replaced the form the player was in: say where they are now.
  useEffect(() => heading.current?.focus(), []);
  useEffect(() => {
    if (copied !== 'copied') return;
    const timer = setTimeout(() => setCopied(null), COPY_FEEDBACK_MS);
    return () => clearTimeout(timer);
  }, [copied]);

  async function copy() {
    try {
      await navigator.clipboard.writeText(codes.join('\n'));
      setCopied('copied');
    } catch {
      setCopied('failed');
    }
  }

  function download() {
    const created = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'long', timeStyle: 'short' }).format(
      new Date(),
    );
    const text = recoveryCodesText(codes, {
      title: t('codes.fileTitle'),
      note: t('codes.fileNote'),
      account,
      created: t('codes.fileCreated', { date: created }),
    });
    downloadText(text, 'recovery-codes.txt');
  }

  return (
    <div className="flex flex-col gap-4" data-testid="recovery-codes">
      <div>
        <h3 ref={heading} tabIndex={-1} className="text-base font-bold text-ink outline-none">
          {t('codes.title')}
        </h3>
        <p className="mt-1 text-sm text-muted">{t('codes.text')}</p>
      </div>
      <ol
        aria-label={t('codes.listLabel')}
        className="grid grid-cols-1 gap-2 rounded-control border border-line bg-sunken p-3 font-mono text-sm min-[22rem]:grid-cols-2"
      >
        {codes.map((code) => (
          <li
            key={code}
            className="tabular select-all rounded-md bg-raised px-2 py-1.5 text-center tracking-wider text-ink"
          >
            {code}
          </li>
        ))}
      </ol>
      <div className="grid grid-cols-1 gap-2 min-[22rem]:grid-cols-2">
        <Button size="sm" onClick={() => void copy()}>
          <CopyIcon />
          {copied === 'copied' ? t('codes.copiedShort') : t('codes.copy')}
        </Button>
        <Button size="sm" onClick={download}>
          <DownloadIcon />
          {t('codes.download')}
        </Button>
      </div>
      <p role="status" className="min-h-4 text-xs text-muted empty:hidden">
        {copied === 'copied' ? t('codes.copied') : copied === 'failed' ? t('codes.copyFailed') : ''}
      </p>
      <div className="flex items-start gap-3 rounded-control border border-gold/40 bg-gold/10 p-3">
        <input
          id={checkId}
          type="checkbox"
          checked={saved}
          onChange={(event) => setSaved(event.target.checked)}
          className="mt-0.5 size-5 shrink-0 accent-accent"
        />
        <label htmlFor={checkId} className="text-sm font-semibold text-ink">
          {t('codes.confirm')}
        </label>
      </div>
      <Button variant="primary" disabled={!saved} onClick={onDone} data-testid="recovery-codes-done">
        {t('codes.done')}
      </Button>
    </div>
  );
}
