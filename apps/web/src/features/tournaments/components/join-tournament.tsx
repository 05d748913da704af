import { type TournamentView, tournamentDescriptionIn } from '@casino/shared';
import { useEffect, useRef } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { useTranslation } from '../../../i18n/index.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { apiErrorText, errorReference } from '../../../lib/api-error-text.ts';
import { toast } from '../../../lib/toast.ts';
import { useSignIn, useViewer } from '../../auth/index.ts';
import { useJoinTournament } from '../api/join-tournament.ts';
import { CheckIcon } from './tournament-icons.tsx';

/** May the player still press join: it needs joining, they have not, and it is neither over nor called off. */
export const canJoin = (tournament: TournamentView) =>
  tournament.joinRequired && !tournament.joined && tournament.status !== 'finished' && !tournament.cancelled;

/**
 * Join (POST /api/v1/tournaments/{id}/join) or the "You're in" state. A guest signs in first, then the
 * join goes on. After joining, focus moves to the new state (the button it replaced is gone).
 */
export function JoinTournament({ tournament }: { tournament: TournamentView }) {
  const { t, i18n } = useTranslation('tournaments');
  const { isGuest } = useViewer();
  const { openSignIn } = useSignIn();
  const join = useJoinTournament();
  const joinedRef = useRef<HTMLParagraphElement>(null);
  const justJoined = useRef(false);
  const { name } = tournamentDescriptionIn(tournament, i18n.language);

  useEffect(() => {
    if (tournament.joined && justJoined.current) {
      justJoined.current = false;
      joinedRef.current?.focus();
    }
  }, [tournament.joined]);

  if (tournament.joined && !tournament.cancelled)
    return (
      <p
        ref={joinedRef}
        tabIndex={-1}
        className="inline-flex min-h-11 items-center gap-2 rounded-control border border-success/40 bg-success/10 px-4 text-sm font-extrabold text-success outline-none"
        data-testid="tournament-joined"
      >
        <CheckIcon className="size-5" />
        {t('join.joined')}
      </p>
    );
  if (!canJoin(tournament)) return null;

  const doJoin = (): void =>
    join.mutate(tournament.id, {
      onSuccess: () => {
        justJoined.current = true;
        toast.success(t('join.done', { name }));
      },
      onError: (error) => {
        // The session ran out meanwhile: sign in again, then the join goes on.
        if (error instanceof ApiError && error.status === 401) {
          openSignIn('login', { onSuccess: doJoin });
          return;
        }
        const reference = errorReference(error);
        toast.error(apiErrorText(error, t), {
          description: reference ? t('errors.reference', { key: reference }) : undefined,
        });
      },
    });

  return (
    <Button
      variant="success"
      size="lg"
      loading={join.isPending}
      onClick={() => (isGuest ? openSignIn('login', { onSuccess: doJoin }) : doJoin())}
      data-testid="tournament-join"
    >
      {t('join.button')}
    </Button>
  );
}
