import { verifyWheelSpin, type WheelSpinResult } from '@casino/shared';
import { useId, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { useTranslation } from '../../../i18n/index.ts';
import { isClientSeed } from '../lib/player-wheel.ts';

type Check = { state: 'idle' | 'running' } | { state: 'done'; valid: boolean; index: number };

function Row({ label, value }: { label: string; value: string }) {
  return (
    <div className="flex flex-col gap-0.5">
      <dt className="text-xs font-semibold text-muted">{label}</dt>
      <dd className="break-all font-mono text-xs text-ink">{value}</dd>
    </div>
  );
}

/**
 * SPEC §4.5 provably fair, as the games do it: before the spin the hash of the server seed (and the client
 * seed the page will send, which the player may change); after it the revealed seeds, and a check that
 * recomputes the index in this browser with the same shared function the server drew it with.
 */
export function WheelFairness({
  seedHash,
  clientSeed,
  onClientSeed,
  result,
  weights,
  userGlobalId,
}: {
  /** The commitment shown before the spin. */
  seedHash: string | undefined;
  clientSeed: string;
  /** Set while the client seed may still change (before the spin). */
  onClientSeed?: (value: string) => void;
  result: WheelSpinResult | null;
  /** The weights listed with the prizes before the spin. */
  weights: readonly number[];
  userGlobalId: string;
}) {
  const { t } = useTranslation(['wheel', 'wheel-player']);
  const inputId = useId();
  const hintId = useId();
  const [check, setCheck] = useState<Check>({ state: 'idle' });
  const invalidSeed = !isClientSeed(clientSeed);

  async function verify() {
    if (!result) return;
    setCheck({ state: 'running' });
    const { fairness } = result;
    const verification = await verifyWheelSpin({
      serverSeed: fairness.serverSeed,
      // The hash that was shown before the spin, not only the one the answer repeats.
      seedHash: seedHash ?? fairness.seedHash,
      clientSeed: fairness.clientSeed,
      userGlobalId,
      day: fairness.day,
      weights,
      index: result.index,
    }).catch(() => ({ valid: false, index: -1 }));
    const sameWeights =
      fairness.weights.length === weights.length && fairness.weights.every((w, i) => w === weights[i]);
    setCheck({ state: 'done', valid: verification.valid && sameWeights, index: verification.index });
  }

  return (
    <details className="group w-full rounded-control border border-line bg-surface/60 text-sm">
      <summary className="flex min-h-11 cursor-pointer list-none items-center justify-between gap-2 px-4 font-bold text-muted hover:text-ink focus-visible:outline-2 focus-visible:outline-accent">
        <span className="inline-flex items-center gap-2">
          <svg viewBox="0 0 24 24" className="size-4 text-success" fill="none" aria-hidden="true">
            <path
              d="M12 3l7 3v5c0 4.5-3 8.3-7 9.5C8 19.3 5 15.5 5 11V6l7-3Z"
              stroke="currentColor"
              strokeWidth="2"
            />
            <path d="m9 12 2 2 4-4" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
          {t('wheel-player:fair.title')}
        </span>
        <span aria-hidden="true" className="transition group-open:rotate-180">
          ▾
        </span>
      </summary>
      <div className="flex flex-col gap-3 border-t border-line px-4 py-3">
        <p className="text-xs text-muted">{t('wheel-player:fair.intro')}</p>
        <dl className="flex flex-col gap-2">
          {seedHash && <Row label={t('wheel-player:fair.seedHash')} value={seedHash} />}
          {result && (
            <>
              <Row label={t('wheel-player:fair.serverSeed')} value={result.fairness.serverSeed} />
              <Row label={t('wheel-player:fair.clientSeed')} value={result.fairness.clientSeed} />
              <Row label={t('wheel-player:fair.day')} value={result.fairness.day} />
            </>
          )}
        </dl>
        {!result && onClientSeed && (
          <div className="flex flex-col gap-1">
            <label htmlFor={inputId} className="text-xs font-semibold text-muted">
              {t('wheel-player:fair.clientSeed')}
            </label>
            <input
              id={inputId}
              value={clientSeed}
              maxLength={64}
              spellCheck={false}
              autoComplete="off"
              aria-invalid={invalidSeed || undefined}
              aria-describedby={hintId}
              onChange={(event) => onClientSeed(event.target.value.trim())}
              className="min-h-11 rounded-lg border border-line bg-deep px-3 font-mono text-xs text-ink outline-none focus:border-accent aria-invalid:border-danger"
            />
            <p id={hintId} className={invalidSeed ? 'text-xs text-danger' : 'text-xs text-faint'}>
              {invalidSeed ? t('wheel-player:fair.clientSeedInvalid') : t('wheel-player:fair.clientSeedHint')}
            </p>
          </div>
        )}
        <p className="text-xs text-faint">{t('wheel-player:fair.formula')}</p>
        {result && (
          <div className="flex flex-col gap-2">
            <Button size="sm" onClick={verify} loading={check.state === 'running'} className="self-start">
              {t('wheel-player:fair.verify')}
            </Button>
            <p role="status" className="text-xs font-semibold">
              {check.state === 'done' &&
                (check.valid ? (
                  <span className="text-success">
                    {t('wheel-player:fair.valid', { number: check.index + 1 })}
                  </span>
                ) : (
                  <span className="text-danger">{t('wheel-player:fair.invalid')}</span>
                ))}
            </p>
          </div>
        )}
      </div>
    </details>
  );
}
