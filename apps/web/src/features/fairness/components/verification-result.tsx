import { cardLabel, MINES_TILES, SLOT_MACHINES, type SlotMachineId } from '@casino/shared';
import { useTranslation } from '../../../i18n/index.ts';
import { cn } from '../../../lib/cn.ts';
import { FLOATS_SHOWN, type Verification } from '../lib/verify.ts';

function Big({ children, tone }: { children: React.ReactNode; tone: 'win' | 'lose' | 'neutral' }) {
  return (
    <p
      data-testid="verified-result"
      className={cn(
        'tabular text-5xl font-black tracking-tight',
        tone === 'win' && 'text-success',
        tone === 'lose' && 'text-danger',
        tone === 'neutral' && 'text-ink',
      )}
    >
      {children}
    </p>
  );
}

function Floats({ floats }: { floats: number[] }) {
  const { t } = useTranslation('fairness');
  if (floats.length === 0) return null;
  return (
    <details className="rounded-control bg-sunken px-3 py-2 text-xs text-muted">
      <summary className="cursor-pointer font-semibold">
        {t('result.floats', { count: floats.length })}
      </summary>
      <ol className="tabular mt-2 grid grid-cols-2 gap-x-4 gap-y-1 font-mono sm:grid-cols-3">
        {floats.slice(0, Math.max(FLOATS_SHOWN, 16)).map((float, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: floats are positional
          <li key={i}>
            <span className="text-faint">{i}:</span> {float.toFixed(10)}
          </li>
        ))}
      </ol>
    </details>
  );
}

