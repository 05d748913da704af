import { useEffect } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { Breadcrumb } from '../../../components/ui/page-parts.tsx';
import { useTranslation } from '../../../i18n/index.ts';
import { useSignIn } from '../../auth/index.ts';
import { LockIcon, ShieldIcon } from './protection-icons.tsx';

/** Lobby / Profile / Responsible gaming. */
export function ProtectionBreadcrumb() {
  const { t, i18n } = useTranslation('protection');
  const locale = i18n.language;
  return (
    <Breadcrumb
      label={t('page.breadcrumb')}
      home={{ to: `/${locale}`, label: t('page.lobby') }}
      parent={{ to: `/${locale}/profile`, label: t('page.profile') }}
      current={t('page.title')}
    />
  );
}

export function ProtectionHeader() {
  const { t } = useTranslation('protection');
  return (
    <header className="relative overflow-hidden rounded-card border border-line bg-gradient-to-br from-success/15 via-raised to-surface p-5 shadow-card sm:p-7">
      <div
        className="pointer-events-none absolute -right-20 -top-24 size-72 rounded-full bg-neon/10 blur-3xl"
        aria-hidden="true"
      />
      <div className="relative flex items-center gap-4 sm:gap-5">
        <span
          aria-hidden="true"
          className="hidden size-16 shrink-0 place-items-center rounded-2xl border border-success/40 bg-gradient-to-br from-success/25 to-raised text-success sm:grid"
        >
          <ShieldIcon className="size-8" />
        </span>
        <div className="min-w-0">
          <p className="text-xs font-bold uppercase tracking-[0.2em] text-neon">{t('page.eyebrow')}</p>
          <h1 className="mt-1 text-2xl font-black tracking-tight sm:text-3xl">{t('page.title')}</h1>
          <p className="mt-1 max-w-2xl text-sm text-ink/85">{t('page.text')}</p>
        </div>
      </div>
    </header>
  );
}

/** A guest is asked to sign in (at once when they came here signed out, not when they just signed out). */
export function ProtectionGuest({ askToSignIn }: { askToSignIn: boolean }) {
  const { t } = useTranslation('protection');
  const { openSignIn } = useSignIn();
  useEffect(() => {
    if (askToSignIn) openSignIn('login');
  }, [askToSignIn, openSignIn]);
  return (
    <Card className="mx-auto flex w-full max-w-md flex-col items-center gap-4 px-6 py-12 text-center">
      <div className="grid size-16 place-items-center rounded-full border border-line-strong bg-sunken text-accent-strong">
        <LockIcon className="size-8" />
      </div>
      <h2 className="text-xl font-black">{t('guest.title')}</h2>
      <p className="text-sm text-muted">{t('guest.text')}</p>
      <Button variant="primary" onClick={() => openSignIn('login')}>
        {t('guest.signIn')}
      </Button>
    </Card>
  );
}

export function ProtectionSkeleton() {
  const { t } = useTranslation('protection');
  return (
    <div aria-busy="true" className="flex flex-col gap-5" data-testid="protection-skeleton">
      <span role="status" className="sr-only">
        {t('page.loading')}
      </span>
      <div aria-hidden="true" className="h-7 w-40 animate-pulse rounded-lg bg-raised/70" />
      <div aria-hidden="true" className="grid gap-4 @3xl:grid-cols-3">
        {[0, 1, 2].map((key) => (
          <div key={key} className="h-80 animate-pulse rounded-card bg-raised/60" />
        ))}
      </div>
      <div aria-hidden="true" className="h-40 animate-pulse rounded-card bg-raised/60" />
    </div>
  );
}
