import { pocketColor, type RouletteBet, spotKey } from '@casino/shared';
import type { CSSProperties, ReactNode } from 'react';
import { useTranslation } from '../../../i18n/index.ts';
import { cn } from '../../../lib/cn.ts';

const COLOR_CLASS = {
  red: 'bg-[#b91c1c] text-white',
  black: 'bg-[#111827] text-white',
  green: 'bg-[#15803d] text-white',
} as const;

const EVEN_MONEY = ['low', 'even', 'red', 'black', 'odd', 'high'] as const;

/**
 * The table, upright as on phones and at the wheel's end of a real one: zero on top, 1–36 in 12 rows of
 * three, the columns' 2:1 at the foot, dozens and the even-money spots down the side. Every spot is a
 * button that places a chip; a spot holding chips shows their shares.
 */
export function RouletteTable({
  chips,
  highlight,
  winning,
  disabled,
  onPlace,
}: {
  chips: readonly RouletteBet[];
  /** Numbers to outline (the inside spot being chosen). */
  highlight: readonly number[];
  /** The pocket of the last spin, once shown. */
  winning: number | null;
  disabled: boolean;
  onPlace: (spot: RouletteBet) => void;
}) {
  const { t } = useTranslation('games');
  const shares = new Map(chips.map((chip) => [spotKey(chip), chip.share]));

  // A render function, not a component: a component declared here would remount (and drop focus) each render.
  function spotButton({
    spot,
    label,
    className,
    style,
    children,
  }: {
    spot: RouletteBet;
    label: string;
    className: string;
    style?: CSSProperties;
    children: ReactNode;
  }) {
    const key = spotKey(spot);
    const share = shares.get(key);
    return (
      <button
        key={key}
        type="button"
        disabled={disabled}
        onClick={() => onPlace(spot)}
        aria-label={share ? `${label}, ${t('roulette.chipsOn', { count: share })}` : label}
        style={style}
        className={cn(
          'tabular relative flex min-h-9 min-w-0 items-center justify-center rounded-md border border-white/10 text-xs font-black transition sm:text-sm',
          'hover:brightness-125 focus-visible:z-10 focus-visible:outline-2 focus-visible:outline-neon disabled:cursor-not-allowed',
          className,
        )}
      >
        {children}
        {share ? (
          <span
            aria-hidden="true"
            className="absolute -right-1 -top-1 z-10 grid min-w-5 place-items-center rounded-full border-2 border-white bg-gold px-1 text-[10px] leading-4 text-deep shadow"
          >
            {share}
          </span>
        ) : null}
      </button>
    );
  }

  const numberCell = (n: number) => {
    const color = pocketColor(n);
    return spotButton({
      spot: { type: 'straight', numbers: [n], share: 1 },
      label: `${n} ${t(`roulette.color.${color}`)}`,
      className: cn(
        COLOR_CLASS[color],
        highlight.includes(n) && 'ring-2 ring-inset ring-neon',
        winning === n && 'animate-pop ring-4 ring-gold',
      ),
      style:
        n === 0
          ? { gridColumn: '1 / span 3', gridRow: 1 }
          : { gridColumn: ((n - 1) % 3) + 1, gridRow: Math.ceil(n / 3) + 1 },
      children: n,
    });
  };

  return (
    <fieldset
      aria-label={t('roulette.table')}
      className="m-0 grid w-full max-w-md min-w-0 gap-1 border-0 rounded-card bg-[#064e3b] p-2 sm:gap-1.5 sm:p-3"
      style={{
        gridTemplateColumns: 'repeat(3, minmax(0, 1fr)) minmax(0, 0.9fr) minmax(0, 0.9fr)',
        gridTemplateRows: 'repeat(14, minmax(2.25rem, auto))',
      }}
    >
      {Array.from({ length: 37 }, (_, n) => numberCell(n))}
      {[0, 1, 2].map((index) =>
        spotButton({
          spot: { type: 'dozen', index, share: 1 },
          label: t('roulette.dozen', { from: index * 12 + 1, to: index * 12 + 12 }),
          className: 'bg-[#065f46] text-white [writing-mode:vertical-rl]',
          style: { gridColumn: 4, gridRow: `${index * 4 + 2} / span 4` },
          children: `${index * 12 + 1}–${index * 12 + 12}`,
        }),
      )}
      {EVEN_MONEY.map((type, i) =>
        spotButton({
          spot: { type, share: 1 },
          label: t(`roulette.type.${type}`),
          className: cn(
            'text-white [writing-mode:vertical-rl]',
            type === 'red' ? COLOR_CLASS.red : type === 'black' ? COLOR_CLASS.black : 'bg-[#065f46]',
          ),
          style: { gridColumn: 5, gridRow: `${i * 2 + 2} / span 2` },
          children: t(`roulette.type.${type}`),
        }),
      )}
      {[0, 1, 2].map((index) =>
        spotButton({
          spot: { type: 'column', index, share: 1 },
          label: t('roulette.column', { n: index + 1 }),
          className: 'bg-[#065f46] text-white',
          style: { gridColumn: index + 1, gridRow: 14 },
          children: '2:1',
        }),
      )}
    </fieldset>
  );
}
