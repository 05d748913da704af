import type { Viewer } from '@casino/shared';
import { type ReactNode, useEffect, useRef } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { useTranslation } from '../../../i18n/index.ts';
import { cn } from '../../../lib/cn.ts';
import { useVipDrawer } from '../../../lib/vip-drawer.ts';
import { useSignIn, useViewer } from '../../auth/index.ts';
import { CrownIcon } from '../../shell/index.ts';
import { SecurityCard } from '../../two-factor/index.ts';
import { profileCompleteness } from '../lib/completeness.ts';
import { AccountCard } from './account-card.tsx';
import { CompletenessCard } from './completeness-card.tsx';
import { LanguageCard } from './language-card.tsx';
import { PasswordCard } from './password-card.tsx';
import { PersonalDetailsForm } from './personal-details-form.tsx';
import { LockIcon, UserIcon } from './profile-icons.tsx';
import { ProtectionCard } from './protection-card.tsx';

function initials(viewer: Viewer): string {
  const fromName = [viewer.firstName, viewer.lastName].map((part) => part?.trim().charAt(0) ?? '').join('');
  return (fromName || viewer.email?.charAt(0) || '').toLocaleUpperCase();
}

function ProfileHeader({ viewer }: { viewer: Viewer }) {
  const { t } = useTranslation('profile');
  const name = [viewer.firstName, viewer.lastName].filter(Boolean).join(' ');
  const { complete } = profileCompleteness(viewer);
  const letters = initials(viewer);
  const vip = useVipDrawer();
  return (
    <header className="relative overflow-hidden rounded-card border border-line bg-gradient-to-br from-accent/25 via-raised to-surface p-5 shadow-card sm:p-7">
      <div
        className="pointer-events-none absolute -right-20 -top-24 size-72 rounded-full bg-neon/10 blur-3xl"
        aria-hidden="true"
      />
      <div className="relative flex items-center gap-4 sm:gap-5">
        <div
          aria-hidden="true"
          className={cn(
            'grid size-16 shrink-0 place-items-center rounded-full border-2 text-xl font-black sm:size-20 sm:text-2xl',
            viewer.isVip
              ? 'border-gold bg-gradient-to-br from-gold-strong to-gold text-deep shadow-glow-gold'
              : 'border-accent-strong/60 bg-gradient-to-br from-accent to-raised text-white',
          )}
        >
          {letters || <UserIcon className="size-8" />}
        </div>
        <div className="min-w-0">
          <p className="text-xs font-bold uppercase tracking-[0.2em] text-neon">{t('title')}</p>
          <h1 className="mt-1 truncate text-2xl font-black tracking-tight sm:text-3xl">
            {name || t('noName')}
          </h1>
          <div className="mt-2 flex flex-wrap items-center gap-2 text-xs font-bold">
            {viewer.isVip && (
              <span className="rounded-full bg-gold px-2.5 py-0.5 uppercase tracking-wide text-deep">
                VIP
              </span>
            )}
            <span
              className={cn(
                'rounded-full px-2.5 py-0.5',
                complete ? 'bg-success/15 text-success' : 'bg-gold/15 text-gold',
              )}
            >
              {complete ? t('completeness.complete') : t('completeness.incompleteBadge')}
            </span>
            {/* SPEC §2.5: the level, the manager and the mirrors are in the VIP drawer. */}
            <button
              type="button"
              onClick={vip.open}
              data-testid="profile-vip-club"
              className="inline-flex min-h-8 items-center gap-1.5 rounded-full border border-gold/50 bg-gold/10 px-3 text-gold transition touch:min-h-11 hover:bg-gold/20"
            >
              <CrownIcon className="size-4 fill-gold/30" />
              {t('vipClub')}
            </button>
          </div>
        </div>
      </div>
    </header>
  );
}

function GuestProfile({ askToSignIn }: { askToSignIn: boolean }) {
  const { t } = useTranslation('profile');
  const { openSignIn } = useSignIn();
  // SPEC §6: the profile is for players; a guest who comes here is asked to sign in.
  useEffect(() => {
    if (askToSignIn) openSignIn('login');
  }, [askToSignIn, openSignIn]);
  return (
    <Card className="mx-auto flex max-w-md flex-col items-center gap-4 px-6 py-12 text-center">
      <div className="grid size-16 place-items-center rounded-full border border-line-strong bg-sunken text-accent-strong">
        <LockIcon className="size-8" />
      </div>
      <h1 className="text-xl font-black">{t('guest.title')}</h1>
      <p className="text-sm text-muted">{t('guest.text')}</p>
      <div className="flex w-full flex-col gap-2 sm:flex-row sm:justify-center">
        <Button variant="primary" onClick={() => openSignIn('login')}>
          {t('guest.signIn')}
        </Button>
        <Button onClick={() => openSignIn('register')}>{t('guest.register')}</Button>
      </div>
    </Card>
  );
}

function ProfileSkeleton() {
  const { t } = useTranslation('profile');
  return (
    <div aria-busy="true" className="flex flex-col gap-5">
      <span role="status" className="sr-only">
        {t('loading')}
      </span>
      <div aria-hidden="true" className="h-28 animate-pulse rounded-card bg-raised/70 sm:h-34" />
      <div aria-hidden="true" className="grid grid-cols-1 gap-5 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <div className="h-96 animate-pulse rounded-card bg-raised/60" />
        <div className="h-64 animate-pulse rounded-card bg-raised/60" />
      </div>
    </div>
  );
}

/** /{locale}/profile (SPEC §2.1, §5.6): personal details, completeness, language, sign-out. */
export function ProfilePage() {
  const { viewer, isLoading } = useViewer();
  // A player who signs out here is on the way out (to home), not a guest to be asked to sign in.
  const wasSignedIn = useRef(false);
  if (viewer) wasSignedIn.current = true;
  let content: ReactNode;
  if (isLoading) content = <ProfileSkeleton />;
  else if (!viewer) content = <GuestProfile askToSignIn={!wasSignedIn.current} />;
  else
    content = (
      <div className="flex flex-col gap-5">
        <ProfileHeader viewer={viewer} />
        {/* On desktops the forms (details, password) on the left, the summary and settings on the right;
            on phones one column, the completeness first. */}
        <div className="grid grid-cols-1 gap-5 lg:grid-cols-[minmax(0,1fr)_20rem] lg:grid-rows-[auto_1fr] lg:items-start">
          <div className="lg:col-start-2 lg:row-start-1">
            <CompletenessCard viewer={viewer} />
          </div>
          <div className="flex min-w-0 flex-col gap-5 lg:col-start-1 lg:row-span-2 lg:row-start-1">
            <PersonalDetailsForm viewer={viewer} />
            {/* Players who only ever signed in through Telegram have no password to change. */}
            {viewer.email && <PasswordCard />}
            {/* Two-factor guards the sign-in and the withdrawals (issue 20). */}
            <SecurityCard />
          </div>
          <div className="flex flex-col gap-5 lg:col-start-2">
            <LanguageCard />
            <ProtectionCard />
            <AccountCard viewer={viewer} />
          </div>
        </div>
      </div>
    );
  return <div className="mx-auto w-full max-w-5xl px-3 py-6 sm:px-6 sm:py-10">{content}</div>;
}
