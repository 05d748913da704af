import {
  GAME_IDS,
  isSlotMachineId,
  KENO_RISKS,
  PLINKO_RISKS,
  PLINKO_ROW_COUNTS,
  SLOT_MACHINES,
  WHEEL_RISKS,
  WHEEL_SEGMENT_COUNTS,
} from '@casino/shared';
import { type ReactNode, useEffect, useId, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { Card, CardTitle } from '../../../components/ui/card.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { useTranslation } from '../../../i18n/index.ts';
import { cn } from '../../../lib/cn.ts';
import { sha256Hex, type Verification, verify } from '../lib/verify.ts';
import { VerificationResult } from './verification-result.tsx';

interface FormState {
  game: string;
  serverSeed: string;
  hash: string;
  clientSeed: string;
  nonce: string;
  target: string;
  condition: 'over' | 'under';
  rows: string;
  risk: string;
  mines: string;
  picks: string;
  segments: string;
  /** Roulette chips as the bet carried them (JSON), for the payout; the pocket needs none. */
  bets: string;
  roundHash: string;
  previousHash: string;
}

function fromQuery(query: URLSearchParams): FormState {
  let params: Record<string, unknown> = {};
  try {
    const parsed: unknown = JSON.parse(query.get('params') ?? '{}');
    if (parsed && typeof parsed === 'object' && !Array.isArray(parsed))
      params = parsed as Record<string, unknown>;
  } catch {
    // A hand-edited link: start from the defaults.
  }
  const game = query.get('game') ?? 'dice';
  const text = (value: unknown, fallback: string) =>
    typeof value === 'number' || typeof value === 'string' ? String(value) : fallback;
  return {
    game: (GAME_IDS as readonly string[]).includes(game) ? game : 'dice',
    serverSeed: query.get('serverSeed') ?? '',
    hash: query.get('hash') ?? '',
    clientSeed: query.get('clientSeed') ?? '',
    nonce: query.get('nonce') ?? '0',
    target: text(params.target, game === 'limbo' ? '2' : '50.5'),
    condition: params.condition === 'under' ? 'under' : 'over',
    rows: text(params.rows, '12'),
    risk: text(params.risk, game === 'keno' ? 'classic' : 'medium'),
    picks: Array.isArray(params.picks) ? params.picks.join(', ') : text(params.picks, ''),
    segments: text(params.segments, '30'),
    bets: Array.isArray(params.bets) ? JSON.stringify(params.bets) : '',
    mines: text(params.mines, '3'),
    roundHash: query.get('roundHash') ?? '',
    previousHash: query.get('previous') ?? '',
  };
}

function Select({
  label,
  value,
  onChange,
  children,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <div className="flex min-w-0 flex-col gap-1.5">
      <label htmlFor={id} className="text-xs font-semibold uppercase tracking-wide text-muted">
        {label}
      </label>
      <select
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        className="min-h-11 cursor-pointer rounded-control border border-line bg-sunken px-3 text-sm font-bold text-ink focus:border-accent"
      >
        {children}
      </select>
    </div>
  );
}

function parseBets(text: string): unknown {
  try {
    return text.trim() ? JSON.parse(text) : undefined;
  } catch {
    return undefined;
  }
}

/** Anyone checks a result: the browser recomputes it from the seeds with the shared game code. */
export function FairnessVerifier() {
  const { t } = useTranslation('fairness');
  const { t: tg } = useTranslation('games');
  const [query] = useSearchParams();
  const [form, setForm] = useState<FormState>(() => fromQuery(query));
  const [result, setResult] = useState<Verification | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [seedHash, setSeedHash] = useState<string | null>(null);
  const set =
    <K extends keyof FormState>(key: K) =>
    (value: FormState[K]) =>
      setForm((f) => ({ ...f, [key]: value }));

  // A verify link opened while the page is already shown (another bet's link) replaces the form.
  const queryText = query.toString();
  // biome-ignore lint/correctness/useExhaustiveDependencies: the query text stands for the query
  useEffect(() => {
    if (queryText) setForm(fromQuery(query));
  }, [queryText]);

  const input = useMemo(
    () => ({
      game: form.game,
      serverSeed: form.serverSeed.trim(),
      clientSeed: form.clientSeed,
      nonce: Number(form.nonce),
      params: {
        target: Number(form.target),
        condition: form.condition,
        rows: Number(form.rows),
        risk: form.risk,
        mines: Number(form.mines),
        picks: form.picks,
        segments: Number(form.segments),
        bets: parseBets(form.bets),
      },
      roundHash: form.roundHash,
      previousHash: form.previousHash,
    }),
    [form],
  );

  useEffect(() => {
    let current = true;
    setError(null);
    if (input.game !== 'crash' && (!input.serverSeed || !Number.isInteger(input.nonce) || input.nonce < 0)) {
      setResult(null);
      return;
    }
    if (input.game === 'crash' && !input.roundHash.trim()) {
      setResult(null);
      return;
    }
    verify(input).then(
      (verification) => current && setResult(verification),
      (cause: unknown) => {
        if (!current) return;
        setResult(null);
        setError(
          cause instanceof RangeError && cause.message === 'round_hash'
            ? t('errors.roundHash')
            : t('errors.generic'),
        );
      },
    );
    return () => {
      current = false;
    };
  }, [input, t]);

  useEffect(() => {
    let current = true;
    if (!input.serverSeed) {
      setSeedHash(null);
      return;
    }
    void sha256Hex(input.serverSeed).then((hash) => current && setSeedHash(hash));
    return () => {
      current = false;
    };
  }, [input.serverSeed]);

  const published = form.hash.trim().toLowerCase();
  const hashMatches = seedHash && published ? seedHash === published : null;
  const isCrash = form.game === 'crash';

  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-5 px-3 py-6 sm:px-6 sm:py-10">
      <header className="flex flex-col gap-2">
        <p className="text-xs font-bold uppercase tracking-[0.2em] text-neon">{t('eyebrow')}</p>
        <h1 className="text-3xl font-black tracking-tight sm:text-4xl">{t('title')}</h1>
        <p className="max-w-3xl text-sm text-muted sm:text-base">{t('lead')}</p>
      </header>

      <div className="grid gap-5 lg:grid-cols-[minmax(0,1fr)_minmax(0,1fr)]">
        <Card aria-labelledby="verify-input-title" className="flex flex-col gap-4">
          <CardTitle id="verify-input-title">{t('input.title')}</CardTitle>
          <Select label={t('input.game')} value={form.game} onChange={set('game')}>
            {GAME_IDS.map((id) => (
              <option key={id} value={id}>
                {isSlotMachineId(id) ? SLOT_MACHINES[id].title : tg(`title.${id}`)}
              </option>
            ))}
          </Select>
          {isCrash ? (
            <>
              <Field
                label={t('input.roundHash')}
                value={form.roundHash}
                onChange={(e) => set('roundHash')(e.target.value)}
                inputClassName="font-mono text-xs"
                spellCheck={false}
              />
              <Field
                label={t('input.previousHash')}
                hint={t('input.previousHashHint')}
                value={form.previousHash}
                onChange={(e) => set('previousHash')(e.target.value)}
                inputClassName="font-mono text-xs"
                spellCheck={false}
              />
            </>
          ) : (
            <>
              <Field
                label={t('input.serverSeed')}
                hint={t('input.serverSeedHint')}
                value={form.serverSeed}
                onChange={(e) => set('serverSeed')(e.target.value)}
                inputClassName="font-mono text-xs"
                spellCheck={false}
              />
              <Field
                label={t('input.hash')}
                hint={t('input.hashHint')}
                value={form.hash}
                onChange={(e) => set('hash')(e.target.value)}
                inputClassName="font-mono text-xs"
                spellCheck={false}
              />
              <div className="grid grid-cols-[minmax(0,1fr)_7rem] gap-3">
                <Field
                  label={t('input.clientSeed')}
                  value={form.clientSeed}
                  onChange={(e) => set('clientSeed')(e.target.value)}
                  inputClassName="font-mono text-xs"
                  spellCheck={false}
                />
                <Field
                  label={t('input.nonce')}
                  inputMode="numeric"
                  value={form.nonce}
                  onChange={(e) => set('nonce')(e.target.value.replace(/\D/g, ''))}
                />
              </div>
            </>
          )}
          {form.game === 'dice' && (
            <div className="grid grid-cols-2 gap-3">
              <Field
                label={t('input.target')}
                inputMode="decimal"
                value={form.target}
                onChange={(e) => set('target')(e.target.value)}
              />
              <Select
                label={t('input.condition')}
                value={form.condition}
                onChange={(v) => set('condition')(v === 'under' ? 'under' : 'over')}
              >
                <option value="over">{tg('dice.rollOver')}</option>
                <option value="under">{tg('dice.rollUnder')}</option>
              </Select>
            </div>
          )}
          {form.game === 'limbo' && (
            <Field
              label={t('input.limboTarget')}
              inputMode="decimal"
              value={form.target}
              onChange={(e) => set('target')(e.target.value)}
            />
          )}
          {form.game === 'plinko' && (
            <div className="grid grid-cols-2 gap-3">
              <Select label={tg('plinko.rows')} value={form.rows} onChange={set('rows')}>
                {PLINKO_ROW_COUNTS.map((rows) => (
                  <option key={rows} value={rows}>
                    {rows}
                  </option>
                ))}
              </Select>
              <Select label={tg('plinko.risk')} value={form.risk} onChange={set('risk')}>
                {PLINKO_RISKS.map((risk) => (
                  <option key={risk} value={risk}>
                    {tg(`plinko.riskLevel.${risk}`)}
                  </option>
                ))}
              </Select>
            </div>
          )}
          {form.game === 'keno' && (
            <div className="grid grid-cols-[minmax(0,2fr)_minmax(0,1fr)] gap-3">
              <Field
                label={t('input.picks')}
                hint={t('input.picksHint')}
                value={form.picks}
                onChange={(e) => set('picks')(e.target.value)}
              />
              <Select label={tg('keno.risk')} value={form.risk} onChange={set('risk')}>
                {KENO_RISKS.map((risk) => (
                  <option key={risk} value={risk}>
                    {tg(`keno.riskLevel.${risk}`)}
                  </option>
                ))}
              </Select>
            </div>
          )}
          {form.game === 'wheel' && (
            <div className="grid grid-cols-2 gap-3">
              <Select label={tg('wheel.segments')} value={form.segments} onChange={set('segments')}>
                {WHEEL_SEGMENT_COUNTS.map((count) => (
                  <option key={count} value={count}>
                    {count}
                  </option>
                ))}
              </Select>
              <Select label={tg('wheel.risk')} value={form.risk} onChange={set('risk')}>
                {WHEEL_RISKS.map((risk) => (
                  <option key={risk} value={risk}>
                    {tg(`wheel.riskLevel.${risk}`)}
                  </option>
                ))}
              </Select>
            </div>
          )}
          {form.game === 'roulette' && (
            <Field
              label={t('input.rouletteBets')}
              hint={t('input.rouletteBetsHint')}
              value={form.bets}
              onChange={(e) => set('bets')(e.target.value)}
              inputClassName="font-mono text-xs"
              spellCheck={false}
            />
          )}
          {form.game === 'mines' && (
            <Select label={t('input.mines')} value={form.mines} onChange={set('mines')}>
              {Array.from({ length: 24 }, (_, i) => i + 1).map((count) => (
                <option key={count} value={count}>
                  {count}
                </option>
              ))}
            </Select>
          )}
        </Card>

        <Card aria-labelledby="verify-result-title" className="flex flex-col gap-4">
          <CardTitle id="verify-result-title">{t('result.title')}</CardTitle>
          {!isCrash && (
            <div className="flex flex-col gap-2 rounded-control border border-line bg-sunken p-3">
              <p className="text-xs font-semibold uppercase tracking-wide text-muted">
                {t('result.seedHash')}
              </p>
              <code className="break-all font-mono text-xs text-ink" data-testid="computed-hash">
                {seedHash ?? '—'}
              </code>
              {hashMatches !== null && (
                <p
                  className={cn(
                    'flex items-center gap-1.5 text-sm font-bold',
                    hashMatches ? 'text-success' : 'text-danger',
                  )}
                  data-testid="hash-check"
                >
                  <span aria-hidden="true">{hashMatches ? '✓' : '✗'}</span>
                  {hashMatches ? t('result.hashMatches') : t('result.hashDiffers')}
                </p>
              )}
            </div>
          )}
          <div aria-live="polite" className="flex flex-col gap-3">
            {error ? (
              <p role="alert" className="text-sm text-danger">
                {error}
              </p>
            ) : result ? (
              <VerificationResult result={result} />
            ) : (
              <p className="rounded-control bg-sunken px-3 py-8 text-center text-sm text-muted">
                {t('result.empty')}
              </p>
            )}
          </div>
        </Card>
      </div>

      <Card aria-labelledby="how-title" className="flex flex-col gap-3 text-sm text-muted">
        <CardTitle id="how-title">{t('how.title')}</CardTitle>
        <p>{t('how.seeds')}</p>
        {/* One sentence: the bytes, then how they become floats. */}
        <p>
          {t('how.bytes')}{' '}
          <code className="rounded bg-sunken px-1.5 py-0.5 font-mono text-xs text-ink">
            HMAC-SHA256(serverSeed, clientSeed:nonce:round)
          </code>
          , {t('how.floats')}{' '}
          <code className="whitespace-nowrap rounded bg-sunken px-1.5 py-0.5 font-mono text-xs text-ink">
            Σ byte[i] / 256^(i+1)
          </code>
        </p>
        <ul className="grid gap-1.5 sm:grid-cols-2">
          {(
            [
              'dice',
              'limbo',
              'plinko',
              'mines',
              'keno',
              'wheel',
              'roulette',
              'coinflip',
              'hilo',
              'blackjack',
              'slots',
              'crash',
            ] as const
          ).map((game) => (
            <li key={game} className="rounded-lg bg-sunken px-3 py-2">
              <span className="font-bold text-ink">{tg(`title.${game}`)}: </span>
              {t(`how.games.${game}`)}
            </li>
          ))}
        </ul>
      </Card>
    </div>
  );
}
