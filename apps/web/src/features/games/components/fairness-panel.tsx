import type { RotatedSeeds } from '@casino/shared';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { Link, useParams } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardTitle } from '../../../components/ui/card.tsx';
import { useTranslation } from '../../../i18n/index.ts';
import { toast } from '../../../lib/toast.ts';
import { useSignIn, useViewer } from '../../auth/index.ts';
import { useFairness } from '../api/get-fairness.ts';
import { useRotateSeed } from '../api/rotate-seed.ts';
import { betErrorKey } from '../lib/bet-errors.ts';
import { CopyButton } from './copy-button.tsx';

function randomClientSeed(): string {
  const bytes = new Uint8Array(8);
  crypto.getRandomValues(bytes);
  return [...bytes].map((byte) => byte.toString(16).padStart(2, '0')).join('');
}

function SeedRow({ label, value, copyLabel }: { label: string; value: string; copyLabel?: string }) {
  return (
    <div className="flex min-w-0 flex-col gap-1">
      <dt className="text-xs font-semibold uppercase tracking-wide text-muted">{label}</dt>
      <dd className="flex min-w-0 items-center gap-1 rounded-lg bg-sunken py-1 pl-3 pr-1">
        <code className="min-w-0 flex-1 truncate font-mono text-xs text-ink" title={value}>
          {value}
        </code>
        {copyLabel && <CopyButton text={value} label={copyLabel} />}
      </dd>
    </div>
  );
}

/**
 * The player's seed pair: the published server seed hash, the client seed (changeable, which rotates the
 * pair and reveals the previous server seed) and the nonce of the next bet.
 */
export function FairnessPanel({ gameId }: { gameId?: string }) {
  const { t } = useTranslation('games');
  const { locale = 'en' } = useParams();
  const { viewer } = useViewer();
  const { openSignIn } = useSignIn();
  const fairness = useFairness();
  const rotate = useRotateSeed();
  const seedId = useId();
  const [clientSeed, setClientSeed] = useState('');
  const [previous, setPrevious] = useState<RotatedSeeds['previous'] | null>(null);
  const current = fairness.data;

  useEffect(() => {
    if (current) setClientSeed(current.clientSeed);
  }, [current]);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const seed = clientSeed.trim();
    if (!seed || seed.length > 64) {
      toast.error(t('fairness.clientSeedInvalid'));
      return;
    }
    try {
      const result = await rotate.mutateAsync(seed);
      setPrevious(result.previous);
      toast.success(t('fairness.rotated'));
    } catch (error) {
      toast.error(t(betErrorKey(error)));
    }
  }

  const verifyPrevious =
    previous &&
    `/${locale}/fairness?${new URLSearchParams({
      ...(gameId ? { game: gameId } : {}),
      serverSeed: previous.serverSeed,
      hash: previous.serverSeedHash,
      clientSeed: previous.clientSeed,
      nonce: String(Math.max(0, previous.nonce - 1)),
    }).toString()}`;

  return (
    <Card aria-labelledby="fairness-panel-title" className="flex flex-col gap-4">
      <div className="flex items-center justify-between gap-2">
        <CardTitle id="fairness-panel-title" className="flex items-center gap-2">
          <svg viewBox="0 0 24 24" className="size-5 text-success" aria-hidden="true">
            <path
              d="M12 3l8 3v6c0 4.5-3.4 8.3-8 9-4.6-.7-8-4.5-8-9V6z"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
              strokeLinejoin="round"
            />
            <path
              d="M8.5 12l2.5 2.5 4.5-5"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
              strokeLinecap="round"
            />
          </svg>
          {t('fairness.title')}
        </CardTitle>
        <Link
          to={`/${locale}/fairness`}
          className="text-xs font-bold text-accent-strong hover:underline touch:inline-flex touch:min-h-11 touch:min-w-11 touch:items-center"
        >
          {t('fairness.howItWorks')}
        </Link>
      </div>
      {!viewer ? (
        <div className="flex flex-col items-start gap-3">
          <p className="text-sm text-muted">{t('fairness.guest')}</p>
          <Button size="sm" variant="primary" onClick={() => openSignIn('login')}>
            {t('fairness.signIn')}
          </Button>
        </div>
      ) : !current ? (
        <div className="h-32 animate-pulse rounded-lg bg-sunken" aria-hidden="true" />
      ) : (
        <>
          <dl className="grid gap-3">
            <SeedRow
              label={t('fairness.serverSeedHash')}
              value={current.serverSeedHash}
              copyLabel={t('copy')}
            />
            <div className="flex items-center justify-between rounded-lg bg-sunken px-3 py-2 text-sm">
              <dt className="text-xs font-semibold uppercase tracking-wide text-muted">
                {t('fairness.nonce')}
              </dt>
              <dd className="tabular font-bold" data-testid="nonce">
                {current.nonce}
              </dd>
            </div>
          </dl>
          <form onSubmit={onSubmit} className="flex flex-col gap-1.5">
            <label htmlFor={seedId} className="text-xs font-semibold uppercase tracking-wide text-muted">
              {t('fairness.clientSeed')}
            </label>
            <div className="flex gap-2">
              <div className="flex min-w-0 flex-1 items-center rounded-control border border-line bg-sunken focus-within:border-accent">
                <input
                  id={seedId}
                  value={clientSeed}
                  maxLength={64}
                  onChange={(event) => setClientSeed(event.target.value)}
                  className="min-w-0 flex-1 bg-transparent px-3 py-2 font-mono text-xs text-ink outline-none touch:min-h-11"
                />
                <button
                  type="button"
                  onClick={() => setClientSeed(randomClientSeed())}
                  aria-label={t('fairness.randomSeed')}
                  title={t('fairness.randomSeed')}
                  className="grid size-9 touch:size-11 place-items-center text-faint hover:text-ink"
                >
                  <svg viewBox="0 0 24 24" className="size-4" aria-hidden="true">
                    <path
                      d="M4 4v6h6M20 20v-6h-6M5.5 15a7 7 0 0 0 12.4 2M18.5 9A7 7 0 0 0 6.1 7"
                      fill="none"
                      stroke="currentColor"
                      strokeWidth="2"
                      strokeLinecap="round"
                    />
                  </svg>
                </button>
              </div>
              <Button type="submit" size="md" variant="primary" loading={rotate.isPending}>
                {t('fairness.rotate')}
              </Button>
            </div>
            <p className="text-xs text-faint">{t('fairness.rotateHint')}</p>
          </form>
          {previous && (
            <section
              aria-labelledby="previous-seed-title"
              className="animate-slide-up rounded-control border border-success/30 bg-success/5 p-3"
            >
              <h3 id="previous-seed-title" className="mb-2 text-sm font-bold text-success">
                {t('fairness.previousTitle')}
              </h3>
              <dl className="grid gap-2">
                <SeedRow label={t('fairness.serverSeed')} value={previous.serverSeed} copyLabel={t('copy')} />
                <SeedRow label={t('fairness.serverSeedHash')} value={previous.serverSeedHash} />
                <SeedRow label={t('fairness.clientSeed')} value={previous.clientSeed} />
              </dl>
              <p className="mt-2 text-xs text-muted">
                {t('fairness.previousBets', { count: previous.nonce })}
              </p>
              {verifyPrevious && (
                <Link
                  to={verifyPrevious}
                  className="mt-2 inline-block text-sm font-bold text-accent-strong hover:underline"
                >
                  {t('fairness.verifyPrevious')}
                </Link>
              )}
            </section>
          )}
        </>
      )}
    </Card>
  );
}
