import { type AcceptOdds, formatOdds, parseOdds } from '@casino/shared';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { Segmented } from '../../../components/ui/segmented.tsx';
import { useTranslation } from '../../../i18n/index.ts';
import { cn } from '../../../lib/cn.ts';
import { betSlip, type SlipSelection, useBetSlip } from '../lib/bet-slip-store.ts';
import { marketTitle, outcomeLabel } from '../lib/labels.ts';
import { useOddsText } from '../lib/odds-format.ts';
import {
  multiBlock,
  multiOdds,
  needsAcceptance,
  payoutOf,
  sharedEvents,
  stakeMinor,
} from '../lib/slip-rules.ts';
import { stakePresets } from '../lib/stake-presets.ts';
import { useMoney } from '../lib/use-money.ts';
import { betsToPlace, usePlaceBets } from '../lib/use-place-bets.ts';
import { sportsbookErrorText } from './bet-errors.ts';
import { CheckIcon, LockIcon, TicketIcon, TrashIcon } from './icons.tsx';

type Translate = (key: string, options?: Record<string, unknown>) => string;

const selectionName = (t: Translate, s: SlipSelection) =>
  outcomeLabel(t, { home: s.home, away: s.away }, s.market, s.outcomeKey);

/** A stake field with its presets; the typed text is kept as it is, the bet reads it in minor units. */
function StakeInput({
  label,
  value,
  onChange,
  presets,
  invalid,
  testId,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  presets: readonly string[];
  invalid: boolean;
  testId: string;
}) {
  const { t } = useTranslation('sportsbook');
  const id = useId();
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <input
        id={id}
        inputMode="decimal"
        autoComplete="off"
        placeholder={t('slip.stake')}
        value={value}
        onChange={(event) => onChange(event.target.value.replace(/[^\d.,]/g, ''))}
        aria-invalid={invalid || undefined}
        data-testid={testId}
        className={cn(
          'min-h-11 w-full rounded-lg border bg-sunken px-3 text-right text-base font-bold tabular text-ink outline-none focus:border-accent',
          invalid ? 'border-danger' : 'border-line',
        )}
      />
      <fieldset className="m-0 grid min-w-0 grid-cols-4 gap-1 border-0 p-0">
        <legend className="sr-only">{t('slip.presets')}</legend>
        {presets.map((preset) => (
          <button
            key={preset}
            type="button"
            onClick={() => onChange(preset)}
            className="min-h-8 rounded-md bg-raised text-xs font-bold text-muted tabular hover:text-ink touch:min-h-11"
          >
            {preset}
          </button>
        ))}
      </fieldset>
    </div>
  );
}

function SelectionCard({
  selection,
  conflict,
  error,
  stake,
}: {
  selection: SlipSelection;
  conflict: boolean;
  error: string | null;
  stake?: { value: string; presets: readonly string[]; payout: string | null; invalid: boolean };
}) {
  const { t } = useTranslation('sportsbook');
  const oddsText = useOddsText();
  const name = selectionName(t, selection);
  const changed = selection.latest !== null;
  const up = changed && (parseOdds(selection.latest ?? '') ?? 0n) > (parseOdds(selection.odds) ?? 0n);
  return (
    <li
      className={cn(
        'flex flex-col gap-2 rounded-lg border bg-raised/60 p-3',
        conflict ? 'border-gold/70' : selection.locked ? 'border-line/50 opacity-80' : 'border-line',
      )}
      data-testid="slip-selection"
      data-outcome={selection.outcomeId}
    >
      <div className="flex items-start gap-2">
        <div className="min-w-0 flex-1">
          <p className="truncate text-sm font-extrabold text-ink">{name}</p>
          <p className="truncate text-xs text-muted">{marketTitle(t, selection.market)}</p>
          <p className="truncate text-xs text-faint">
            {selection.home} – {selection.away}
          </p>
        </div>
        <div className="flex shrink-0 flex-col items-end">
          <span
            className={cn('tabular text-base font-black', changed ? 'text-faint line-through' : 'text-ink')}
          >
            {selection.locked ? <LockIcon className="size-4" /> : oddsText(selection.odds)}
          </span>
          {changed && !selection.locked && (
            <span className={cn('tabular text-base font-black', up ? 'text-success' : 'text-danger')}>
              {up ? '▲' : '▼'} {oddsText(selection.latest ?? '')}
            </span>
          )}
        </div>
        <button
          type="button"
          onClick={() => betSlip.remove([selection.outcomeId])}
          aria-label={t('slip.remove', { selection: name })}
          className="-mr-1 -mt-1 grid size-8 shrink-0 place-items-center rounded-md text-faint hover:bg-line hover:text-ink touch:size-11"
        >
          <TrashIcon className="size-4" />
        </button>
      </div>
      <div aria-live="polite" className="empty:hidden">
        {changed && !selection.locked && (
          <div className="flex items-center justify-between gap-2 rounded-md bg-gold/10 px-2 py-1.5 text-xs font-semibold text-gold">
            <span>
              {t('slip.changed', { from: oddsText(selection.odds), to: oddsText(selection.latest ?? '') })}
            </span>
            <button
              type="button"
              onClick={() => betSlip.acceptLatest([selection.outcomeId])}
              className="min-h-8 shrink-0 rounded-md bg-gold px-2 text-xs font-black text-deep touch:min-h-11"
            >
              {t('slip.acceptOne')}
            </button>
          </div>
        )}
        {selection.locked && <p className="text-xs font-semibold text-faint">{t('slip.locked')}</p>}
      </div>
      {error && (
        <p className="text-xs font-semibold text-danger" data-testid="slip-selection-error">
          {error}
        </p>
      )}
      {stake && !selection.locked && (
        <>
          <StakeInput
            label={t('slip.stakeFor', { selection: name })}
            value={stake.value}
            onChange={(value) => betSlip.setStake(selection.outcomeId, value)}
            presets={stake.presets}
            invalid={stake.invalid}
            testId="slip-stake"
          />
          {stake.payout && (
            <p className="flex justify-between text-xs text-muted">
              <span>{t('slip.payout')}</span>
              <span className="tabular font-bold text-ink">{stake.payout}</span>
            </p>
          )}
        </>
      )}
    </li>
  );
}

