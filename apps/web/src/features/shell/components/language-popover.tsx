import { useState } from 'react';
import { useTranslation } from '../../../i18n/index.ts';
import { useLocale } from '../lib/use-locale.ts';
import { Flag } from './flag.tsx';
import { ChevronIcon } from './icons.tsx';
import { LanguageList, useLanguageOptions } from './language-list.tsx';
import { Popover, PopoverContent, PopoverTrigger } from './popover.tsx';

/** SPEC §2.2: the header's language popover, flags from GET /api/v1/languages?mode=1. */
export function LanguagePopover() {
  const { t } = useTranslation('shell');
  const [open, setOpen] = useState(false);
  const locale = useLocale();
  const current = useLanguageOptions().find((language) => language.code === locale);
  return (
    <Popover open={open} onOpenChange={setOpen}>
      <PopoverTrigger
        aria-label={t('language.button', { language: current?.title ?? locale })}
        className="flex h-10 items-center gap-2 touch:h-11 rounded-control border border-line bg-sunken px-2.5 text-sm font-bold uppercase text-muted transition hover:border-line-strong hover:text-ink data-[state=open]:border-accent data-[state=open]:text-ink"
      >
        {current && <Flag src={current.icon} className="h-4 w-5" />}
        <span>{locale}</span>
        <ChevronIcon className="size-3.5" />
      </PopoverTrigger>
      <PopoverContent label={t('language.label')} className="w-60">
        <p className="px-3 pb-1 pt-1.5 text-[0.7rem] font-bold uppercase tracking-[0.14em] text-faint">
          {t('language.label')}
        </p>
        <LanguageList onPick={() => setOpen(false)} />
      </PopoverContent>
    </Popover>
  );
}
