import type { TournamentView } from '@casino/shared';
import { describe, expect, it } from 'vitest';
import { sidebarTournaments } from './sidebar-tournaments.ts';

// biome-ignore lint/suspicious/noTemplateCurlyInString: SPEC's displayFormat placeholder, not a template.
const USD_FORMAT = '${amount}';

function tournament(
  id: string,
  vip: boolean,
  names: Partial<Record<'en' | 'ru' | 'uk', string>> & { en: string },
): TournamentView {
  const descriptions = Object.fromEntries(
    Object.entries(names).map(([language, name]) => [language, { name, description: `${name}.` }]),
  ) as TournamentView['descriptions'];
  return {
    id,
    vip_players_only: vip,
    descriptions,
    prizePool: { value: '100.00', currency: { code: 'USD', displayFormat: USD_FORMAT, icon: '' } },
    startsAt: '2026-01-01T00:00:00.000Z',
    endsAt: '2026-02-01T00:00:00.000Z',
    status: 'active',
    cancelled: false,
    scoring: 'wagered',
    games: [],
    minStake: '0.10',
    joinRequired: false,
    joined: false,
    players: 0,
    me: null,
    prizes: [],
  };
}

const list = [
  tournament('1', true, { en: 'VIP Cup', ru: 'VIP-кубок', uk: 'VIP-кубок' }),
  tournament('2', false, { en: 'Slots Race', ru: 'Гонка слотов', uk: 'Перегони слотів' }),
  tournament('3', false, { en: 'Crash Masters', ru: 'Мастера краша' }),
  tournament('4', false, { en: 'Dice Duel', ru: 'Дуэль в кости', uk: 'Дуель у кості' }),
  tournament('5', false, { en: 'Weekend Spin', ru: 'Спин выходного дня', uk: 'Спін вихідного дня' }),
];

describe('sidebarTournaments', () => {
  it('hides VIP-only tournaments from guests and non-VIP players, then takes the first 3', () => {
    const names = (viewer: { isVip: boolean } | null) =>
      sidebarTournaments(list, viewer, 'en').map((item) => item.name);
    expect(names(null)).toEqual(['Slots Race', 'Crash Masters', 'Dice Duel']);
    expect(names({ isVip: false })).toEqual(['Slots Race', 'Crash Masters', 'Dice Duel']);
  });

  it('shows VIP-only tournaments to VIP players', () => {
    const items = sidebarTournaments(list, { isVip: true }, 'en');
    expect(items.map((item) => item.id)).toEqual(['1', '2', '3']);
    expect(items[0]?.vip).toBe(true);
  });

  it('names each in the current language', () => {
    expect(sidebarTournaments(list, null, 'ru').map((item) => item.name)).toEqual([
      'Гонка слотов',
      'Мастера краша',
      'Дуэль в кости',
    ]);
  });

  it('falls back to English where the language is missing', () => {
    expect(sidebarTournaments(list, null, 'uk').map((item) => item.name)).toEqual([
      'Перегони слотів',
      'Crash Masters',
      'Дуель у кості',
    ]);
    expect(sidebarTournaments(list, null, 'de')[0]?.name).toBe('Slots Race');
  });

  it('is empty for an empty list', () => {
    expect(sidebarTournaments([], { isVip: true }, 'en')).toEqual([]);
  });
});
