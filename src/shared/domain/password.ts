/**
 * Password rules of OWASP ASVS 5 (V6.2): at least 8 characters, 15 or more encouraged,
 * up to 128 accepted, no composition rules, and no password from the lists attackers try
 * first. The strength hint rewards length, which is what makes a password hard to guess.
 */

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_ENCOURAGED_LENGTH = 15;
export const PASSWORD_MAX_LENGTH = 128;

/**
 * The most used passwords of 8 characters or more in public breach lists. A short list
 * keeps the browser bundle small; the server checks the same list.
 */
const COMMON_PASSWORDS = new Set([
  "12345678",
  "123456789",
  "1234567890",
  "12345678910",
  "123123123",
  "11111111",
  "00000000",
  "87654321",
  "88888888",
  "99999999",
  "11223344",
  "12341234",
  "147258369",
  "123456abc",
  "1q2w3e4r",
  "1q2w3e4r5t",
  "1qaz2wsx",
  "zaq12wsx",
  "qwertyui",
  "qwertyuiop",
  "qwerty123",
  "qwerty1234",
  "asdfghjkl",
  "asdf1234",
  "zxcvbnm1",
  "password",
  "password1",
  "password12",
  "password123",
  "password!",
  "passw0rd",
  "p@ssw0rd",
  "p@ssword",
  "iloveyou",
  "iloveyou1",
  "sunshine",
  "princess",
  "football",
  "baseball",
  "superman",
  "starwars",
  "whatever",
  "trustno1",
  "welcome1",
  "welcome123",
  "letmein1",
  "abcd1234",
  "abc12345",
  "abcdefgh",
  "aa123456",
  "admin123",
  "administrator",
  "changeme",
  "computer",
  "internet",
  "jennifer",
  "michelle",
  "jesus123",
  "blessing",
  "godisgood",
  "uganda123",
  "kampala1",
  "kampala123",
  "hivcare1",
  "hivcare123",
]);

export type PasswordProblem = "too_short" | "too_long" | "too_common" | "contains_identity";

export interface PasswordCheck {
  problem: PasswordProblem | null;
  /** 0 (unusable) to 4 (long passphrase). */
  score: 0 | 1 | 2 | 3 | 4;
}

function isCommon(password: string): boolean {
  const lowered = password.toLowerCase();
  return (
    COMMON_PASSWORDS.has(lowered) || /^(.)\1+$/.test(lowered) || /^(0123456789|123456789)+$/.test(lowered)
  );
}

/** Parts of the name, e-mail or phone that should not be the password. */
function identityParts(identity: readonly (string | null | undefined)[]): string[] {
  return identity
    .flatMap((value) => (value ?? "").toLowerCase().split(/[\s@.+_-]+/))
    .filter((part) => part.length >= 4);
}

export function checkPassword(
  password: string,
  identity: readonly (string | null | undefined)[] = [],
): PasswordCheck {
  if (password.length < PASSWORD_MIN_LENGTH) return { problem: "too_short", score: 0 };
  if (password.length > PASSWORD_MAX_LENGTH) return { problem: "too_long", score: 0 };
  if (isCommon(password)) return { problem: "too_common", score: 0 };
  const lowered = password.toLowerCase();
  if (identityParts(identity).some((part) => lowered === part || lowered.replace(/\d+$/, "") === part))
    return { problem: "contains_identity", score: 0 };
  const distinct = new Set(password).size;
  if (password.length >= 20 && distinct >= 8) return { problem: null, score: 4 };
  if (password.length >= PASSWORD_ENCOURAGED_LENGTH && distinct >= 6) return { problem: null, score: 3 };
  if (password.length >= 11 && distinct >= 5) return { problem: null, score: 2 };
  return { problem: null, score: 1 };
}
