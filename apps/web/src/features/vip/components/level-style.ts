/** Each level's colour (theme tokens in styles.css), by level 0–5: text, and the progress bar's end. */
export const LEVEL_TEXT = [
  'text-muted',
  'text-vip-bronze',
  'text-vip-silver',
  'text-gold',
  'text-vip-platinum',
  'text-vip-diamond',
] as const;

export const LEVEL_BAR_END = [
  'to-accent-strong',
  'to-vip-bronze',
  'to-vip-silver',
  'to-gold',
  'to-vip-platinum',
  'to-vip-diamond',
] as const;

export const levelText = (level: number) => LEVEL_TEXT[level] ?? LEVEL_TEXT[0];
export const levelBarEnd = (level: number) => LEVEL_BAR_END[level] ?? LEVEL_BAR_END[0];
