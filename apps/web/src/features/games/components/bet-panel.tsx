import type { BetView } from '@casino/shared';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { Segmented } from '../../../components/ui/segmented.tsx';
import { useTranslation } from '../../../i18n/index.ts';
import { type BetRequestView, fireAndForget } from '../lib/use-bet-request.ts';
import { AutoBet } from './auto-bet.tsx';
import { BetAmountInput } from './bet-amount-input.tsx';
import { BetInterruptedNotice, PendingLabel } from './bet-request-status.tsx';

export type BetMode = 'manual' | 'auto';

/**
 * The controls column of dice, limbo and plinko: manual/auto tabs, the amount, the game's own fields, and
 * the Bet button or the auto-bet settings, and the notice with Retry when a bet got no answer. `placeBet`
 * resolves with the bet, and rejects (or resolves null) when it failed; `request` is its state.
 */
export function BetPanel({
  amount,
  onAmountChange,
  fields,
  placeBet,
  request,
  autoInterval,
  betHint,
  betHintId,
  onAutoRunningChange,
  betDisabled,
}: {
  amount: string;
  onAmountChange: (value: string) => void;
  fields?: ReactNode;
  placeBet: () => Promise<BetView | null | undefined>;
  /** The bet call: in flight (pending), or interrupted (the notice and its retry). */
  request: BetRequestView;
  autoInterval?: number;
  /** Keyboard hint shown under the Bet button and tied to it by aria-describedby. */
  betHint?: ReactNode;
  betHintId?: string;
  onAutoRunningChange?: (running: boolean) => void;
  /** Nothing to bet on yet (keno without picks, roulette without chips): Bet and auto-bet wait. */
  betDisabled?: boolean;
}) {
  const { t } = useTranslation('games');
  const [mode, setMode] = useState<BetMode>('manual');
  const [autoRunning, setAutoRunning] = useState(false);
  const locked = autoRunning;
  // The Bet button is disabled while its bet is in flight, and a disabled button drops focus to the page:
  // a keyboard player who bet from it gets it back when the answer comes (unless they moved on).
  const betBox = useRef<HTMLDivElement>(null);
  const refocus = useRef(false);
  useEffect(() => {
    if (request.isPending || !refocus.current) return;
    refocus.current = false;
    const active = document.activeElement;
    if (!active || active === document.body) betBox.current?.querySelector('button')?.focus();
  }, [request.isPending]);

  return (
    <div className="flex flex-col gap-4">
      <Segmented
        label={t('mode.label')}
        value={mode}
        onChange={setMode}
        disabled={locked}
        options={[
          { value: 'manual', label: t('mode.manual') },
          { value: 'auto', label: t('mode.auto') },
        ]}
      />
      <BetAmountInput value={amount} onChange={onAmountChange} disabled={locked} />
      <fieldset disabled={locked} className="flex min-w-0 flex-col gap-4 disabled:opacity-70">
        {fields}
      </fieldset>
      {mode === 'manual' ? (
        // On phones the stage sits above the controls: the Bet button comes first, within thumb reach.
        <div ref={betBox} className="flex flex-col gap-2 max-lg:order-first">
          <Button
            variant="success"
            size="lg"
            className="w-full text-lg"
            loading={request.isPending}
            disabled={betDisabled}
            aria-describedby={betHint ? betHintId : undefined}
            onClick={(event) => {
              refocus.current = document.activeElement === event.currentTarget;
              fireAndForget(placeBet());
            }}
          >
            <PendingLabel pending={request.isPending}>{t('bet')}</PendingLabel>
          </Button>
          <BetInterruptedNotice request={request} />
          {betHint && (
            <p id={betHintId} className="hidden text-center text-xs text-faint sm:block">
              {betHint}
            </p>
          )}
        </div>
      ) : (
        <>
          <AutoBet
            placeBet={placeBet}
            disabled={betDisabled}
            interval={autoInterval}
            onRunningChange={(running) => {
              setAutoRunning(running);
              onAutoRunningChange?.(running);
            }}
          />
          <BetInterruptedNotice request={request} />
        </>
      )}
    </div>
  );
}
