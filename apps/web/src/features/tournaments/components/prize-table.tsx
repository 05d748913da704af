import { type TournamentView, tournamentDescriptionIn } from '@casino/shared';
import { useTranslation } from '../../../i18n/index.ts';
import { formatMoney } from '../lib/tournament-format.ts';
import { BonusTag } from './badges.tsx';
import { Place } from './medal.tsx';

const th = 'px-3 py-2 text-left text-[0.7rem] font-bold uppercase tracking-wide text-muted sm:px-4';

/** The prize by place: money, or a bonus (tagged) of the same amount. */
export function PrizeTable({ tournament }: { tournament: TournamentView }) {
  const { t, i18n } = useTranslation('tournaments');
  const { name } = tournamentDescriptionIn(tournament, i18n.language);
  if (tournament.prizes.length === 0) return <p className="text-sm text-muted">{t('detail.noPrizes')}</p>;
  return (
    <div className="overflow-hidden rounded-card border border-line bg-surface/80 shadow-card">
      <table className="w-full border-collapse text-sm" data-testid="prize-table">
        <caption className="sr-only">{t('detail.prizesCaption', { name })}</caption>
        <thead className="bg-sunken/80">
          <tr>
            <th scope="col" className={`${th} w-20`}>
              {t('detail.place')}
            </th>
            <th scope="col" className={`${th} text-right`}>
              {t('detail.prize')}
            </th>
          </tr>
        </thead>
        <tbody>
          {tournament.prizes.map((prize) => (
            <tr key={prize.place} className="border-t border-line/60">
              <th scope="row" className="px-3 py-2 text-left font-normal sm:px-4">
                <Place place={prize.place} />
              </th>
              <td className="tabular px-3 py-2 text-right font-bold text-ink sm:px-4">
                {formatMoney(prize.amount, tournament.prizePool.currency, i18n.language)}
                {prize.kind === 'bonus' && <BonusTag />}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
