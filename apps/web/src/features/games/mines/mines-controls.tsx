import { MINES_TILES } from '@casino/shared';
import { type ReactNode, useId } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { useTranslation } from '../../../i18n/index.ts';
import { PendingLabel } from '../components/bet-request-status.tsx';
import { formatMultiplier } from '../lib/format.ts';

const MINE_COUNTS = Array.from({ length: MINES_TILES - 1 }, (_, index) => index + 1);

export interface MinesControlsProps {
  mines: number;
  onMinesChange: (mines: number) => void;
  /** The bet amount field. */
  amountField: ReactNode;
  roundOpen: boolean;
  /** A call is under way (or the open round is still loading). */
  busy: boolean;
  /** Gems found in the open round; cash-out needs one at least. */
  gemsFound: number;
  /** What a cash-out pays now, formatted with the currency. */
  cashoutLabel: string | null;
  multiplier: string | null;
  nextMultiplier: string | null;
  /** The start call is in flight. */
  betPending: boolean;
  /** The cash-out call is in flight. */
  cashoutPending: boolean;
  onBet: () => void;
  onCashout: () => void;
  onRandom: () => void;
}

export function MinesControls(props: MinesControlsProps) {
  const { t } = useTranslation('mines');
  const minesId = useId();
  const { roundOpen, busy } = props;
  return (
    <div className="flex flex-col gap-4">
      {props.amountField}
      <div className="flex flex-col gap-1.5">
        <label htmlFor={minesId} className="text-xs font-semibold uppercase tracking-wide text-muted">
          {t('mines')}
        </label>
        <select
          id={minesId}
          value={props.mines}
          disabled={roundOpen || busy}
          onChange={(event) => props.onMinesChange(Number(event.target.value))}
          className="min-h-12 rounded-control border border-line bg-sunken px-3 font-bold text-ink disabled:opacity-60"
        >
          {MINE_COUNTS.map((count) => (
            <option key={count} value={count}>
              {count}
            </option>
          ))}
        </select>
        <p className="text-xs text-faint">{t('gemsLeft', { count: MINES_TILES - props.mines })}</p>
      </div>

      {roundOpen ? (
        <>
          <dl className="grid grid-cols-2 gap-2 text-sm">
            <div className="rounded-control bg-sunken p-2.5">
              <dt className="text-xs text-muted">{t('currentMultiplier')}</dt>
              <dd className="tabular font-bold text-ink">
                {props.multiplier ? formatMultiplier(props.multiplier) : '—'}
              </dd>
            </div>
            <div className="rounded-control bg-sunken p-2.5">
              <dt className="text-xs text-muted">{t('nextTile')}</dt>
              <dd className="tabular font-bold text-success">
                {props.nextMultiplier ? formatMultiplier(props.nextMultiplier) : '—'}
              </dd>
            </div>
          </dl>
          <Button
            variant="success"
            size="lg"
            className="w-full text-lg"
            onClick={props.onCashout}
            loading={props.cashoutPending}
            disabled={busy || props.gemsFound === 0}
          >
            <PendingLabel pending={props.cashoutPending} action="cashout">
              {props.cashoutLabel ? t('cashoutAmount', { amount: props.cashoutLabel }) : t('cashout')}
            </PendingLabel>
          </Button>
          <Button variant="secondary" className="w-full" onClick={props.onRandom} disabled={busy}>
            {t('random')}
          </Button>
        </>
      ) : (
        <Button
          variant="primary"
          size="lg"
          className="w-full text-lg"
          onClick={props.onBet}
          loading={props.betPending}
          disabled={busy}
        >
          <PendingLabel pending={props.betPending}>{t('bet')}</PendingLabel>
        </Button>
      )}
    </div>
  );
}
