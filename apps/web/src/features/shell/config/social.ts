/** The sidebar's social links; `name` is also the accessible label (a brand name, not translated). */
export const SOCIAL_LINKS = [
  { id: 'telegram', name: 'Telegram', href: 'https://t.me/casino' },
  { id: 'x', name: 'X', href: 'https://x.com/casino' },
  { id: 'instagram', name: 'Instagram', href: 'https://www.instagram.com/casino' },
  { id: 'youtube', name: 'YouTube', href: 'https://www.youtube.com/@casino' },
] as const;

export type SocialId = (typeof SOCIAL_LINKS)[number]['id'];
