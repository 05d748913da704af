import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { useTranslation } from '../../../i18n/index.ts';
import { cn } from '../../../lib/cn.ts';
import { useLogout } from '../../auth/index.ts';
import { playSessionQueryOptions, type TimedPlaySession } from '../api/get-play-session.ts';
import { formatMoney } from '../lib/format.ts';
import { nextCheckAt, timePlayed } from '../lib/reality-check.ts';
import { responsibleGamingPath } from './exclusion-banner.tsx';

/** The figures one check shows, frozen when it opens (they do not tick under the player's eyes). */
interface Check {
  session: TimedPlaySession;
  /** Server time the check opened at. */
  at: number;
}

function CheckDialog({ check, onContinue }: { check: Check; onContinue: () => void }) {
  const { t, i18n } = useTranslation(['protection', 'common']);
  const navigate = useNavigate();
  const logout = useLogout();
  const { session } = check;
  const played = timePlayed(Date.parse(session.startedAt), check.at);
  const time =
    played.hours > 0
      ? t('reality.hoursMinutes', {
          hours: t('reality.hours', { count: played.hours }),
          minutes: t('reality.minutes', { count: played.minutes }),
        })
      : t('reality.minutes', { count: played.minutes });
  const language = i18n.language;
  const net = session.net.trim();
  const stop = () =>
    logout.mutate(undefined, {
      onSettled: () => void navigate(`/${language}`),
    });

  return (
    <Dialog
      open
      onClose={onContinue}
      title={t('reality.title')}
      description={t('reality.played', { time })}
      closeLabel={t('common:close')}
    >
      <div data-testid="reality-check">
        <dl className="grid grid-cols-3 gap-2">
          {[
            { id: 'bets', label: t('reality.bets'), value: session.bets.toLocaleString(language) },
            {
              id: 'wagered',
              label: t('reality.wagered'),
              value: formatMoney(session.wagered, session.currency, language),
            },
            {
              id: 'net',
              label: t('reality.net'),
              value: formatMoney(net, session.currency, language, { signed: true }),
            },
          ].map((stat) => (
            <div
              key={stat.id}
              className="flex min-w-0 flex-col gap-1 rounded-control border border-line bg-sunken/70 px-3 py-2.5"
            >
              <dt className="text-[11px] font-bold uppercase tracking-wide text-faint">{stat.label}</dt>
              <dd
                data-testid={`reality-${stat.id}`}
                className={cn(
                  'tabular truncate text-base font-black',
                  stat.id === 'net' &&
                    (net.startsWith('-') ? 'text-danger' : /[1-9]/.test(net) && 'text-success'),
                )}
              >
                {stat.value}
              </dd>
            </div>
          ))}
        </dl>
        <p className="mt-4 text-sm text-muted">
          {t('reality.hint')}{' '}
          <Link
            to={responsibleGamingPath(language)}
            onClick={onContinue}
            className="font-bold text-accent-strong underline-offset-4 hover:underline"
          >
            {t('reality.settings')}
          </Link>
        </p>
        <div className="mt-5 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button onClick={stop} loading={logout.isPending}>
            {t('reality.stop')}
          </Button>
          <Button variant="primary" onClick={onContinue} disabled={logout.isPending}>
            {t('reality.continue')}
          </Button>
        </div>
      </div>
    </Dialog>
  );
}

/**
 * The reality check (issue 20): every `minutes` from the session's start, counted on the server's clock,
 * a modal with the time played and the session's bets, wagered and net result. "Continue playing" closes
 * it until the next one; "Stop playing" signs out. `now` is the device's clock (tests pass their own).
 */
export function RealityCheck({ minutes, now = Date.now }: { minutes: number; now?: () => number }) {
  const client = useQueryClient();
  const options = useMemo(() => playSessionQueryOptions(minutes, now), [minutes, now]);
  const { data } = useQuery(options);
  const [check, setCheck] = useState<Check | null>(null);
  const [fetching, setFetching] = useState(false);
  // The boundary last shown: a check is never shown twice, however the clocks move.
  const lastShown = useRef(Number.NEGATIVE_INFINITY);

  useEffect(() => {
    if (!data || check || fetching) return;
    const serverNow = now() + data.offset;
    // The session's interval is the server's word now (another device may have changed it since).
    const due = nextCheckAt(
      Date.parse(data.startedAt),
      data.intervalMinutes,
      Math.max(serverNow, lastShown.current),
    );
    if (due === null) return;
    const timer = setTimeout(
      () => {
        lastShown.current = due;
        setFetching(true);
        // Fresh figures for the check; the last known ones if the server cannot be reached.
        void client
          .fetchQuery({ ...options, staleTime: 0 })
          .catch(() => data)
          .then((session) => {
            setFetching(false);
            setCheck({ session, at: now() + session.offset });
          });
      },
      Math.max(0, due - serverNow),
    );
    return () => clearTimeout(timer);
  }, [data, check, fetching, now, client, options]);

  if (!check) return null;
  return <CheckDialog check={check} onContinue={() => setCheck(null)} />;
}
