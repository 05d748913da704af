import { renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '../../../i18n/index.ts';
import { useMethodText } from './method-name.ts';

describe('useMethodText', () => {
  afterEach(() => i18n.changeLanguage('en'));

  it('names generic kinds in the page language and keeps brands as the operator named them', async () => {
    await i18n.changeLanguage('ru');
    const { result } = renderHook(() => useMethodText());
    expect(result.current.name({ method: 'game_store', name: 'Game store gift card' })).toBe(
      'Подарочная карта игрового магазина',
    );
    expect(result.current.label({ method: 'p2p', label: 'Card to card' })).toBe('С карты на карту');
    expect(result.current.name({ method: 'skrill', name: 'Skrill' })).toBe('Skrill');
    expect(result.current.name({ method: 'new_kind', name: 'Operator name' })).toBe('Operator name');
  });
});
