import type { ExclusionView } from '@casino/shared';
import { type ReactNode, useRef, useState } from 'react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { StateNotice } from '../../../components/ui/page-parts.tsx';
import { useTranslation } from '../../../i18n/index.ts';
import { useNow } from '../../../lib/use-now.ts';
import { useViewer } from '../../auth/index.ts';
import { useProtection } from '../api/get-protection.ts';
import { formatDateTime } from '../lib/format.ts';
import { exclusionInForce } from '../lib/limits.ts';
import { ExclusionInForce, ExclusionSection } from './exclusion-section.tsx';
import { LimitsSection } from './limits-section.tsx';
import {
  ProtectionBreadcrumb,
  ProtectionGuest,
  ProtectionHeader,
  ProtectionSkeleton,
} from './page-parts.tsx';
import { ShieldIcon } from './protection-icons.tsx';
import { RealityCheckSection } from './reality-check-section.tsx';

function Content() {
  const { t, i18n } = useTranslation('protection');
  const { viewer } = useViewer();
  const protection = useProtection(viewer !== null);
  // Minutes are enough for "resets in 5 hours"; the figures themselves come from the server.
  const now = useNow(30_000);
  const [started, setStarted] = useState(false);
  const [announcement, setAnnouncement] = useState('');

  if (protection.isPending) return <ProtectionSkeleton />;
  if (protection.isError)
    return (
      <StateNotice
        tone="error"
        icon={<ShieldIcon className="size-7" />}
        title={t('page.errorTitle')}
        text={t('page.errorText')}
        action={
          <Button onClick={() => void protection.refetch()} loading={protection.isFetching}>
            {t('page.retry')}
          </Button>
        }
      />
    );

  const { limits, realityCheck, exclusion } = protection.data;
  const current = exclusion && exclusionInForce(exclusion, now) ? exclusion : null;
  const onExcluded = (next: ExclusionView) => {
    setStarted(true);
    setAnnouncement(
      next.until === null
        ? t('exclusion.startedForever')
        : t('exclusion.started', { date: formatDateTime(next.until, i18n.language) }),
    );
  };
  return (
    <div className="flex flex-col gap-8">
      <p role="status" className="sr-only">
        {announcement}
      </p>
      {current && <ExclusionInForce exclusion={current} focus={started} />}
      <LimitsSection
        limits={limits}
        currency={limits[0]?.currency ?? viewer?.currency.account ?? 'USD'}
        now={now}
      />
      <RealityCheckSection intervalMinutes={realityCheck.intervalMinutes} />
      <ExclusionSection current={current} hasPassword={viewer?.email != null} now={now} onDone={onExcluded} />
      <HelpNote />
    </div>
  );
}

function HelpNote() {
  const { t, i18n } = useTranslation('protection');
  return (
    <p className="rounded-card border border-line bg-surface/60 px-4 py-3 text-sm text-muted">
      {t('help.text')}{' '}
      <Link
        to={`/${i18n.language}/policies/responsible-gaming`}
        className="font-bold text-accent-strong underline-offset-4 hover:underline"
      >
        {t('help.policy')}
      </Link>
    </p>
  );
}

/**
 * /{locale}/profile/responsible-gaming (issue 20): deposit, loss and wager limits, the reality check, and
 * time-out or self-exclusion; the rules are the server's (packages/shared/protection), the page explains
 * them. Guests are asked to sign in.
 */
export function ResponsibleGamingPage() {
  const { viewer, isLoading } = useViewer();
  // A player who signs out here is on the way out, not a guest to be asked to sign in.
  const wasSignedIn = useRef(false);
  if (viewer) wasSignedIn.current = true;
  let content: ReactNode;
  if (isLoading) content = <ProtectionSkeleton />;
  else if (!viewer) content = <ProtectionGuest askToSignIn={!wasSignedIn.current} />;
  else content = <Content />;
  return (
    <div
      className="@container mx-auto flex w-full max-w-6xl flex-col gap-6 px-3 py-5 sm:px-6 sm:py-8"
      data-testid="responsible-gaming-page"
    >
      <div className="flex flex-col gap-3">
        <ProtectionBreadcrumb />
        <ProtectionHeader />
      </div>
      {content}
    </div>
  );
}
