import { playerChannel, type TournamentEvent, tournamentDescriptionIn } from '@casino/shared';
import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { i18n } from '../../../i18n/index.ts';
import { subscribe } from '../../../lib/realtime-client.ts';
import { toast } from '../../../lib/toast.ts';
import { useViewer } from '../../auth/index.ts';
import { tournamentQueryOptions } from '../api/get-tournament.ts';
import { TOURNAMENTS_KEY } from '../api/get-tournaments.ts';
import { formatMoney } from './tournament-format.ts';

function isTournamentEvent(payload: unknown): payload is TournamentEvent {
  if (!payload || typeof payload !== 'object') return false;
  const event = payload as Partial<TournamentEvent>;
  return (event.type === 'place' || event.type === 'prize') && typeof event.tournamentId === 'string';
}

/**
 * The tournament's queries after an event: the lists (the sidebar's too), the tournament and its
 * leaderboard; other tournaments' detail and boards are left alone.
 */
export function refreshTournament(client: QueryClient, tournamentId: string): Promise<void> {
  return client.invalidateQueries({
    predicate: ({ queryKey }) => {
      if (queryKey[0] !== TOURNAMENTS_KEY[0]) return false;
      if (queryKey[1] === 'detail' || queryKey[1] === 'leaderboard') return queryKey[2] === tournamentId;
      return true;
    },
  });
}

/** "You won $50.00 in Weekly Slots Race", in the page's language, with the tournament's name and currency. */
async function announcePrize(client: QueryClient, event: Extract<TournamentEvent, { type: 'prize' }>) {
  await i18n.loadNamespaces(['tournaments']).catch(() => {});
  const t = i18n.getFixedT(null, 'tournaments');
  const locale = i18n.language;
  const tournament = await client.fetchQuery(tournamentQueryOptions(event.tournamentId)).catch(() => null);
  const currency =
    tournament && tournament.prizePool.currency.code === event.prize.currency
      ? tournament.prizePool.currency
      : { code: event.prize.currency, displayFormat: `{amount} ${event.prize.currency}`, icon: '' };
  const amount = formatMoney(event.prize.amount, currency, locale);
  const name = tournament ? tournamentDescriptionIn(tournament, locale).name : t('events.aTournament');
  toast.success(
    t(event.prize.kind === 'bonus' ? 'events.wonBonus' : 'events.won', { amount, tournament: name }),
    {
      description: t('events.place', { place: event.place }),
    },
  );
}

/**
 * `tournaments#{globalId}` (SPEC §7): the player's place moved or a prize was paid. Either refreshes the
 * tournament's queries (the pages follow live); a prize also refreshes the balance and is announced.
 */
export function useTournamentEvents(): void {
  const client = useQueryClient();
  const { viewer } = useViewer();
  const globalId = viewer?.globalId ?? null;
  useEffect(() => {
    if (!globalId) return;
    return subscribe(playerChannel('tournaments', globalId), (payload) => {
      if (!isTournamentEvent(payload)) return;
      void refreshTournament(client, payload.tournamentId);
      if (payload.type !== 'prize') return;
      void client.invalidateQueries({ queryKey: ['balance'] });
      void announcePrize(client, payload);
    });
  }, [globalId, client]);
}
