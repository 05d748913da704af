import type { PaysByCount, SlotMachine } from '@casino/shared';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { useTranslation } from '../../../i18n/index.ts';
import { scaleAmount } from './slot-outcome.ts';
import { lineColor, useSymbolName } from './slot-reels.tsx';

export interface SlotPaytableProps {
  machine: SlotMachine;
  open: boolean;
  onClose: () => void;
  /** Percent as the catalog gives it ("96.4751"); null while unknown. */
  rtp: string | null;
  /** Current total bet, to show pays as money; null to show multiples only. */
  amount: string | null;
  format: (amount: string) => string;
}

/** Counts with a pay, highest first: { 3: 8, 5: 100 } → [[5, 100], [3, 8]]. */
const paysOf = (pays: PaysByCount | undefined) =>
  Object.entries(pays ?? {})
    .map(([count, value]) => [Number(count), Number(value)] as const)
    .filter(([, value]) => value > 0)
    .sort(([a], [b]) => b - a);

export function SlotPaytable({ machine, open, onClose, rtp, amount, format }: SlotPaytableProps) {
  const { t } = useTranslation('slots');
  const name = useSymbolName(machine);
  const lines = machine.paylines.length;
  const glyph = (id: string) => machine.symbols.find((symbol) => symbol.id === id)?.glyph ?? '?';
  const awards = paysOf(machine.freeSpins.awards);
  const minScatters = awards.at(-1)?.[0] ?? 3;

  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={t('paytable.title')}
      description={rtp ? t('paytable.rtp', { rtp }) : undefined}
      closeLabel={t('paytable.close')}
      className="sm:max-w-2xl"
    >
      <div className="flex flex-col gap-5 text-sm">
        <p className="text-muted">{t('paytable.lines', { count: lines })}</p>

        <table className="w-full">
          <caption className="sr-only">{t('paytable.symbols')}</caption>
          <thead className="text-left text-xs text-faint">
            <tr>
              <th scope="col" className="pb-2 font-medium">
                {t('paytable.symbol')}
              </th>
              <th scope="col" className="pb-2 text-right font-medium">
                {t('paytable.pays')}
              </th>
            </tr>
          </thead>
          <tbody>
            {machine.symbols.map((symbol) => {
              const scatter = symbol.id === machine.scatter;
              const pays = paysOf(scatter ? machine.scatterPays : machine.paytable[symbol.id]);
              return (
                <tr key={symbol.id} className="border-t border-line/60 align-top">
                  <th scope="row" className="py-2 pr-3 text-left font-semibold">
                    <span className="flex items-center gap-2">
                      <span className="text-2xl" aria-hidden="true">
                        {symbol.glyph}
                      </span>
                      <span>
                        {name(symbol.id)}
                        {symbol.id === machine.wild ? (
                          <span className="ml-1.5 rounded bg-gold/20 px-1.5 py-0.5 text-[10px] font-bold text-gold uppercase">
                            {t('paytable.wild')}
                          </span>
                        ) : null}
                        {scatter ? (
                          <span className="ml-1.5 rounded bg-neon/20 px-1.5 py-0.5 text-[10px] font-bold text-neon uppercase">
                            {t('paytable.scatter')}
                          </span>
                        ) : null}
                      </span>
                    </span>
                  </th>
                  <td className="py-2 text-right">
                    <ul className="tabular flex flex-col items-end gap-0.5">
                      {pays.map(([count, value]) => (
                        <li key={count}>
                          <span className="text-muted">{t('paytable.ofAKind', { count })}</span>{' '}
                          <span className="font-bold text-ink">
                            {scatter
                              ? t('paytable.timesBet', { value })
                              : t('paytable.timesLineBet', { value })}
                          </span>
                          {amount ? (
                            <span className="text-faint">
                              {' '}
                              ({format(scaleAmount(amount, value, scatter ? 1 : lines))})
                            </span>
                          ) : null}
                        </li>
                      ))}
                    </ul>
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>

        <div className="flex flex-col gap-1.5 rounded-control bg-sunken p-3 text-muted">
          <p>{t('paytable.wildRule', { wild: name(machine.wild) })}</p>
          <p>{t('paytable.scatterRule', { scatter: name(machine.scatter) })}</p>
          <p>
            {t('paytable.freeSpinsRule', {
              count: minScatters,
              scatter: name(machine.scatter),
              awards: awards
                .slice()
                .reverse()
                .map(([count, spins]) => t('paytable.award', { count, spins }))
                .join(', '),
              multiplier: machine.freeSpins.multiplier,
            })}
            {machine.freeSpins.retrigger ? ` ${t('paytable.retrigger')}` : ''}
          </p>
          <p>{t('paytable.maxFreeSpins', { count: machine.freeSpins.maxPerBet })}</p>
        </div>

        <section aria-labelledby="slot-paylines-title">
          <h3 id="slot-paylines-title" className="mb-2 font-bold">
            {t('paytable.paylines')}
          </h3>
          <ol className="grid grid-cols-4 gap-2 sm:grid-cols-5">
            {machine.paylines.map((line, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: paylines are numbered by position
              <li key={index} className="flex flex-col items-center gap-1">
                <svg
                  viewBox={`0 0 ${line.length * 10} ${machine.rows * 10}`}
                  className="w-full max-w-20 rounded bg-sunken"
                  role="img"
                  aria-label={t('paytable.line', { n: index + 1 })}
                >
                  {line.map((row, reel) =>
                    Array.from({ length: machine.rows }, (_, r) => (
                      <rect
                        // biome-ignore lint/suspicious/noArrayIndexKey: cells are positions
                        key={`${reel}-${r}`}
                        x={reel * 10 + 1}
                        y={r * 10 + 1}
                        width="8"
                        height="8"
                        rx="1.5"
                        fill={r === row ? lineColor(index) : 'var(--color-line)'}
                      />
                    )),
                  )}
                </svg>
                <span className="tabular text-[11px] text-faint">{index + 1}</span>
              </li>
            ))}
          </ol>
        </section>
        <p className="text-xs text-faint">
          {glyph(machine.scatter)} {t('paytable.footnote')}
        </p>
      </div>
    </Dialog>
  );
}
