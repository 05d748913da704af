import type { BetView } from '@casino/shared';
import { useEffect, useRef, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { useTranslation } from '../../../i18n/index.ts';
import { fromMinor, normalizeTyped, toMinor } from '../lib/amount.ts';
import { isConnectionFailure } from '../lib/bet-errors.ts';
import { useAmountRules } from './bet-amount-input.tsx';

export type AutoBetStop = 'count' | 'profit' | 'loss' | 'error' | 'connection' | 'hidden' | 'manual';

export interface AutoBetSettings {
  /** 0 = until stopped. */
  count: number;
  /** Minor units; null = off. */
  stopOnProfit: bigint | null;
  stopOnLoss: bigint | null;
}

export interface AutoBetRun {
  bets: number;
  /** Minor units, payout − amount summed. */
  profit: bigint;
  stopped: AutoBetStop | null;
}

/**
 * Runs bets one after another until a stop condition holds: the number of bets, net profit reaching
 * stopOnProfit, net loss reaching stopOnLoss, a failed bet (`connection` when it got no answer: offline,
 * connection lost, timeout; the bet's notice offers its retry), the tab being hidden, or `stop()`.
 */
export function useAutoBet({
  placeBet,
  precision,
  interval = 0,
  onRunningChange,
}: {
  placeBet: () => Promise<BetView | null | undefined>;
  precision: number;
  interval?: number;
  onRunningChange?: (running: boolean) => void;
}) {
  const [running, setRunning] = useState(false);
  const [run, setRun] = useState<AutoBetRun>({ bets: 0, profit: 0n, stopped: null });
  const stopRequest = useRef<AutoBetStop | null>(null);
  const latest = useRef({ placeBet, onRunningChange, interval, precision });
  latest.current = { placeBet, onRunningChange, interval, precision };

  useEffect(() => {
    const onVisibility = () => {
      if (document.hidden) stopRequest.current ??= 'hidden';
    };
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      document.removeEventListener('visibilitychange', onVisibility);
      stopRequest.current = 'manual';
    };
  }, []);

  async function start(settings: AutoBetSettings) {
    if (running) return;
    stopRequest.current = null;
    setRunning(true);
    latest.current.onRunningChange?.(true);
    let bets = 0;
    let profit = 0n;
    let stopped: AutoBetStop = 'manual';
    setRun({ bets, profit, stopped: null });
    while (true) {
      if (document.hidden) stopRequest.current ??= 'hidden';
      if (stopRequest.current) {
        stopped = stopRequest.current;
        break;
      }
      const startedAt = performance.now();
      let bet: BetView | null | undefined;
      try {
        bet = await latest.current.placeBet();
      } catch (error) {
        stopped = isConnectionFailure(error) ? 'connection' : 'error';
        break;
      }
      if (!bet) {
        stopped = 'error';
        break;
      }
      const { precision: p } = latest.current;
      bets += 1;
      profit += (toMinor(bet.payout, p) ?? 0n) - (toMinor(bet.amount, p) ?? 0n);
      setRun({ bets, profit, stopped: null });
      if (settings.count > 0 && bets >= settings.count) {
        stopped = 'count';
        break;
      }
      if (settings.stopOnProfit !== null && settings.stopOnProfit > 0n && profit >= settings.stopOnProfit) {
        stopped = 'profit';
        break;
      }
      if (settings.stopOnLoss !== null && settings.stopOnLoss > 0n && -profit >= settings.stopOnLoss) {
        stopped = 'loss';
        break;
      }
      const wait = latest.current.interval - (performance.now() - startedAt);
      if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    }
    setRun({ bets, profit, stopped });
    setRunning(false);
    latest.current.onRunningChange?.(false);
  }

  return {
    running,
    run,
    start,
    stop: () => {
      stopRequest.current ??= 'manual';
    },
  };
}

/**
 * Auto-bet settings and the start/stop button. `placeBet` resolves once the bet may be shown, and rejects
 * (or resolves null) when it failed.
 */
export function AutoBet({
  placeBet,
  disabled,
  interval = 300,
  onRunningChange,
}: {
  placeBet: () => Promise<BetView | null | undefined>;
  disabled?: boolean;
  interval?: number;
  onRunningChange?: (running: boolean) => void;
}) {
  const { t } = useTranslation('games');
  const rules = useAmountRules();
  const auto = useAutoBet({ placeBet, precision: rules.precision, interval, onRunningChange });
  const [count, setCount] = useState('10');
  const [profit, setProfit] = useState('');
  const [loss, setLoss] = useState('');

  const amountOf = (text: string) => {
    const normalized = normalizeTyped(text, rules.precision);
    return normalized === null ? null : toMinor(normalized, rules.precision);
  };
  const decimal = (set: (value: string) => void) => (event: { target: { value: string } }) => {
    const text = event.target.value.replace(',', '.');
    if (/^\d*\.?\d*$/.test(text)) set(text);
  };

  const { run } = auto;
  const profitText = fromMinor(run.profit, rules.precision);
  return (
    <div className="flex flex-col gap-3">
      <div className="grid grid-cols-1 gap-3 min-[400px]:grid-cols-3 lg:grid-cols-1 xl:grid-cols-3">
        <Field
          label={t('auto.count')}
          inputMode="numeric"
          value={count}
          placeholder="∞"
          disabled={auto.running}
          onChange={(event) => {
            if (/^\d{0,6}$/.test(event.target.value)) setCount(event.target.value);
          }}
          hint={count === '' || count === '0' ? t('auto.countInfinite') : undefined}
        />
        <Field
          label={t('auto.stopProfit')}
          inputMode="decimal"
          value={profit}
          placeholder="—"
          disabled={auto.running}
          onChange={decimal(setProfit)}
        />
        <Field
          label={t('auto.stopLoss')}
          inputMode="decimal"
          value={loss}
          placeholder="—"
          disabled={auto.running}
          onChange={decimal(setLoss)}
        />
      </div>
      {auto.running ? (
        <Button variant="danger" size="lg" onClick={auto.stop}>
          {t('auto.stop')}
        </Button>
      ) : (
        <Button
          variant="success"
          size="lg"
          disabled={disabled}
          onClick={() =>
            void auto.start({
              count: Number(count || '0'),
              stopOnProfit: profit ? amountOf(profit) : null,
              stopOnLoss: loss ? amountOf(loss) : null,
            })
          }
        >
          {t('auto.start')}
        </Button>
      )}
      <p className="tabular min-h-5 text-center text-xs text-muted" aria-live="polite">
        {(auto.running || run.stopped) &&
          t('auto.progress', { bets: run.bets, profit: run.profit > 0n ? `+${profitText}` : profitText })}
        {run.stopped && !auto.running && ` · ${t(`auto.stopped.${run.stopped}`)}`}
      </p>
    </div>
  );
}
