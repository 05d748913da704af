import { type TournamentView, tournamentDescriptionIn } from '@casino/shared';
import { useTranslation } from '../../../i18n/index.ts';
import { ruleLines } from '../lib/tournament-format.ts';
import { CheckIcon } from './tournament-icons.tsx';

/** "How it works": the rules in plain words, then the tournament's own description. */
export function HowItWorks({ tournament }: { tournament: TournamentView }) {
  const { t, i18n } = useTranslation('tournaments');
  const lines = ruleLines(tournament, t, i18n.language);
  const { description } = tournamentDescriptionIn(tournament, i18n.language);
  return (
    <div className="flex flex-col gap-4 rounded-card border border-line bg-gradient-to-b from-raised/80 to-surface/90 p-4 shadow-card sm:p-5">
      <ul className="flex flex-col gap-2.5" data-testid="tournament-rules">
        {lines.map((line) => (
          <li key={line.id} className="flex gap-2.5 text-sm text-ink/90" data-rule={line.id}>
            <span
              aria-hidden="true"
              className="mt-0.5 grid size-5 shrink-0 place-items-center rounded-full bg-accent/20 text-accent-strong"
            >
              <CheckIcon className="size-3.5" />
            </span>
            <span>{line.text}</span>
          </li>
        ))}
      </ul>
      {description.trim() && (
        <p
          className="whitespace-pre-line border-t border-line/60 pt-4 text-sm leading-relaxed text-muted"
          data-testid="tournament-description"
        >
          {description.trim()}
        </p>
      )}
    </div>
  );
}
