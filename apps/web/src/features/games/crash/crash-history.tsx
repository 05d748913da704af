import type { CrashState } from '@casino/shared';
import { Link, useParams } from 'react-router';
import { useTranslation } from '../../../i18n/index.ts';
import { crashPointTone, formatHundredths } from './crash-format.ts';

/** Recent results, newest first; each opens the fairness page on its chain link. */
export function CrashHistory({ history }: { history: CrashState['history'] }) {
  const { t } = useTranslation('crash');
  const { locale = 'en' } = useParams();
  if (history.length === 0) return null;
  return (
    <nav aria-label={t('history')} className="-mx-1 overflow-x-auto px-1 pb-1">
      <ol className="flex w-max gap-1.5">
        {history.map((round) => (
          <li key={round.id}>
            <Link
              to={`/${locale}/fairness?game=crash&hash=${encodeURIComponent(round.hash)}`}
              title={t('verifyRound', { hash: round.hash })}
              aria-label={t('verifyRoundShort', { multiplier: formatHundredths(round.crashPoint) })}
              className={`tabular inline-flex min-h-8 items-center rounded-full border px-2.5 text-xs font-bold transition hover:brightness-125 ${crashPointTone(round.crashPoint)}`}
            >
              {formatHundredths(round.crashPoint)}
            </Link>
          </li>
        ))}
      </ol>
    </nav>
  );
}
