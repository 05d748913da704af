import { describe, expect, it } from 'vitest';
import { fiatPresets } from './amount-presets.ts';

describe('fiatPresets (SPEC §5.1)', () => {
  it('shows only presets within bounds and defaults to the third', () => {
    expect(fiatPresets('RUB', '500', '300000')).toEqual({
      presets: ['500', '1000', '2000', '5000', '10000', '25000'],
      defaultAmount: '2000',
    });
    expect(fiatPresets('RUB', '1000', '300000')).toEqual({
      presets: ['1000', '2000', '5000', '10000', '25000'],
      defaultAmount: '5000',
    });
  });

  it('defaults to the last when fewer than three fit', () => {
    expect(fiatPresets('RUB', '100', '1000')).toEqual({ presets: ['500', '1000'], defaultAmount: '1000' });
  });

  it('defaults to the midpoint of min and max, in whole units, when none fits', () => {
    expect(fiatPresets('RUB', '30000', '35001')).toEqual({ presets: [], defaultAmount: '32500' });
    expect(fiatPresets('RUB', '101', '102')).toEqual({ presets: [], defaultAmount: '101' });
  });

  it('uses the general list for other currencies', () => {
    expect(fiatPresets('USD', '10', '10000').defaultAmount).toBe('50');
  });
});