const ACCEPT: readonly AcceptOdds[] = ['none', 'higher', 'any'];
const MULTI_BLOCK_KEY = { too_few: 'tooFew', same_event: 'sameEvent', locked: 'locked' } as const;

/**
 * The bet slip (desktop panel and phone sheet alike): singles with a stake each, or one multi; stake
 * presets, potential payout in the player's currency, the accept-odds setting, and what happened to the
 * last attempt (placed, or why it was refused) in live regions.
 */
export function BetSlip({ onPlaced }: { onPlaced?: () => void }) {
  const { t, i18n } = useTranslation('sportsbook');
  const slip = useBetSlip();
  const money = useMoney();
  const oddsText = useOddsText();
  const { place, pending } = usePlaceBets(money.precision);
  const [errors, setErrors] = useState<Map<string, string>>(new Map());
  const [notice, setNotice] = useState<{ tone: 'error' | 'success'; text: string } | null>(null);
  const [placedCount, setPlacedCount] = useState(0);
  const { selections, tab, acceptOdds } = slip;
  const presets = stakePresets(money.currency);
  const conflicts = sharedEvents(selections);
  const block = multiBlock(selections);

  const bets = betsToPlace(tab, selections, slip.stakes, slip.multiStake, money.precision);
  const betSelections = bets.flatMap((bet) => bet.selections);
  const toAccept = betSelections.filter((s) => needsAcceptance(s, acceptOdds));
  const totalStake = bets.reduce((sum, bet) => sum + bet.stake, 0n);
  const totalPayout = bets.reduce((sum, bet) => sum + payoutOf(bet.stake, bet.selections), 0n);
  const multiBlocked = tab === 'multi' && block !== null;

  const submit = async () => {
    if (toAccept.length > 0) {
      betSlip.acceptLatest(toAccept.map((s) => s.outcomeId));
      return;
    }
    setNotice(null);
    setPlacedCount(0);
    const result = await place(bets);
    if (!result) return;
    const texts = new Map<string, string>();
    for (const [id, error] of result.errors) texts.set(id, sportsbookErrorText(error, t, money.major));
    setErrors(texts);
    const first = [...texts.values()][0];
    if (first) setNotice({ tone: 'error', text: first });
    else if (result.placed > 0) {
      setNotice({ tone: 'success', text: t('slip.placed', { count: result.placed }) });
      onPlaced?.();
    }
    setPlacedCount(result.placed);
  };

  const header = (
    <div className="flex items-center justify-between gap-2">
      <p className="flex items-center gap-2 text-base font-black">
        <TicketIcon className="size-5 text-accent-strong" />
        <span data-testid="slip-count">{t('slip.count', { count: selections.length })}</span>
      </p>
      {selections.length > 0 && (
        <button
          type="button"
          onClick={() => {
            betSlip.clear();
            setErrors(new Map());
            setNotice(null);
          }}
          className="min-h-9 rounded-md px-2 text-xs font-bold text-muted hover:text-ink touch:min-h-11"
        >
          {t('slip.clear')}
        </button>
      )}
    </div>
  );

  const status = (
    <div aria-live="assertive" data-testid="slip-status">
      {notice?.tone === 'error' && (
        <p
          role="alert"
          className="rounded-lg border border-danger/40 bg-danger/10 px-3 py-2 text-sm font-semibold text-danger"
        >
          {notice.text}
        </p>
      )}
      {notice?.tone === 'success' && (
        <div
          role="status"
          className="flex flex-col gap-1 rounded-lg border border-success/40 bg-success/10 px-3 py-2"
        >
          <p className="flex items-center gap-2 text-sm font-black text-success">
            <CheckIcon className="size-4" />
            {notice.text}
          </p>
          {placedCount > 0 && <p className="text-xs text-muted">{t('slip.placedText')}</p>}
          <Link
            to={`/${i18n.language}/sportsbook/bets`}
            className="text-sm font-bold text-accent-strong underline-offset-2 hover:underline"
            data-testid="slip-my-bets"
          >
            {t('slip.toMyBets')}
          </Link>
        </div>
      )}
    </div>
  );

  if (selections.length === 0)
    return (
      <div className="flex flex-col gap-4" data-testid="bet-slip">
        {header}
        {status}
        <div className="flex flex-col items-center gap-2 rounded-lg border border-dashed border-line-strong/70 px-4 py-8 text-center">
          <TicketIcon className="size-8 text-faint" />
          <p className="text-sm font-bold text-ink">{t('slip.empty')}</p>
          <p className="text-xs text-muted">{t('slip.emptyText')}</p>
        </div>
      </div>
    );

  return (
    <div className="flex flex-col gap-3" data-testid="bet-slip">
      {header}
      <div role="tablist" aria-label={t('slip.tabs')} className="flex gap-1 rounded-control bg-sunken p-1">
        {(['single', 'multi'] as const).map((value) => (
          <button
            key={value}
            type="button"
            role="tab"
            aria-selected={tab === value}
            onClick={() => betSlip.setTab(value)}
            className={cn(
              'min-h-9 flex-1 rounded-lg text-sm font-bold transition touch:min-h-11',
              tab === value ? 'bg-raised text-ink shadow-card' : 'text-muted hover:text-ink',
            )}
          >
            {t(`slip.${value}`)}
          </button>
        ))}
      </div>
      <ul className="flex flex-col gap-2">
        {selections.map((selection) => {
          const stakeText = slip.stakes[selection.outcomeId] ?? '';
          const stake = stakeMinor(stakeText, money.precision);
          return (
            <SelectionCard
              key={selection.outcomeId}
              selection={selection}
              conflict={tab === 'multi' && conflicts.has(selection.eventId)}
              error={errors.get(selection.outcomeId) ?? null}
              stake={
                tab === 'single'
                  ? {
                      value: stakeText,
                      presets,
                      payout: stake === null ? null : money.minor(payoutOf(stake, [selection])),
                      invalid: stakeText !== '' && stake === null,
                    }
                  : undefined
              }
            />
          );
        })}
      </ul>
      {tab === 'multi' && (
        <div
          className="flex flex-col gap-2 rounded-lg border border-line bg-raised/40 p-3"
          data-testid="slip-multi"
        >
          {block ? (
            <p role="status" className="text-sm font-semibold text-gold" data-testid="multi-blocked">
              {t(`slip.multiBlock.${MULTI_BLOCK_KEY[block]}`)}
            </p>
          ) : (
            <>
              <p className="flex justify-between text-sm">
                <span className="text-muted">{t('slip.combined')}</span>
                <span className="tabular font-black text-ink" data-testid="multi-odds">
                  {oddsText(formatOdds(multiOdds(selections)))}
                </span>
              </p>
              <StakeInput
                label={t('slip.multiStake')}
                value={slip.multiStake}
                onChange={betSlip.setMultiStake}
                presets={presets}
                invalid={slip.multiStake !== '' && stakeMinor(slip.multiStake, money.precision) === null}
                testId="slip-multi-stake"
              />
            </>
          )}
          {errors.get('multi') && (
            <p role="alert" className="text-xs font-semibold text-danger">
              {errors.get('multi')}
            </p>
          )}
        </div>
      )}
      <Segmented
        label={t('slip.acceptOdds')}
        value={acceptOdds}
        onChange={betSlip.setAcceptOdds}
        options={ACCEPT.map((value) => ({ value, label: t(`slip.accept_${value}`) }))}
        className="text-xs"
      />
      <dl className="flex flex-col gap-1 text-sm">
        <div className="flex justify-between">
          <dt className="text-muted">{t('slip.totalStake')}</dt>
          <dd className="tabular font-bold text-ink" data-testid="slip-total-stake">
            {money.minor(totalStake)}
          </dd>
        </div>
        <div className="flex justify-between">
          <dt className="text-muted">{t('slip.payout')}</dt>
          <dd className="tabular text-base font-black text-success" data-testid="slip-payout">
            {money.minor(totalPayout)}
          </dd>
        </div>
      </dl>
      {status}
      <Button
        variant={toAccept.length > 0 ? 'primary' : 'success'}
        size="lg"
        loading={pending}
        disabled={bets.length === 0 || multiBlocked}
        onClick={() => void submit()}
        data-testid="slip-place"
      >
        {toAccept.length > 0
          ? t('slip.accept')
          : bets.length === 0
            ? t('slip.enterStake')
            : t('slip.place', { count: bets.length })}
      </Button>
    </div>
  );
}