/** The recomputed result, drawn per game. */
export function VerificationResult({ result }: { result: Verification }) {
  const { t } = useTranslation('fairness');
  const { t: tg } = useTranslation('games');
  switch (result.game) {
    case 'dice':
      return (
        <>
          <Big tone={result.win ? 'win' : 'lose'}>{result.roll.toFixed(2)}</Big>
          <p className="text-sm text-muted">
            {t(result.condition === 'over' ? 'result.diceOver' : 'result.diceUnder', {
              target: result.target.toFixed(2),
            })}{' '}
            ·{' '}
            <span className={result.win ? 'font-bold text-success' : 'font-bold text-danger'}>
              {result.win ? t('result.win', { multiplier: result.multiplier.toFixed(4) }) : t('result.lose')}
            </span>
          </p>
          <Floats floats={result.floats} />
        </>
      );
    case 'limbo':
      return (
        <>
          <Big tone={result.win ? 'win' : 'lose'}>{result.result.toFixed(2)}×</Big>
          <p className="text-sm text-muted">
            {t('result.limboTarget', { target: result.target.toFixed(2) })} ·{' '}
            <span className={result.win ? 'font-bold text-success' : 'font-bold text-danger'}>
              {result.win ? t('result.win', { multiplier: result.target.toFixed(2) }) : t('result.lose')}
            </span>
          </p>
          <Floats floats={result.floats} />
        </>
      );
    case 'plinko':
      return (
        <>
          <Big tone={result.multiplier >= 1 ? 'win' : 'neutral'}>{result.multiplier}×</Big>
          <p className="text-sm text-muted">
            {t('result.plinkoSlot', { slot: result.slot, rows: result.rows })}
          </p>
          <ol className="flex flex-wrap gap-1" aria-label={t('result.plinkoPath')}>
            {result.path.map((step, row) => (
              <li
                // biome-ignore lint/suspicious/noArrayIndexKey: one step per row
                key={row}
                className="grid size-7 place-items-center rounded-md bg-sunken text-sm font-bold text-accent-strong"
                title={step === 1 ? t('result.right') : t('result.left')}
              >
                <span aria-hidden="true">{step === 1 ? '↘' : '↙'}</span>
                <span className="sr-only">{step === 1 ? t('result.right') : t('result.left')}</span>
              </li>
            ))}
          </ol>
          <Floats floats={result.floats} />
        </>
      );
    case 'mines': {
      const mines = new Set(result.mines);
      return (
        <>
          <p className="text-sm text-muted">{t('result.minesAt', { tiles: result.mines.join(', ') })}</p>
          <div
            className="grid w-full max-w-64 grid-cols-5 gap-1.5"
            role="img"
            aria-label={t('result.minesBoard')}
          >
            {Array.from({ length: MINES_TILES }, (_, tile) => (
              <span
                // biome-ignore lint/suspicious/noArrayIndexKey: a tile is its index
                key={tile}
                className={cn(
                  'tabular grid aspect-square place-items-center rounded-lg text-xs font-bold',
                  mines.has(tile) ? 'bg-danger/80 text-white' : 'bg-success/15 text-success',
                )}
              >
                {mines.has(tile) ? '✹' : tile}
              </span>
            ))}
          </div>
          <Floats floats={result.floats} />
        </>
      );
    }
    case 'keno': {
      const hits = new Set(result.hits);
      const drawn = new Set(result.drawn);
      return (
        <>
          {result.multiplier !== null && (
            <Big tone={result.multiplier >= 1 ? 'win' : 'lose'}>{result.multiplier}×</Big>
          )}
          <p className="text-sm text-muted">{t('result.kenoDrawn', { numbers: result.drawn.join(', ') })}</p>
          {result.multiplier !== null && (
            <p className="text-sm text-muted">
              {t('result.kenoHits', { hits: result.hits.length, picks: result.picks.length })}
            </p>
          )}
          <div
            className="grid w-full max-w-80 grid-cols-8 gap-1"
            role="img"
            aria-label={t('result.kenoBoard')}
          >
            {Array.from({ length: 40 }, (_, i) => i + 1).map((n) => (
              <span
                key={n}
                className={cn(
                  'tabular grid aspect-square place-items-center rounded-md text-xs font-bold',
                  hits.has(n)
                    ? 'bg-gold text-deep'
                    : drawn.has(n)
                      ? 'bg-accent text-accent-ink'
                      : 'bg-sunken text-faint',
                )}
              >
                {n}
              </span>
            ))}
          </div>
          <Floats floats={result.floats} />
        </>
      );
    }
    case 'coinflip':
      return (
        <>
          <p className="text-sm text-muted">{t('result.coinflipSides')}</p>
          <ol className="flex flex-wrap gap-1" aria-label={t('result.coinflipSides')}>
            {result.sides.map((side, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: flips in order
              <li key={i} className="tabular rounded-md bg-sunken px-2 py-1 text-xs font-bold">
                {i + 1}. {tg(`coinflip.sides.${side}`)}
              </li>
            ))}
          </ol>
          <Floats floats={result.floats} />
        </>
      );
    case 'hilo':
    case 'blackjack':
      return (
        <>
          <p className="text-sm text-muted">
            {t(result.game === 'hilo' ? 'result.hiloCards' : 'result.blackjackCards')}
          </p>
          <ol
            className="flex flex-wrap gap-1"
            aria-label={t(result.game === 'hilo' ? 'result.hiloCards' : 'result.blackjackCards')}
          >
            {result.cards.slice(0, 24).map((card, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: cards in dealing order
              <li key={i} className="tabular rounded-md bg-white px-2 py-1 text-xs font-black text-slate-900">
                {cardLabel(card)}
              </li>
            ))}
          </ol>
          <Floats floats={result.floats} />
        </>
      );
    case 'wheel':
      return (
        <>
          <Big tone={result.multiplier >= 1 ? 'win' : 'lose'}>{result.multiplier}×</Big>
          <p className="text-sm text-muted">
            {t('result.wheelSegment', { segment: result.segment, segments: result.segments })}
          </p>
          <Floats floats={result.floats} />
        </>
      );
    case 'roulette':
      return (
        <>
          <Big tone={result.color === 'red' ? 'lose' : result.color === 'green' ? 'win' : 'neutral'}>
            {result.pocket}
          </Big>
          <p className="text-sm text-muted">
            {t('result.roulettePocket', { pocket: result.pocket, color: t(`result.color.${result.color}`) })}
            {result.multiplier !== null && (
              <>
                {' '}
                ·{' '}
                <span className={result.multiplier > 0 ? 'font-bold text-success' : 'font-bold text-danger'}>
                  {result.multiplier > 0
                    ? t('result.win', { multiplier: result.multiplier })
                    : t('result.lose')}
                </span>
              </>
            )}
          </p>
          <Floats floats={result.floats} />
        </>
      );
    case 'slots': {
      const machine = SLOT_MACHINES[result.machine as SlotMachineId];
      const glyph = (id: string) => machine.symbols.find((symbol) => symbol.id === id)?.glyph ?? id;
      return (
        <>
          <Big tone={result.result.totalPays > 0 ? 'win' : 'lose'}>{result.result.totalPays}×</Big>
          <p className="text-sm text-muted">
            {t('result.slotSpins', { count: result.result.spins.length, free: result.result.freeSpins })}
          </p>
          <div className="flex flex-col gap-3">
            {result.result.spins.slice(0, 6).map((spin, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: spins are in order
              <div key={index} className="flex items-center gap-3">
                <div
                  className="grid grid-flow-col gap-1 rounded-lg bg-sunken p-1.5"
                  style={{ gridTemplateRows: `repeat(${machine.rows}, minmax(0, 1fr))` }}
                >
                  {spin.grid.flatMap((column, reel) =>
                    column.map((symbol, row) => (
                      // biome-ignore lint/suspicious/noArrayIndexKey: cells are positional
                      <span key={`${reel}:${row}`} className="grid size-8 place-items-center text-lg">
                        {glyph(symbol)}
                      </span>
                    )),
                  )}
                </div>
                <span
                  className={cn('tabular text-sm font-bold', spin.win > 0 ? 'text-success' : 'text-faint')}
                >
                  {spin.free ? t('result.freeSpin') : t('result.paidSpin')}: {spin.win}×
                </span>
              </div>
            ))}
          </div>
          <Floats floats={result.floats} />
        </>
      );
    }
    case 'crash':
      return (
        <>
          <Big tone="neutral">{result.crashPoint.toFixed(2)}×</Big>
          {result.chained !== null && (
            <p className={cn('text-sm font-bold', result.chained ? 'text-success' : 'text-danger')}>
              {result.chained ? `✓ ${t('result.chainOk')}` : `✗ ${t('result.chainBroken')}`}
            </p>
          )}
        </>
      );
  }
}
