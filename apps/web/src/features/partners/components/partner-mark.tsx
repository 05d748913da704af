import { useId } from 'react';
import type { MarkShape, Partner } from '../partners.ts';

const SHAPES: Record<MarkShape, string> = {
  circle: 'M24 3a21 21 0 1 1 0 42 21 21 0 0 1 0-42z',
  diamond: 'M24 2 46 24 24 46 2 24z',
  hexagon: 'M24 2 43 13v22L24 46 5 35V13z',
  square: 'M12 4h24a8 8 0 0 1 8 8v24a8 8 0 0 1-8 8H12a8 8 0 0 1-8-8V12a8 8 0 0 1 8-8z',
};

/** Our own mark for a partner: a gradient shape with a monogram (no third-party artwork). */
export function PartnerMark({ partner, className }: { partner: Partner; className?: string }) {
  const gradient = useId();
  const [from, to] = partner.colors;
  return (
    <svg viewBox="0 0 48 48" className={className} aria-hidden="true" focusable="false">
      <defs>
        <linearGradient id={gradient} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor={from} />
          <stop offset="1" stopColor={to} />
        </linearGradient>
      </defs>
      <path d={SHAPES[partner.shape]} fill={`url(#${CSS.escape(gradient)})`} />
      <path d={SHAPES[partner.shape]} fill="none" stroke="#fff" strokeOpacity="0.25" strokeWidth="1.5" />
      <text
        x="24"
        y="24"
        dy="0.35em"
        textAnchor="middle"
        fontFamily="Inter, system-ui, sans-serif"
        fontSize={[20, 20, 15, 12][partner.monogram.length] ?? 12}
        fontWeight="900"
        fill="#fff"
      >
        {partner.monogram}
      </text>
    </svg>
  );
}
