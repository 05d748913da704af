import { useEffect } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { useTranslation } from '../../../i18n/index.ts';
import { setToken } from '../../../lib/session.ts';
import { ShieldBanIcon } from '../../shell/index.ts';
import { Emblem, ScreenPage } from './frame.tsx';

/** SPEC §8 ban reasons; anything else reads as "other". */
const REASONS = [
  'ddos',
  'multiaccounting',
  'bruteforce',
  'kyc',
  'bonus_abuse',
  'restricted_geo',
  'balance_check',
  'other',
] as const;

/**
 * SPEC §6 and §8: a banned account sees this page instead of the app, with the reason. Signing out leaves
 * a guest on this device (the session cannot be used anyway).
 */
export function BannedScreen({
  reason,
  supportHref,
  onSignOut,
}: {
  reason: string;
  supportHref?: string;
  onSignOut: () => void;
}) {
  const { t } = useTranslation('overlays');
  const known = (REASONS as readonly string[]).includes(reason) ? reason : 'other';
  useEffect(() => {
    document.title = `${t('banned.title')} · ${t('common:brand')}`;
  }, [t]);
  return (
    <ScreenPage testId="banned-screen">
      <Emblem tone="danger">
        <ShieldBanIcon className="size-11" />
      </Emblem>
      <h1 className="text-3xl font-black">{t('banned.title')}</h1>
      <p className="max-w-md text-muted">{t('banned.text')}</p>
      <div className="w-full max-w-md rounded-card border border-danger/40 bg-danger/10 p-4 text-left">
        <p className="text-xs font-bold uppercase tracking-[0.14em] text-danger">{t('banned.reasonLabel')}</p>
        <p className="mt-1 text-lg font-extrabold" data-testid="ban-reason">
          {t(`banned.reason.${known}.title`)}
        </p>
        <p className="mt-1 text-sm text-muted">{t(`banned.reason.${known}.text`)}</p>
      </div>
      <div className="flex flex-wrap items-center justify-center gap-3">
        {supportHref && (
          <a
            href={supportHref}
            className="inline-flex min-h-11 items-center rounded-control bg-accent px-6 font-bold text-white shadow-glow hover:bg-accent-hover"
          >
            {t('banned.support')}
          </a>
        )}
        <Button
          variant="secondary"
          onClick={() => {
            setToken(null);
            onSignOut();
          }}
        >
          {t('banned.signOut')}
        </Button>
      </div>
    </ScreenPage>
  );
}
