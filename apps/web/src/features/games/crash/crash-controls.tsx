import type { ReactNode } from 'react';
import { useId } from 'react';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useTranslation } from '../../../i18n/index.ts';
import { PendingLabel } from '../components/bet-request-status.tsx';
import { formatHundredths } from './crash-format.ts';

/** The player's part in the current round. */
export type CrashPlayerPhase = 'idle' | 'queued' | 'placed' | 'riding' | 'cashed' | 'lost';

export interface CrashControlsProps {
  /** The bet amount field (the shared one from the game page, or our own). */
  amountField: ReactNode;
  autoCashout: string;
  onAutoCashoutChange: (value: string) => void;
  autoCashoutInvalid: boolean;
  phase: CrashPlayerPhase;
  /** Bets are accepted right now. */
  bettingOpen: boolean;
  busy: boolean;
  /** The bet call is in flight. */
  betPending: boolean;
  /** The cash-out call is in flight. */
  cashoutPending: boolean;
  /** Live multiplier in hundredths, for the cash-out button. */
  multiplier: number;
  /** What a cash-out pays now, formatted with the currency. */
  cashoutPayout: string | null;
  onBet: () => void;
  onCancelQueued: () => void;
  onCashout: () => void;
}

const primary =
  'flex min-h-14 w-full flex-col items-center justify-center rounded-control px-4 font-bold transition disabled:cursor-not-allowed disabled:opacity-60';

export function CrashControls(props: CrashControlsProps) {
  const { t } = useTranslation('crash');
  const autoId = useId();
  const locked = props.phase !== 'idle' && props.phase !== 'lost' && props.phase !== 'cashed';

  let button: ReactNode;
  if (props.phase === 'riding') {
    button = (
      <button
        type="button"
        onClick={props.onCashout}
        disabled={props.busy}
        aria-busy={props.cashoutPending || undefined}
        className={`${primary} bg-gold text-deep shadow-glow-gold hover:bg-gold-strong`}
      >
        <span className="flex items-center gap-2">
          {props.cashoutPending ? <Spinner /> : null}
          <PendingLabel pending={props.cashoutPending} action="cashout">
            {t('cashoutAt', { multiplier: formatHundredths(props.multiplier) })}
          </PendingLabel>
        </span>
        {props.cashoutPayout && !props.cashoutPending ? (
          <span className="tabular text-sm font-semibold">{props.cashoutPayout}</span>
        ) : null}
      </button>
    );
  } else if (props.phase === 'placed') {
    button = (
      <button type="button" disabled className={`${primary} bg-raised text-muted`}>
        {t('waitingForStart')}
      </button>
    );
  } else if (props.phase === 'queued') {
    button = (
      <button
        type="button"
        onClick={props.onCancelQueued}
        className={`${primary} border border-line-strong bg-raised text-ink hover:border-accent-strong`}
      >
        <span>{t('cancelQueued')}</span>
        <span className="text-xs font-medium text-muted">{t('queuedHint')}</span>
      </button>
    );
  } else {
    button = (
      <button
        type="button"
        onClick={props.onBet}
        disabled={props.busy || props.autoCashoutInvalid}
        aria-busy={props.betPending || undefined}
        className={`${primary} bg-accent text-accent-ink shadow-glow hover:bg-accent-hover`}
      >
        <span className="flex items-center gap-2">
          {props.betPending ? <Spinner /> : null}
          <PendingLabel pending={props.betPending}>{t('bet')}</PendingLabel>
        </span>
        {props.bettingOpen || props.betPending ? null : (
          <span className="text-xs font-medium">{t('nextRound')}</span>
        )}
      </button>
    );
  }

  return (
    <div className="flex flex-col gap-4">
      {props.amountField}
      <div className="flex flex-col gap-1.5">
        <label htmlFor={autoId} className="text-xs font-semibold uppercase tracking-wide text-muted">
          {t('autoCashout')}
        </label>
        <div className="relative">
          <input
            id={autoId}
            inputMode="decimal"
            placeholder={t('autoCashoutPlaceholder')}
            value={props.autoCashout}
            disabled={locked}
            aria-invalid={props.autoCashoutInvalid || undefined}
            aria-describedby={`${autoId}-hint`}
            onChange={(event) => props.onAutoCashoutChange(event.target.value)}
            className="tabular min-h-12 w-full rounded-control border border-line bg-sunken px-3 pr-20 font-extrabold text-ink outline-none transition focus:border-accent aria-invalid:border-danger disabled:opacity-60"
          />
          <span
            aria-hidden="true"
            className="pointer-events-none absolute top-1/2 right-3 -translate-y-1/2 text-xs font-bold text-faint"
          >
            {t('multiplierSuffix')}
          </span>
        </div>
        <p
          id={`${autoId}-hint`}
          className={`text-xs ${props.autoCashoutInvalid ? 'text-danger' : 'text-faint'}`}
        >
          {props.autoCashoutInvalid ? t('autoCashoutInvalid') : t('autoCashoutHint')}
        </p>
      </div>
      {button}
    </div>
  );
}
