import type { CrashPlayerBet } from '@casino/shared';
import { useTranslation } from '../../../i18n/index.ts';
import { formatHundredths } from './crash-format.ts';

export interface CrashPlayersProps {
  bets: CrashPlayerBet[];
  crashed: boolean;
  /** The player's own bet, highlighted. */
  ownBetId: string | null;
}

/** Everyone's bets in this round: who rides, who cashed out and at what. */
export function CrashPlayers({ bets, crashed, ownBetId }: CrashPlayersProps) {
  const { t } = useTranslation('crash');
  return (
    <section
      aria-labelledby="crash-players-title"
      className="rounded-card border border-line bg-surface p-3 sm:p-4"
    >
      <h3 id="crash-players-title" className="mb-2 flex items-center justify-between text-sm font-bold">
        <span>{t('players')}</span>
        <span className="tabular text-muted">{bets.length}</span>
      </h3>
      {bets.length === 0 ? (
        <p className="text-sm text-faint">{t('noPlayers')}</p>
      ) : (
        <table className="w-full text-sm">
          <thead className="text-left text-xs text-faint">
            <tr>
              <th scope="col" className="pb-1 font-medium">
                {t('player')}
              </th>
              <th scope="col" className="pb-1 text-right font-medium">
                {t('amount')}
              </th>
              <th scope="col" className="pb-1 text-right font-medium">
                {t('cashedOut')}
              </th>
              <th scope="col" className="pb-1 text-right font-medium">
                {t('payout')}
              </th>
            </tr>
          </thead>
          <tbody>
            {bets.map((bet) => {
              const cashed = bet.cashedOutAt !== null;
              const tone = cashed ? 'text-success' : crashed ? 'text-danger' : 'text-ink';
              return (
                <tr
                  key={bet.betId}
                  className={`border-t border-line/60 ${bet.betId === ownBetId ? 'bg-accent/10' : ''}`}
                >
                  <td className="max-w-[8rem] truncate py-1.5 pr-2">{bet.player}</td>
                  <td className="tabular py-1.5 text-right whitespace-nowrap">
                    {bet.amount} {bet.currency}
                  </td>
                  <td className={`tabular py-1.5 text-right ${tone}`}>
                    {cashed && bet.cashedOutAt !== null ? formatHundredths(bet.cashedOutAt) : '—'}
                  </td>
                  <td className={`tabular py-1.5 text-right whitespace-nowrap ${tone}`}>
                    {cashed && bet.payout ? `${bet.payout} ${bet.currency}` : crashed ? '0' : '—'}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      )}
    </section>
  );
}
