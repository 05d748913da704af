import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardTitle } from '../../../components/ui/card.tsx';
import { useTranslation } from '../../../i18n/index.ts';
import { cn } from '../../../lib/cn.ts';
import { useViewer } from '../../auth/index.ts';
import { useBets } from '../api/get-bets.ts';
import { formatMultiplier, useMoneyFormat } from '../lib/format.ts';
import { verifyHref } from '../lib/verify-link.ts';

const PAGE_SIZE = 10;

function LockIcon() {
  return (
    <svg viewBox="0 0 24 24" className="size-4" aria-hidden="true">
      <rect x="5" y="11" width="14" height="9" rx="2" fill="none" stroke="currentColor" strokeWidth="2" />
      <path d="M8 11V8a4 4 0 0 1 8 0v3" fill="none" stroke="currentColor" strokeWidth="2" />
    </svg>
  );
}

/** The player's own bets (of one game, or all), each with a verify link once its server seed is revealed. */
export function RecentBets({ gameId }: { gameId?: string }) {
  const { t, i18n } = useTranslation('games');
  const { locale = 'en' } = useParams();
  const { viewer } = useViewer();
  const [offset, setOffset] = useState(0);
  const bets = useBets({ game: gameId, offset, limit: PAGE_SIZE });
  const money = useMoneyFormat();
  const page = bets.data;
  const time = new Intl.DateTimeFormat(i18n.language, {
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  });
  // Studio games' rounds have no seed pair of ours (the studio answers for their fairness): no verify link.
  const ownSeed = (bet: { serverSeedHash: string }) => bet.serverSeedHash !== '';
  const hasHidden = page?.items.some((bet) => ownSeed(bet) && !bet.serverSeed);

  return (
    <Card aria-labelledby="recent-bets-title" className="flex min-w-0 flex-col gap-3">
      <CardTitle id="recent-bets-title">{t('recent.title')}</CardTitle>
      {!viewer ? (
        <p className="text-sm text-muted">{t('recent.guest')}</p>
      ) : !page ? (
        <div className="h-40 animate-pulse rounded-lg bg-sunken" aria-hidden="true" />
      ) : page.items.length === 0 ? (
        <p className="rounded-lg bg-sunken px-3 py-6 text-center text-sm text-muted">{t('recent.empty')}</p>
      ) : (
        <>
          <div className="-mx-1 overflow-x-auto">
            <table className="tabular w-full min-w-0 border-separate border-spacing-y-1 text-sm">
              <thead>
                <tr className="text-left text-[11px] uppercase tracking-wide text-faint">
                  <th scope="col" className="hidden px-2 font-semibold sm:table-cell">
                    {t('recent.time')}
                  </th>
                  <th scope="col" className="px-2 font-semibold">
                    {t('recent.amount')}
                  </th>
                  <th scope="col" className="px-2 text-right font-semibold">
                    {t('recent.multiplier')}
                  </th>
                  <th scope="col" className="px-2 text-right font-semibold">
                    {t('recent.payout')}
                  </th>
                  <th scope="col" className="w-10 px-1 text-center font-semibold">
                    <span className="sr-only">{t('recent.verify')}</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {page.items.map((bet) => {
                  const href = verifyHref(locale, bet);
                  const won = Number(bet.multiplier) >= 1;
                  return (
                    <tr key={bet.id} className="bg-sunken/70">
                      <td className="hidden rounded-l-lg px-2 py-2 text-muted sm:table-cell">
                        {time.format(new Date(bet.createdAt))}
                      </td>
                      <td className="rounded-l-lg px-2 py-2 font-semibold sm:rounded-l-none">
                        {money(bet.amount, bet.currency)}
                      </td>
                      <td
                        className={cn('px-2 py-2 text-right font-bold', won ? 'text-success' : 'text-faint')}
                      >
                        {formatMultiplier(bet.multiplier)}
                      </td>
                      <td className={cn('px-2 py-2 text-right font-bold', won ? 'text-gold' : 'text-faint')}>
                        {money(bet.payout, bet.currency)}
                      </td>
                      <td className="rounded-r-lg px-1 py-1 text-center">
                        {!ownSeed(bet) ? null : href ? (
                          <Link
                            to={href}
                            className="inline-grid size-8 place-items-center rounded-lg text-accent-strong hover:bg-raised"
                            aria-label={t('recent.verifyBet', { nonce: bet.nonce })}
                            title={t('recent.verify')}
                          >
                            <svg viewBox="0 0 24 24" className="size-4" aria-hidden="true">
                              <path
                                d="M12 3l8 3v6c0 4.5-3.4 8.3-8 9-4.6-.7-8-4.5-8-9V6z"
                                fill="none"
                                stroke="currentColor"
                                strokeWidth="2"
                              />
                              <path
                                d="M8.5 12l2.5 2.5 4.5-5"
                                fill="none"
                                stroke="currentColor"
                                strokeWidth="2"
                              />
                            </svg>
                          </Link>
                        ) : (
                          <span
                            className="inline-grid size-8 place-items-center text-faint"
                            title={t('recent.revealedAfterRotation')}
                          >
                            <LockIcon />
                            <span className="sr-only">{t('recent.revealedAfterRotation')}</span>
                          </span>
                        )}
                      </td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </div>
          {hasHidden && (
            <p className="flex items-center gap-2 text-xs text-faint">
              <LockIcon /> {t('recent.revealedAfterRotation')}
            </p>
          )}
          {page.meta.total > PAGE_SIZE && (
            <div className="flex items-center justify-between gap-2">
              <Button
                size="sm"
                disabled={offset === 0}
                onClick={() => setOffset(Math.max(0, offset - PAGE_SIZE))}
              >
                {t('recent.newer')}
              </Button>
              <span className="tabular text-xs text-faint">
                {t('recent.page', {
                  from: offset + 1,
                  to: Math.min(offset + PAGE_SIZE, page.meta.total),
                  total: page.meta.total,
                })}
              </span>
              <Button
                size="sm"
                disabled={offset + PAGE_SIZE >= page.meta.total}
                onClick={() => setOffset(offset + PAGE_SIZE)}
              >
                {t('recent.older')}
              </Button>
            </div>
          )}
        </>
      )}
    </Card>
  );
}
