import { Link, useParams } from 'react-router';
import { Card, CardTitle } from '../../../components/ui/card.tsx';
import { useTranslation } from '../../../i18n/index.ts';
import { cn } from '../../../lib/cn.ts';
import { useLastBets } from '../api/get-last-bets.ts';
import { formatMultiplier } from '../lib/format.ts';

/** Everyone's last 10 settled bets, live from `broadcast:last_bet`. */
export function LiveBets() {
  const { t } = useTranslation('games');
  const { locale = 'en' } = useParams();
  const { data } = useLastBets();

  return (
    <Card aria-labelledby="live-bets-title" className="flex min-w-0 flex-col gap-3">
      <CardTitle id="live-bets-title" className="flex items-center gap-2">
        <span className="relative flex size-2.5" aria-hidden="true">
          <span className="absolute inline-flex size-full animate-ping rounded-full bg-success opacity-60" />
          <span className="relative inline-flex size-2.5 rounded-full bg-success" />
        </span>
        {t('live.title')}
      </CardTitle>
      {!data ? (
        <div className="h-40 animate-pulse rounded-lg bg-sunken" aria-hidden="true" />
      ) : data.length === 0 ? (
        <p className="rounded-lg bg-sunken px-3 py-6 text-center text-sm text-muted">{t('live.empty')}</p>
      ) : (
        <div className="-mx-1 overflow-x-auto">
          <table className="tabular w-full border-separate border-spacing-y-1 text-sm">
            <thead>
              <tr className="text-left text-[11px] uppercase tracking-wide text-faint">
                <th scope="col" className="px-2 font-semibold">
                  {t('live.game')}
                </th>
                <th scope="col" className="hidden px-2 font-semibold sm:table-cell">
                  {t('live.player')}
                </th>
                <th scope="col" className="hidden px-2 text-right font-semibold md:table-cell">
                  {t('live.amount')}
                </th>
                <th scope="col" className="px-2 text-right font-semibold">
                  {t('live.multiplier')}
                </th>
                <th scope="col" className="px-2 text-right font-semibold">
                  {t('live.payout')}
                </th>
              </tr>
            </thead>
            <tbody>
              {data.map((bet) => {
                const won = Number(bet.multiplier) >= 1;
                return (
                  <tr key={bet.id} className="animate-fade-in bg-sunken/70">
                    <td className="max-w-32 truncate rounded-l-lg px-2 py-2 font-semibold">
                      <Link
                        to={`/${locale}/games/${bet.game}`}
                        className="hover:text-accent-strong touch:inline-flex touch:min-h-11 touch:min-w-11 touch:items-center"
                      >
                        {bet.gameTitle}
                      </Link>
                    </td>
                    <td className="hidden px-2 py-2 text-muted sm:table-cell">{bet.player}</td>
                    <td className="hidden px-2 py-2 text-right md:table-cell">
                      {bet.amount} <span className="text-faint">{bet.currency}</span>
                    </td>
                    <td className={cn('px-2 py-2 text-right font-bold', won ? 'text-success' : 'text-faint')}>
                      {formatMultiplier(bet.multiplier)}
                    </td>
                    <td
                      className={cn(
                        'rounded-r-lg px-2 py-2 text-right font-bold',
                        won ? 'text-gold' : 'text-faint',
                      )}
                    >
                      {bet.payout} <span className="text-xs font-semibold text-faint">{bet.currency}</span>
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
    </Card>
  );
}
