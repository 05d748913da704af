import { cardRank, cardSuit, RANK_LABELS } from '@casino/shared';
import { cn } from '../../../lib/cn.ts';

const SUIT_SYMBOL = { spades: '♠', hearts: '♥', diamonds: '♦', clubs: '♣' } as const;

/** A card face (0–51), or its back when `card` is null. Used by hi-lo and blackjack. */
export function PlayingCard({
  card,
  size = 'md',
  dim = false,
  label,
}: {
  card: number | null;
  size?: 'sm' | 'md' | 'lg';
  dim?: boolean;
  /** Screen-reader name; a face card reads its rank and suit by default. */
  label?: string;
}) {
  const box = {
    sm: 'h-16 w-11 text-sm',
    md: 'h-24 w-16 text-lg sm:h-28 sm:w-20',
    lg: 'h-32 w-22 text-2xl sm:h-40 sm:w-28',
  }[size];
  if (card === null) {
    return (
      <div
        role="img"
        aria-label={label}
        className={cn(
          box,
          'shrink-0 rounded-lg border-2 border-line bg-[repeating-linear-gradient(45deg,var(--color-sunken),var(--color-sunken)_6px,var(--color-raised)_6px,var(--color-raised)_12px)] shadow-card',
        )}
      />
    );
  }
  const suit = cardSuit(card);
  const rank = RANK_LABELS[cardRank(card)];
  const red = suit === 'hearts' || suit === 'diamonds';
  return (
    <div
      role="img"
      aria-label={label ?? `${rank}${SUIT_SYMBOL[suit]}`}
      className={cn(
        box,
        'flex shrink-0 animate-pop flex-col justify-between rounded-lg bg-white p-1.5 font-black shadow-card',
        red ? 'text-red-600' : 'text-slate-900',
        dim && 'opacity-50',
      )}
    >
      <span aria-hidden="true" className="leading-none">
        {rank}
      </span>
      <span aria-hidden="true" className="self-center text-[1.6em] leading-none">
        {SUIT_SYMBOL[suit]}
      </span>
      <span aria-hidden="true" className="rotate-180 leading-none">
        {rank}
      </span>
    </div>
  );
}
