import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { apiErrorText } from '../../../lib/api-error-text.ts';
import { cn } from '../../../lib/cn.ts';
import { useViewer } from '../../auth/index.ts';
import { TWO_FACTOR_KEY, twoFactorQueryOptions, useBeginTwoFactor } from '../api/two-factor.ts';
import { useWords } from '../lib/words.ts';
import { DisableStep } from './disable-step.tsx';
import { RecoveryCodes } from './recovery-codes.tsx';
import { SetupStep } from './setup-step.tsx';

type Step = 'status' | 'setup' | 'disable' | { codes: string[] };

/**
 * The profile's security card (issue 20): whether two-factor is on, turning it on (QR code, key, first
 * code, then the recovery codes, shown once) and off (with a code). Loaded on its own (security-card-lazy).
 */
export default function SecurityCard() {
  const { t } = useWords();
  const { viewer } = useViewer();
  const client = useQueryClient();
  const status = useQuery(twoFactorQueryOptions());
  const begin = useBeginTwoFactor();
  const [step, setStep] = useState<Step>('status');
  const action = useRef<HTMLDivElement>(null);
  const back = useRef(false);

  // Back on the status (done, turned off or cancelled): focus returns to the card's button.
  useEffect(() => {
    if (step === 'status' && back.current) action.current?.querySelector('button')?.focus();
  }, [step]);

  const toStatus = () => {
    back.current = true;
    setStep('status');
  };

  function turnOn() {
    setStep('setup');
    begin.mutate(undefined, {
      onError: (error) => {
        // On already (another tab finished it): the status says so, there is nothing to set up.
        if (error instanceof ApiError && error.detail === 'two_factor_enabled')
          void client.invalidateQueries({ queryKey: TWO_FACTOR_KEY });
      },
    });
  }

  const enabled = status.data?.enabled ?? viewer?.twoFactorEnabled ?? false;

  let body: ReactNode;
  if (typeof step === 'object') {
    body = (
      <RecoveryCodes
        codes={step.codes}
        account={viewer?.email ?? null}
        onDone={() => {
          toast.success(t('enabledToast'));
          toStatus();
        }}
      />
    );
  } else if (step === 'setup') {
    body = begin.data ? (
      <SetupStep setup={begin.data} onEnabled={(codes) => setStep({ codes })} onCancel={toStatus} />
    ) : begin.error ? (
      <div className="flex flex-col gap-3">
        <p
          role="alert"
          className="rounded-lg border border-danger/40 bg-danger/10 px-3 py-2 text-sm text-danger"
        >
          {apiErrorText(begin.error, t)}
        </p>
        <div className="grid gap-2 sm:grid-cols-2">
          <Button onClick={toStatus}>{t('cancel')}</Button>
          {!(begin.error instanceof ApiError && begin.error.detail === 'two_factor_enabled') && (
            <Button variant="primary" onClick={turnOn}>
              {t('retry')}
            </Button>
          )}
        </div>
      </div>
    ) : (
      <p role="status" className="flex items-center gap-2 text-sm text-muted">
        <span className="inline-block size-4 animate-spin rounded-full border-2 border-current border-r-transparent" />
        {t('setup.starting')}
      </p>
    );
  } else if (step === 'disable') {
    body = (
      <DisableStep
        onCancel={toStatus}
        onDisabled={() => {
          toast.success(t('disabledToast'));
          toStatus();
        }}
      />
    );
  } else if (status.isPending) {
    body = (
      <p role="status" className="text-sm text-muted">
        {t('loading')}
      </p>
    );
  } else if (status.isError) {
    body = (
      <div className="flex flex-col gap-3">
        <p role="alert" className="text-sm text-danger">
          {t('loadError')}
        </p>
        <Button size="sm" onClick={() => void status.refetch()} className="self-start">
          {t('retry')}
        </Button>
      </div>
    );
  } else {
    body = (
      <div ref={action} className="flex flex-col gap-4">
        <p className="text-sm text-muted">{enabled ? t('onText') : t('offText')}</p>
        <Button
          variant={enabled ? 'secondary' : 'primary'}
          onClick={enabled ? () => setStep('disable') : turnOn}
          data-testid={enabled ? 'two-factor-turn-off' : 'two-factor-turn-on'}
        >
          {enabled ? t('turnOff') : t('turnOn')}
        </Button>
      </div>
    );
  }

  return (
    <Card aria-labelledby="profile-security-title" data-testid="security-card">
      <div className="mb-4 flex items-start gap-3">
        <span
          aria-hidden="true"
          className="grid size-10 shrink-0 place-items-center rounded-xl border border-accent/40 bg-accent/15 text-accent-strong"
        >
          <KeyIcon className="size-5" />
        </span>
        <div className="min-w-0 flex-1">
          <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
            <h2 id="profile-security-title" className="text-base font-bold">
              {t('title')}
            </h2>
            {status.data && (
              <span
                data-testid="two-factor-status"
                className={cn(
                  'rounded-full px-2.5 py-0.5 text-xs font-bold',
                  enabled ? 'bg-success/15 text-success' : 'bg-line/70 text-muted',
                )}
              >
                <span className="sr-only">{t('status.label')}: </span>
                {enabled ? t('status.on') : t('status.off')}
              </span>
            )}
          </div>
          <p className="mt-1 text-xs text-muted">{t('text')}</p>
        </div>
      </div>
      {body}
    </Card>
  );
}

function KeyIcon({ className }: { className?: string }) {
  return (
    <svg
      viewBox="0 0 24 24"
      className={className}
      aria-hidden="true"
      focusable="false"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <rect x="5" y="11" width="14" height="10" rx="2" />
      <path d="M8 11V8a4 4 0 0 1 8 0v3" />
      <path d="M12 15v2" />
    </svg>
  );
}
