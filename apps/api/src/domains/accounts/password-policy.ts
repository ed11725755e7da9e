import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import { adjacencyGraphs, dictionary } from '@zxcvbn-ts/language-common';

/** Words that make a password easy to guess for this site whoever the person is. */
const siteWords = ['bazar', 'bazar.az', 'marketplace'];

let estimator: ZxcvbnFactory | undefined;

/**
 * zxcvbn with its list of common and breached passwords (about 30,000, shipped in the package,
 * nothing is sent anywhere). Built on first use: reading the lists takes a moment.
 */
function guessEstimator(): ZxcvbnFactory {
  estimator ??= new ZxcvbnFactory({ dictionary, graphs: adjacencyGraphs });
  return estimator;
}

/**
 * A new password that would fall to an online guessing attack: a common or breached password
 * (also with l33t changes), a keyboard walk or repetition, or one made of the person's own phone,
 * e-mail or name (score 0: at most about a thousand guesses). Checked only when a password is set.
 */
export async function isGuessablePassword(password: string, personalWords: (string | null | undefined)[]) {
  const words = [...siteWords, ...personalWords.filter((word): word is string => Boolean(word))];
  const result = await guessEstimator().check(password, words);
  return result.score === 0;
}
