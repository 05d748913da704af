import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockRoutes } from '../../../test/fetch-routes.ts';
import { bonus, list, renderBonuses } from '../test/fixtures.tsx';
import { BonusGamesPage } from './bonus-games-page.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const games = Array.from({ length: 14 }, (_, i) => ({
  id: `game-${i + 1}`,
  title: `Game ${i + 1}`,
  percent: i % 2 === 0 ? 100 : 10,
}));

describe('bonus games page (SPEC §9: first 10, then "+N more")', () => {
  it('shows the first 10 games with their share, then reveals the rest', async () => {
    mockRoutes({
      'GET /api/v2/bonuses': () => ({ body: list([bonus('b7', {}, { gamesWagers: games })]) }),
    });
    renderBonuses(<BonusGamesPage bonusId="b7" />);
    expect(await screen.findAllByTestId('bonus-game')).toHaveLength(10);
    const first = screen.getAllByTestId('bonus-game')[0];
    expect(first?.getAttribute('href')).toBe('/en/games/game-1');
    expect(first?.textContent).toContain('100%');
    expect(screen.getAllByTestId('bonus-game')[1]?.textContent).toContain('10%');
    await userEvent.click(screen.getByRole('button', { name: '+4 more' }));
    expect(screen.getAllByTestId('bonus-game')).toHaveLength(14);
    expect(screen.queryByRole('button', { name: /more/ })).toBeNull();
  });

  it('says every game counts when the bonus lists none', async () => {
    mockRoutes({ 'GET /api/v2/bonuses': () => ({ body: list([bonus('b8')]) }) });
    renderBonuses(<BonusGamesPage bonusId="b8" />);
    expect(await screen.findByText('Every game counts')).toBeTruthy();
    expect(screen.queryByTestId('bonus-game')).toBeNull();
  });

  it('says so when the bonus is not in the list', async () => {
    mockRoutes({ 'GET /api/v2/bonuses': () => ({ body: list([]) }) });
    renderBonuses(<BonusGamesPage bonusId="nope" />);
    expect(await screen.findByText('Bonus not found')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to bonuses' }).getAttribute('href')).toBe('/en/bonuses');
  });
});
