import { describe, expect, it } from 'vitest';
import { networkLabel } from './network-label.ts';

describe('networkLabel', () => {
  it('names a coin on its own chain after the chain', () => {
    expect(networkLabel('ETH', 'ERC20')).toBe('Ethereum');
    expect(networkLabel('BTC', 'BTC')).toBe('Bitcoin');
    expect(networkLabel('LTC', 'LTC')).toBe('Litecoin');
    expect(networkLabel('TRX', 'TRC20')).toBe('Tron');
    expect(networkLabel('TON', 'TON')).toBe('TON');
  });

  it('names a token after its standard', () => {
    expect(networkLabel('USDTERC20', 'ERC20')).toBe('ERC-20');
    expect(networkLabel('USDTTRC20', 'TRC20')).toBe('TRC-20');
    expect(networkLabel('USDTTON', 'TON')).toBe('TON');
    expect(networkLabel('NOT', 'TON')).toBe('TON');
    expect(networkLabel('DOGS', 'TON')).toBe('TON');
  });

  it('falls back to the chain, the id or the code', () => {
    expect(networkLabel('ETH', null)).toBe('Ethereum');
    expect(networkLabel('XYZ', null)).toBe('XYZ');
    expect(networkLabel('XYZ', 'NEWCHAIN')).toBe('NEWCHAIN');
    expect(networkLabel('USDC', 'SOL')).toBe('Solana');
  });
});
