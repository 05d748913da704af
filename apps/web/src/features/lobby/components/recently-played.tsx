import { useTranslation } from '../../../i18n/index.ts';
import { useRecentlyPlayed } from '../lib/recently-played.ts';
import { GameRow } from './game-row.tsx';
import { HistoryIcon } from './lobby-icons.tsx';

/** The games this device opened last (newest first); nothing at all until one was opened. */
export function RecentlyPlayed() {
  const { t } = useTranslation('lobby');
  const games = useRecentlyPlayed();
  if (games.length === 0) return null;
  return (
    <GameRow
      title={t('category.recent')}
      icon={<HistoryIcon className="size-5 shrink-0 text-accent-strong" />}
      games={games}
    />
  );
}
