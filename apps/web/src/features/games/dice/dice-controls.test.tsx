// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render.tsx';
import { DiceControls, type DiceSelection } from './dice-controls.tsx';

let latest: DiceSelection | null = null;

function Harness({ initial }: { initial: DiceSelection }) {
  const [selection, setSelection] = useState(initial);
  latest = selection;
  return <DiceControls {...selection} onChange={setSelection} />;
}

function setup(initial: DiceSelection = { target: 50.5, condition: 'over' }) {
  renderWithProviders(<Harness initial={initial} />);
  const field = (name: string) => screen.getByLabelText(name) as HTMLInputElement;
  return { field, user: userEvent.setup() };
}

afterEach(() => {
  cleanup();
  latest = null;
});

describe('DiceControls', () => {
  it('shows multiplier 99 / chance for the target', () => {
    const { field } = setup({ target: 50.5, condition: 'over' });
    expect(field('Win chance').value).toBe('49.50');
    expect(field('Multiplier').value).toBe('2.0000');
    expect(field('Roll over').value).toBe('50.50');
  });

  it('shows the multiplier the server pays: floored, not rounded (99 / 47 = 2.10638…)', () => {
    const { field } = setup({ target: 53, condition: 'over' });
    expect(field('Win chance').value).toBe('47.00');
    expect(field('Multiplier').value).toBe('2.1063');
  });

  it('a typed chance sets the multiplier and the target', async () => {
    const { field, user } = setup();
    await user.clear(field('Win chance'));
    await user.type(field('Win chance'), '25{Enter}');
    expect(field('Multiplier').value).toBe('3.9600');
    expect(field('Roll over').value).toBe('75.00');
    expect(latest).toEqual({ target: 75, condition: 'over' });
  });

  it('a typed multiplier sets the chance (99 / multiplier) and the target', async () => {
    const { field, user } = setup();
    await user.clear(field('Multiplier'));
    await user.type(field('Multiplier'), '4');
    await user.tab();
    expect(field('Win chance').value).toBe('24.75');
    expect(field('Roll over').value).toBe('75.25');
  });

  it('keeps the chance within 0.01–98 %', async () => {
    const { field, user } = setup();
    await user.clear(field('Win chance'));
    await user.type(field('Win chance'), '99.5{Enter}');
    expect(field('Win chance').value).toBe('98.00');
    expect(field('Multiplier').value).toBe('1.0102');
    await user.clear(field('Multiplier'));
    await user.type(field('Multiplier'), '100000{Enter}');
    expect(field('Win chance').value).toBe('0.01');
    expect(field('Multiplier').value).toBe('9900.0000');
  });

  it('switching to roll under keeps the chance and mirrors the target', async () => {
    const { field, user } = setup({ target: 70, condition: 'over' });
    await user.click(screen.getByRole('button', { name: 'Switch between roll over and roll under' }));
    expect(field('Roll under').value).toBe('30.00');
    expect(field('Win chance').value).toBe('30.00');
    expect(latest).toEqual({ target: 30, condition: 'under' });
  });

  it('under: the chance is the target', async () => {
    const { field, user } = setup({ target: 20, condition: 'under' });
    expect(field('Win chance').value).toBe('20.00');
    expect(field('Multiplier').value).toBe('4.9500');
    await user.clear(field('Roll under'));
    await user.type(field('Roll under'), '33{Enter}');
    expect(field('Win chance').value).toBe('33.00');
    expect(field('Multiplier').value).toBe('3.0000');
  });
});
