import { useTranslation } from '../../../i18n/index.ts';
import { toast } from '../../../lib/toast.ts';

/** SPEC §9: the promo-code copy toast shows for 2 s. */
export const PROMO_COPY_TOAST_MS = 2000;

/** The won promo code with a copy button (SPEC §2.3 promo-code copy chip). */
export function PromoChip({ code }: { code: string }) {
  const { t } = useTranslation(['wheel', 'wheel-player']);
  async function copy() {
    try {
      await navigator.clipboard.writeText(code);
      toast.success(t('wheel-player:copied', { code }), { duration: PROMO_COPY_TOAST_MS });
    } catch {
      toast.error(t('wheel-player:copyFailed'), { duration: PROMO_COPY_TOAST_MS });
    }
  }
  return (
    <button
      type="button"
      onClick={copy}
      aria-label={t('wheel-player:copy', { code })}
      className="group inline-flex min-h-11 items-center gap-3 rounded-full border border-dashed border-gold/70 bg-gold/10 py-1.5 pr-2 pl-5 font-mono text-lg font-black tracking-[0.2em] text-gold-strong transition hover:bg-gold/20 focus-visible:outline-2 focus-visible:outline-gold"
    >
      <span>{code}</span>
      <span
        aria-hidden="true"
        className="grid size-8 place-items-center rounded-full bg-gold text-deep transition group-hover:brightness-110"
      >
        <svg
          viewBox="0 0 24 24"
          className="size-4"
          fill="none"
          stroke="currentColor"
          strokeWidth="2.2"
          aria-hidden="true"
        >
          <rect x="8" y="8" width="12" height="12" rx="2.5" />
          <path d="M16 8V6a2 2 0 0 0-2-2H6a2 2 0 0 0-2 2v8a2 2 0 0 0 2 2h2" />
        </svg>
      </span>
    </button>
  );
}
