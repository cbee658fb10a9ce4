/**
 * The server's word on a new password (decision 062): the rules of shared/domain/password
 * (length, not the person's own e-mail, number or name), then zxcvbn's estimate of how
 * many guesses it takes, with the common-password list of @zxcvbn-ts/language-common and
 * the person's own details as words a guesser tries first.
 */
import { ZxcvbnFactory } from "@zxcvbn-ts/core";
import * as common from "@zxcvbn-ts/language-common";
import {
  checkPassword,
  identityWords,
  PASSWORD_MIN_GUESSES,
  type PasswordCheck,
  type PasswordIdentity,
} from "@shared/domain/password";

/**
 * zxcvbn's time grows quickly with length (about a second for 128 characters of a
 * repeated pattern): only the start is weighed. A password whose first 64 characters are
 * hard to guess is hard to guess.
 */
const WEIGHED_LENGTH = 64;

let factory: ZxcvbnFactory | null = null;

/** Built on first use: the ranked list takes about 0.2 s and 3 MB. */
function estimator(): ZxcvbnFactory {
  factory ??= new ZxcvbnFactory({
    dictionary: { ...common.dictionary },
    graphs: common.adjacencyGraphs,
    maxLength: WEIGHED_LENGTH,
  });
  return factory;
}

/**
 * @param identity the person's name, e-mail and phone number, as far as they are known
 * @param context other words a guesser would try (the product's name)
 */
export function judgeNewPassword(
  password: string,
  identity: PasswordIdentity,
  context: readonly string[] = [],
): PasswordCheck {
  const ruled = checkPassword(password, identity);
  if (ruled.problem) return ruled;
  const { guesses, score } = estimator().check(password, [...identityWords(identity), ...context]);
  if (guesses < PASSWORD_MIN_GUESSES) return { problem: "too_common", score: 0 };
  return { problem: null, score: Math.max(score, 3) as 3 | 4 };
}

/** Words of the product's name: a guesser tries them too. */
export function siteWords(siteName: string): string[] {
  return siteName.toLowerCase().split(/\s+/).filter(Boolean);
}
