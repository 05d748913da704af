import { useEffect, useRef } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { useTranslation } from '../../../i18n/index.ts';
import { useSignIn, useViewer } from '../../auth/index.ts';
import { useBonuses } from '../api/get-bonuses.ts';
import { groupBonuses } from '../lib/bonus-rules.ts';
import { PromoCodeForm } from '../promo/promo-code-form.tsx';
import { ActiveBonusCard, OfferCard, PastBonusRow } from './bonus-cards.tsx';
import { GiftIcon } from './bonus-icons.tsx';
import { LoyaltySettings } from './loyalty-settings.tsx';
import { Breadcrumb, PageSection, StateNotice } from './page-parts.tsx';
import { useBonusActions } from './use-bonus-actions.ts';
import { WelcomeStepCard } from './welcome-step-card.tsx';

function BonusesSkeleton() {
  const { t } = useTranslation('bonuses');
  return (
    <div aria-busy="true" className="flex flex-col gap-6" data-testid="bonuses-skeleton">
      <span role="status" className="sr-only">
        {t('page.loading')}
      </span>
      <div aria-hidden="true" className="h-44 animate-pulse rounded-card bg-raised/70" />
      <div aria-hidden="true" className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
        {[1, 2, 3, 4].map((key) => (
          <div key={key} className="h-80 animate-pulse rounded-card bg-raised/60" />
        ))}
      </div>
      <div aria-hidden="true" className="grid gap-4 md:grid-cols-2">
        <div className="h-64 animate-pulse rounded-card bg-raised/60" />
        <div className="h-64 animate-pulse rounded-card bg-raised/60" />
      </div>
    </div>
  );
}

function Hero({ isGuest }: { isGuest: boolean }) {
  const { t } = useTranslation('bonuses');
  const { openSignIn } = useSignIn();
  return (
    <header className="relative overflow-hidden rounded-card border border-accent/30 bg-gradient-to-br from-accent/20 via-raised to-surface p-5 shadow-card sm:p-8">
      <div
        className="pointer-events-none absolute -right-24 -top-24 size-80 rounded-full bg-gold/10 blur-3xl"
        aria-hidden="true"
      />
      <div className="relative flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
        <div className="flex min-w-0 items-center gap-4">
          <span
            aria-hidden="true"
            className="grid size-14 shrink-0 place-items-center rounded-2xl border border-gold/40 bg-gradient-to-br from-gold/30 to-raised text-gold shadow-glow-gold"
          >
            <GiftIcon className="size-7" />
          </span>
          <div className="min-w-0">
            <p className="text-xs font-bold uppercase tracking-[0.2em] text-neon">{t('page.eyebrow')}</p>
            <h1 className="text-2xl font-black tracking-tight sm:text-3xl">{t('page.title')}</h1>
            <p className="mt-1 max-w-xl text-sm text-ink/85">
              {isGuest ? t('page.guestText') : t('page.text')}
            </p>
          </div>
        </div>
        {isGuest && (
          <div className="flex shrink-0 flex-col gap-2 sm:flex-row">
            <Button variant="primary" onClick={() => openSignIn('register')}>
              {t('page.register')}
            </Button>
            <Button onClick={() => openSignIn('login')}>{t('page.signIn')}</Button>
          </div>
        )}
      </div>
    </header>
  );
}

/**
 * /{locale}/bonuses (SPEC §2.1): the active bonuses with their wager and time left, the 4 welcome steps,
 * the other offers (everyday, promo, personal) with every rule before the player pays, the welcome-bonus
 * switches and the bonuses that are over. A guest sees the offers as a new player would, and is asked to
 * sign in (SPEC §6: a protected page).
 */
export function BonusesPage() {
  const { t } = useTranslation('bonuses');
  const { viewer, isGuest } = useViewer();
  const { openSignIn } = useSignIn();
  const bonuses = useBonuses();
  const actions = useBonusActions();

  // A guest who comes here gets the sign-in step once; a player who signs out here is on the way out.
  const wasSignedIn = useRef(false);
  if (viewer) wasSignedIn.current = true;
  const asked = useRef(false);
  useEffect(() => {
    if (!isGuest || wasSignedIn.current || asked.current) return;
    asked.current = true;
    openSignIn('login');
  }, [isGuest, openSignIn]);

  let content: React.ReactNode;
  if (bonuses.isPending) content = <BonusesSkeleton />;
  else if (bonuses.isError)
    content = (
      <StateNotice
        tone="error"
        title={t('page.errorTitle')}
        text={t('page.errorText')}
        action={
          <Button onClick={() => void bonuses.refetch()} loading={bonuses.isFetching}>
            {t('page.retry')}
          </Button>
        }
      />
    );
  else if (bonuses.data.items.length === 0)
    content = <StateNotice tone="empty" title={t('page.emptyTitle')} text={t('page.emptyText')} />;
  else {
    const { active, offers, past, steps } = groupBonuses(bonuses.data.items);
    content = (
      <>
        {active.length > 0 && (
          <PageSection id="bonuses-active" title={t('sections.active')} text={t('sections.activeText')}>
            <div className="grid gap-4 lg:grid-cols-2">
              {active.map((bonus) => (
                <ActiveBonusCard key={bonus.id} bonus={bonus} />
              ))}
            </div>
          </PageSection>
        )}
        {steps.length > 0 && (
          <PageSection id="bonuses-welcome" title={t('sections.welcome')} text={t('sections.welcomeText')}>
            <ol className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
              {steps.map((step) => (
                <WelcomeStepCard key={step.step} step={step} onDeposit={actions.deposit} />
              ))}
            </ol>
          </PageSection>
        )}
        {offers.length > 0 && (
          <PageSection id="bonuses-offers" title={t('sections.offers')} text={t('sections.offersText')}>
            <div className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
              {offers.map((bonus) => (
                <OfferCard key={bonus.id} bonus={bonus} actions={actions} />
              ))}
            </div>
          </PageSection>
        )}
        {(viewer || past.length > 0) && (
          <div className="grid gap-6 lg:grid-cols-2 lg:items-start">
            {viewer && <LoyaltySettings settings={bonuses.data.settings} />}
            {past.length > 0 && (
              <PageSection id="bonuses-past" title={t('sections.past')}>
                <ul className="flex flex-col gap-2">
                  {past.map((bonus) => (
                    <PastBonusRow key={bonus.id} bonus={bonus} />
                  ))}
                </ul>
              </PageSection>
            )}
          </div>
        )}
      </>
    );
  }

  return (
    <div
      className="mx-auto flex w-full max-w-7xl flex-col gap-8 px-3 py-5 sm:px-6 sm:py-8"
      data-testid="bonuses-page"
    >
      <div className="flex flex-col gap-3">
        <Breadcrumb current={t('page.eyebrow')} />
        <Hero isGuest={isGuest} />
      </div>
      {viewer && <PromoCodeForm />}
      {content}
    </div>
  );
}
