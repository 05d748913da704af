import { tournamentDescriptionIn } from '@casino/shared';
import { useTranslation } from '../../../i18n/index.ts';
import { useTournament } from '../api/get-tournament.ts';

/** The tournament's name in the page's language (English fallback); undefined until it has loaded. */
export function useTournamentName(id: string): string | undefined {
  const { i18n } = useTranslation();
  const { data } = useTournament(id);
  return data ? tournamentDescriptionIn(data, i18n.language).name : undefined;
}
