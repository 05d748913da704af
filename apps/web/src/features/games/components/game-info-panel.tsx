import type { GameView } from '@casino/shared';
import { Link, useParams } from 'react-router';
import { Card, CardTitle } from '../../../components/ui/card.tsx';
import { useTranslation } from '../../../i18n/index.ts';
import { useProviderTitle } from '../api/get-providers.ts';

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <div className="flex min-w-0 flex-col gap-0.5 rounded-lg bg-sunken px-3 py-2">
      <dt className="text-[11px] font-semibold uppercase tracking-wide text-faint">{label}</dt>
      <dd className="tabular truncate text-sm font-bold text-ink">{value}</dd>
    </div>
  );
}

/**
 * The game's rules and facts: RTP, volatility, the studio, how a round is paid. An original is provably
 * fair (a link to how to check it); a studio's game runs on the studio's servers and pays into the wallet.
 */
export function GameInfoPanel({ gameId, game }: { gameId: string; game: GameView | undefined }) {
  const { t } = useTranslation('games');
  const { locale = 'en' } = useParams();
  const provider = useProviderTitle(game?.provider);
  const aggregator = game?.source === 'aggregator';
  return (
    <Card aria-labelledby={`info-${gameId}`} className="flex min-w-0 flex-col gap-3">
      <CardTitle id={`info-${gameId}`}>{t('page.info')}</CardTitle>
      {game ? (
        <dl className="grid grid-cols-2 gap-2 sm:grid-cols-3">
          <Fact label={t('page.rtp')} value={`${Number(game.rtp).toFixed(2)}%`} />
          {game.volatility && (
            <Fact label={t('page.volatility')} value={t(`page.volatilityLevel.${game.volatility}`)} />
          )}
          <Fact label={t('page.provider')} value={provider ?? game.provider} />
        </dl>
      ) : (
        <div className="h-14 animate-pulse rounded-lg bg-sunken" aria-hidden="true" />
      )}
      <p className="text-sm text-muted">
        {t(`page.about.${gameId}`, {
          defaultValue: aggregator ? t('page.rulesStudio') : t('page.rulesOriginal'),
        })}
      </p>
      <p className="text-xs text-faint">{t('page.rtpNote')}</p>
      {!aggregator && (
        <Link
          to={`/${locale}/fairness`}
          className="inline-flex min-h-11 items-center text-sm font-bold text-accent-strong hover:underline"
        >
          {t('page.fairness')}
        </Link>
      )}
    </Card>
  );
}
