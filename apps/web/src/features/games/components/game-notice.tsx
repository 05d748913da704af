import { Link, useParams } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { useTranslation } from '../../../i18n/index.ts';
import { cn } from '../../../lib/cn.ts';
import { useGamePageWidth } from './game-header.tsx';
import { GAME_PAGE } from './game-layout-classes.ts';

/**
 * A game page that cannot show its game: blocked for the player's country or currency (403
 * game_unavailable), or the game's entry failed to load (with retry).
 */
export function GameNotice({
  title,
  problem,
  onRetry,
}: {
  title: string;
  problem: 'unavailable' | 'failed';
  onRetry?: () => void;
}) {
  const { t } = useTranslation('games');
  const { locale = 'en' } = useParams();
  const width = useGamePageWidth();
  return (
    <div className={cn(GAME_PAGE, width)}>
      <h1 className="truncate text-xl font-black tracking-tight sm:text-2xl">{title}</h1>
      <div
        role="alert"
        className="flex flex-col items-center gap-3 rounded-card border border-dashed border-danger/40 bg-danger/5 px-6 py-12 text-center"
      >
        <p className="text-lg font-extrabold text-ink">{t(`provider.error.${problem}.title`)}</p>
        <p className="max-w-md text-sm text-muted">{t(`provider.error.${problem}.text`)}</p>
        <div className="flex flex-wrap justify-center gap-2">
          {onRetry && (
            <Button variant="primary" onClick={onRetry}>
              {t('provider.retry')}
            </Button>
          )}
          <Link
            to={`/${locale}`}
            className="inline-flex min-h-11 items-center rounded-control border border-line bg-raised px-4 text-sm font-bold text-ink hover:border-line-strong"
          >
            {t('provider.backToLobby')}
          </Link>
        </div>
      </div>
    </div>
  );
}
