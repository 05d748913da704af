import type { BonusView } from '@casino/shared';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { useTranslation } from '../../../i18n/index.ts';
import { cn } from '../../../lib/cn.ts';
import { bonusHeadline } from '../lib/bonus-rules.ts';
import { ChevronIcon } from './bonus-icons.tsx';
import { RuleList } from './rule-list.tsx';

function GamesLink({ bonus, onNavigate }: { bonus: BonusView; onNavigate: () => void }) {
  const { t, i18n } = useTranslation('bonuses');
  return (
    <Link
      to={`/${i18n.language}/bonuses/${encodeURIComponent(bonus.id)}/games`}
      onClick={onNavigate}
      className="inline-flex min-h-11 items-center text-sm font-bold text-accent-strong hover:text-ink"
    >
      {t('info.games')}
    </Link>
  );
}

/** One tier of the 4th deposit as an accordion item (WAI-ARIA accordion: a button that shows its panel). */
function Tier({
  bonus,
  expanded,
  onToggle,
  onNavigate,
}: {
  bonus: BonusView;
  expanded: boolean;
  onToggle: () => void;
  onNavigate: () => void;
}) {
  const { t } = useTranslation('bonuses');
  const panelId = useId();
  const buttonId = useId();
  return (
    <li className="rounded-control border border-line bg-sunken/60">
      <h3>
        <button
          id={buttonId}
          type="button"
          aria-expanded={expanded}
          aria-controls={panelId}
          onClick={onToggle}
          className="flex min-h-12 w-full items-center justify-between gap-3 rounded-control px-4 py-2 text-left"
        >
          <span className="min-w-0">
            <span className="block text-sm font-extrabold text-ink">{bonus.title}</span>
            <span className="block text-xs font-bold text-gold">{bonusHeadline(bonus.conditions, t)}</span>
          </span>
          <ChevronIcon className={cn('size-5 shrink-0 text-muted transition', expanded && 'rotate-180')} />
        </button>
      </h3>
      <section
        id={panelId}
        aria-labelledby={buttonId}
        hidden={!expanded}
        className="border-t border-line/60 px-4 pt-3 pb-2"
      >
        <RuleList conditions={bonus.conditions} />
        <GamesLink bonus={bonus} onNavigate={onNavigate} />
      </section>
    </li>
  );
}

/**
 * SPEC §2.4 bonus info modals: one bonus with its conditions, or, for several (the 4th deposit's tiers),
 * an accordion of them, the first open.
 */
export function BonusInfoDialog({
  bonuses,
  title,
  open,
  onClose,
}: {
  bonuses: readonly BonusView[];
  /** The modal's title; the bonus's own title for a single bonus. */
  title?: string;
  open: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation(['bonuses', 'common']);
  const [expanded, setExpanded] = useState(0);
  const [first] = bonuses;
  if (!first) return null;
  const single = bonuses.length === 1;
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={title ?? first.title}
      description={single ? bonusHeadline(first.conditions, t) : t('info.tiers', { count: bonuses.length })}
      closeLabel={t('common:close')}
      className="sm:max-w-lg!"
    >
      {single ? (
        <div className="flex flex-col gap-3">
          <h3 className="text-xs font-bold uppercase tracking-[0.16em] text-faint">{t('info.conditions')}</h3>
          <RuleList conditions={first.conditions} />
          <GamesLink bonus={first} onNavigate={onClose} />
        </div>
      ) : (
        <ul className="flex flex-col gap-2">
          {bonuses.map((bonus, index) => (
            <Tier
              key={bonus.id}
              bonus={bonus}
              expanded={expanded === index}
              onToggle={() => setExpanded((current) => (current === index ? -1 : index))}
              onNavigate={onClose}
            />
          ))}
        </ul>
      )}
    </Dialog>
  );
}
