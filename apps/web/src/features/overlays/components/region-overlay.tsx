import { useId } from 'react';
import { useTranslation } from '../../../i18n/index.ts';
import { GlobeLockIcon, RefreshIcon } from '../../shell/index.ts';
import { Emblem, OverlayPanel } from './frame.tsx';

/** The country's name in the page's language ("DE" → "Germany" / "Германия"), else the code itself. */
export function countryName(code: string, language: string): string {
  if (!/^[A-Za-z]{2}$/.test(code)) return code;
  try {
    return new Intl.DisplayNames([language], { type: 'region' }).of(code.toUpperCase()) ?? code;
  } catch {
    return code;
  }
}

/** SPEC §8: the casino is not available in the player's country: the country, the IP and a retry. */
export function RegionOverlay({ country, ip }: { country: string; ip: string }) {
  const { t, i18n } = useTranslation('overlays');
  const title = useId();
  const text = useId();
  return (
    <OverlayPanel labelledBy={title} describedBy={text} testId="region-overlay">
      <Emblem tone="gold">
        <GlobeLockIcon className="size-11" />
      </Emblem>
      <h2 id={title} className="text-2xl font-black">
        {t('region.title')}
      </h2>
      <p id={text} className="text-muted">
        {country
          ? t('region.text', { country: countryName(country, i18n.language) })
          : t('region.textUnknown')}
      </p>
      <dl className="grid w-full grid-cols-2 gap-2 text-left">
        <div className="rounded-control border border-line bg-sunken px-3 py-2">
          <dt className="text-[0.7rem] font-bold uppercase tracking-[0.14em] text-faint">
            {t('region.country')}
          </dt>
          <dd className="font-bold" data-testid="region-country">
            {country || '—'}
          </dd>
        </div>
        <div className="rounded-control border border-line bg-sunken px-3 py-2">
          <dt className="text-[0.7rem] font-bold uppercase tracking-[0.14em] text-faint">{t('region.ip')}</dt>
          <dd className="tabular truncate font-mono text-sm font-bold" data-testid="region-ip">
            {ip || '—'}
          </dd>
        </div>
      </dl>
      <p className="text-xs text-faint">{t('region.hint')}</p>
      <button
        type="button"
        onClick={() => window.location.reload()}
        className="inline-flex min-h-11 w-full items-center justify-center gap-2 rounded-control bg-accent px-6 font-bold text-white shadow-glow hover:bg-accent-hover"
      >
        <RefreshIcon className="size-5" />
        {t('region.retry')}
      </button>
    </OverlayPanel>
  );
}
