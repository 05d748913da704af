import { useTranslation } from '../../../i18n/index.ts';
import { cn } from '../../../lib/cn.ts';
import { playSound, setSoundOn, useSoundOn } from '../lib/sound.ts';

/** Sound on/off (off by default, remembered in this browser). */
export function SoundToggle({ className }: { className?: string }) {
  const { t } = useTranslation('games');
  const on = useSoundOn();
  return (
    <button
      type="button"
      aria-pressed={on}
      aria-label={t('sound.label')}
      title={on ? t('sound.on') : t('sound.off')}
      onClick={() => {
        setSoundOn(!on);
        if (!on) playSound('click');
      }}
      className={cn(
        'grid size-10 touch:size-11 place-items-center rounded-control border transition',
        on
          ? 'border-accent/60 bg-accent/15 text-accent-strong'
          : 'border-line bg-sunken text-faint hover:text-ink',
        className,
      )}
    >
      <svg viewBox="0 0 24 24" className="size-5" aria-hidden="true">
        <path d="M4 9h4l5-4v14l-5-4H4z" fill="currentColor" />
        {on ? (
          <path
            d="M16 9a4 4 0 0 1 0 6M18.5 6.5a7.5 7.5 0 0 1 0 11"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinecap="round"
          />
        ) : (
          <path d="M16 9l5 6M21 9l-5 6" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        )}
      </svg>
    </button>
  );
}
