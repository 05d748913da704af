import { describe, expect, it } from 'vitest';
import { excerpt, parseArticle, plainText } from './markdown.ts';
import { searchWords, tsqueryText } from './search-query.ts';

describe('searchWords', () => {
  it('keeps letters and digits only, so no tsquery operator survives', () => {
    expect(searchWords("withdr & !deposit | (kyc:*) <-> 'x'")).toEqual(['withdr', 'deposit', 'kyc', 'x']);
    expect(searchWords("'&|!:*()")).toEqual([]);
    expect(searchWords('Вывода  СРЕДСТВ')).toEqual(['вывода', 'средств']);
    // Decomposed "й" stays one letter.
    expect(searchWords('и\u0306ти')).toEqual(['йти']);
    expect(searchWords('a b c d e f g h i j k l m n')).toHaveLength(12);
  });
});

describe('tsqueryText', () => {
  it('matches the last word as a prefix; every word without a stemmer', () => {
    expect(tsqueryText(['deposit', 'memo'], 'en')).toBe('deposit & memo:*');
    expect(tsqueryText(['deposit', 'memo'], 'ru', true)).toBe('deposit | memo:*');
    expect(tsqueryText(['виведення', 'кошт'], 'uk')).toBe('виведення:* & кошт:*');
  });
});

describe('article text', () => {
  it('reads "# Title", a blank line and the body', () => {
    expect(parseArticle('# Title\n\nBody **bold**\n')).toEqual({ title: 'Title', body: 'Body **bold**' });
    expect(parseArticle('No title\n\nBody')).toBeUndefined();
  });

  it('turns Markdown into harmless plain text', () => {
    expect(
      plainText('## Head\n\n- **one** [link](https://x)\n- `two` <img src=x onerror=alert(1)> a > b'),
    ).toBe('Head one link two a b');
  });

  it('cuts an excerpt at a word', () => {
    expect(excerpt('short')).toBe('short');
    expect(excerpt('one two three four', 10)).toBe('one two…');
  });
});
