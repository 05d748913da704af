import type { ValidationMessage } from '@casino/shared';
import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import * as common from '@zxcvbn-ts/language-common';
import * as en from '@zxcvbn-ts/language-en';

/**
 * zxcvbn's score 3, "safely unguessable": about 10^8 guesses or more. It refuses the common passwords,
 * repeats, keyboard runs and dates, and accepts a few unrelated words ("correct horse battery").
 */
export const MIN_PASSWORD_SCORE = 3;

let estimator: ZxcvbnFactory | undefined;

/** Built on first use: the dictionaries take a moment to load and most server copies rarely need them. */
function zxcvbn(): ZxcvbnFactory {
  estimator ??= new ZxcvbnFactory({
    dictionary: { ...common.dictionary, ...en.dictionary },
    graphs: common.adjacencyGraphs,
    translations: en.translations,
  });
  return estimator;
}

/**
 * Why a new password is refused, or undefined when it is strong enough. `related` are words the player's
 * own details give away (the e-mail and its name part), which count as easy guesses.
 */
export async function passwordWeakness(
  password: string,
  related: readonly string[] = [],
): Promise<ValidationMessage | undefined> {
  if (password.trim() === '') return 'Validation.password_blank';
  // "ann.lee@example.com" gives "ann.lee" and "lee" too: a password made of them is as good as given away.
  const inputs = related
    .flatMap((word) => [word, word.split('@')[0] ?? '', ...word.split(/[@.+_-]+/)])
    .filter((part) => part.length >= 3);
  const { score } = await zxcvbn().check(password, inputs);
  return score < MIN_PASSWORD_SCORE ? 'Validation.password_too_weak' : undefined;
}
