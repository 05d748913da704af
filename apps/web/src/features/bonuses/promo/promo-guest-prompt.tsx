import { Button } from '../../../components/ui/button.tsx';
import { useTranslation } from '../../../i18n/index.ts';
import { useSignIn } from '../../auth/index.ts';
import { CloseIcon, GiftIcon } from '../components/bonus-icons.tsx';

/**
 * A guest followed a `?promo=CODE` link: the code waits in its cookie and is activated once they sign in or
 * sign up. A small card, not a modal: the page they came to stays usable.
 */
export function PromoGuestPrompt({ code, onDismiss }: { code: string; onDismiss: () => void }) {
  const { t } = useTranslation('bonuses');
  const { openSignIn } = useSignIn();
  return (
    <section
      aria-labelledby="promo-guest-title"
      data-testid="promo-guest-prompt"
      className="fixed inset-x-3 bottom-[calc(4.75rem+env(safe-area-inset-bottom))] z-40 animate-slide-up rounded-card border border-gold/40 bg-surface/95 p-4 shadow-card backdrop-blur-md sm:left-auto sm:right-6 sm:w-96 md:bottom-6 md:right-24"
    >
      <div className="flex gap-3">
        <span
          aria-hidden="true"
          className="grid size-11 shrink-0 place-items-center rounded-full bg-gold/15 text-gold shadow-glow-gold"
        >
          <GiftIcon className="size-6" />
        </span>
        <div className="min-w-0 flex-1">
          <h2 id="promo-guest-title" className="font-extrabold">
            {t('promo.guest.title', { code })}
          </h2>
          <p className="mt-0.5 text-sm text-muted">{t('promo.guest.text')}</p>
        </div>
        <button
          type="button"
          onClick={onDismiss}
          aria-label={t('promo.guest.dismiss')}
          className="-mr-2 -mt-2 grid size-11 shrink-0 place-items-center rounded-lg text-muted transition hover:bg-raised hover:text-ink"
        >
          <CloseIcon className="size-5" />
        </button>
      </div>
      <div className="mt-3 flex justify-end gap-2">
        <Button size="sm" onClick={() => openSignIn('login')}>
          {t('promo.guest.signIn')}
        </Button>
        <Button size="sm" variant="primary" onClick={() => openSignIn('register')}>
          {t('promo.guest.register')}
        </Button>
      </div>
    </section>
  );
}
