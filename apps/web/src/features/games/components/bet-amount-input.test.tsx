// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render.tsx';
import type { GameLimits } from '../api/get-limits.ts';
import { BetAmountInput } from './bet-amount-input.tsx';

const limits: GameLimits = { currency: 'USD', minBet: '0.10', maxBet: '1000.00', maxPayout: '100000.00' };

function Harness({ initial, balance }: { initial: string; balance: string | null }) {
  const [value, setValue] = useState(initial);
  return <BetAmountInput value={value} onChange={setValue} limits={limits} balance={balance} />;
}

function setup(initial: string, balance: string | null = '50.00') {
  renderWithProviders(<Harness initial={initial} balance={balance} />);
  return { input: screen.getByLabelText('Bet amount') as HTMLInputElement, user: userEvent.setup() };
}

afterEach(cleanup);

describe('BetAmountInput', () => {
  it('halves the amount', async () => {
    const { input, user } = setup('10.00');
    await user.click(screen.getByRole('button', { name: 'Half the bet' }));
    expect(input.value).toBe('5.00');
  });

  it('halves no lower than the minimum bet', async () => {
    const { input, user } = setup('0.15');
    await user.click(screen.getByRole('button', { name: 'Half the bet' }));
    expect(input.value).toBe('0.10');
  });

  it('doubles the amount', async () => {
    const { input, user } = setup('10.00');
    await user.click(screen.getByRole('button', { name: 'Double the bet' }));
    expect(input.value).toBe('20.00');
  });

  it('doubles no higher than the balance', async () => {
    const { input, user } = setup('40.00', '50.00');
    await user.click(screen.getByRole('button', { name: 'Double the bet' }));
    expect(input.value).toBe('50.00');
  });

  it('max is the balance when it is below the maximum bet', async () => {
    const { input, user } = setup('1.00', '50.00');
    await user.click(screen.getByRole('button', { name: 'Maximum bet' }));
    expect(input.value).toBe('50.00');
  });

  it('max is the maximum bet when the balance is larger', async () => {
    const { input, user } = setup('1.00', '5000.00');
    await user.click(screen.getByRole('button', { name: 'Maximum bet' }));
    expect(input.value).toBe('1000.00');
  });

  it('clamps a typed amount above the maximum bet when the field is left', async () => {
    const { input, user } = setup('1.00', '5000.00');
    await user.clear(input);
    await user.type(input, '5000');
    await user.tab();
    expect(input.value).toBe('1000.00');
  });

  it('clamps a typed amount below the minimum bet', async () => {
    const { input, user } = setup('1.00');
    await user.clear(input);
    await user.type(input, '0.01');
    await user.tab();
    expect(input.value).toBe('0.10');
  });

  it('accepts a comma, ignores letters and pads to the currency precision', async () => {
    const { input, user } = setup('');
    await user.type(input, '12,5x');
    expect(input.value).toBe('12.5');
    await user.tab();
    expect(input.value).toBe('12.50');
  });

  it('refuses digits beyond the currency precision with a message, never cutting them', async () => {
    const { input, user } = setup('');
    await user.type(input, '3.14159');
    expect(input.value).toBe('3.14');
    expect(screen.getByRole('alert').textContent).toBe('Use at most 2 digits after the decimal point');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    await user.clear(input);
    await user.paste('3,14159');
    expect(input.value).toBe('');
    expect(screen.getByRole('alert')).toBeTruthy();
    await user.type(input, '7');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('keeps the value of a pasted amount with digit groups and a comma', async () => {
    const { input, user } = setup('');
    await user.click(input);
    await user.paste('1 234,5');
    expect(input.value).toBe('1234.5');
    await user.clear(input);
    await user.paste('1,234.50');
    expect(input.value).toBe('1234.50');
    await user.tab();
    expect(input.value).toBe('1000.00');
  });

  it('shows the limits', () => {
    setup('1.00');
    expect(screen.getByText('0.10–1000.00 USD')).toBeTruthy();
  });
});
