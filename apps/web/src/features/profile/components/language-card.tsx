import { useLocation, useNavigate } from 'react-router';
import { toast } from 'sonner';
import { Card } from '../../../components/ui/card.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { isLocale, LOCALES, type Locale, useTranslation } from '../../../i18n/index.ts';
import { cn } from '../../../lib/cn.ts';
import { saveLocale, withLocale } from '../../../lib/locale.ts';
import { useUpdateProfile } from '../api/update-profile.ts';
import { CheckIcon } from './profile-icons.tsx';

/** A language's own name for itself ("English", "Русский", "Українська"). */
export function nativeLanguageName(code: string): string {
  try {
    const name = new Intl.DisplayNames([code], { type: 'language' }).of(code) ?? code;
    return name.charAt(0).toLocaleUpperCase(code) + name.slice(1);
  } catch {
    return code.toUpperCase();
  }
}

/**
 * The site language (SPEC §4.8): saved to the account with PATCH /me, then the locale in the path is
 * replaced, which switches the interface.
 */
export function LanguageCard() {
  const { t, i18n } = useTranslation('profile');
  const navigate = useNavigate();
  const location = useLocation();
  const update = useUpdateProfile();
  const current: Locale = isLocale(i18n.language) ? i18n.language : 'en';
  const pending = update.isPending ? update.variables?.language : undefined;

  async function choose(next: Locale) {
    if (next === current || update.isPending) return;
    try {
      await update.mutateAsync({ language: next });
    } catch {
      toast.error(t('language.error'));
      return;
    }
    saveLocale(next);
    toast.success(i18n.getFixedT(next, 'profile')('language.saved'));
    await navigate(`${withLocale(location.pathname, next)}${location.search}${location.hash}`);
  }

  return (
    <Card aria-labelledby="profile-language-title">
      <h2 id="profile-language-title" className="text-base font-bold">
        {t('language.title')}
      </h2>
      <p className="mt-1 text-xs text-muted">{t('language.text')}</p>
      <fieldset className="mt-4 flex flex-col gap-2" disabled={update.isPending}>
        <legend className="sr-only">{t('language.title')}</legend>
        {LOCALES.map((code) => {
          const checked = code === current;
          return (
            <label key={code} className="relative block cursor-pointer">
              <input
                type="radio"
                name="profile-language"
                value={code}
                checked={checked}
                onChange={() => void choose(code)}
                className="peer sr-only"
              />
              <span
                className={cn(
                  'flex min-h-12 items-center gap-3 rounded-control border px-3 transition peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-neon',
                  checked
                    ? 'border-accent/70 bg-accent/15 text-ink'
                    : 'border-line bg-sunken/60 text-muted hover:border-line-strong hover:text-ink',
                )}
              >
                <span
                  aria-hidden="true"
                  className={cn(
                    'grid size-8 shrink-0 place-items-center rounded-full text-[11px] font-black uppercase',
                    checked ? 'bg-accent text-white' : 'bg-raised text-muted',
                  )}
                >
                  {code}
                </span>
                <span lang={code} className="flex-1 text-sm font-bold">
                  {nativeLanguageName(code)}
                </span>
                {pending === code ? (
                  <Spinner className="text-muted" />
                ) : (
                  checked && <CheckIcon className="size-5 text-accent-strong" />
                )}
              </span>
            </label>
          );
        })}
      </fieldset>
    </Card>
  );
}
