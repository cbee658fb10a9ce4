/**
 * Password rules of OWASP ASVS 5 (V6.2): at least 8 characters, 15 or more encouraged,
 * up to 128 accepted, no composition rules, nothing guessable (decision 062).
 *
 * This file holds what is cheap enough for the browser: the lengths, and the rule that a
 * password is not the person's own e-mail, number or name. The guessability check (zxcvbn
 * with its list of common passwords) weighs about 240 KB and runs on the server only
 * (`server/auth/password-strength.ts`); the browser shows its refusal.
 */
import { normaliseUgandanPhone } from "./phone";

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_ENCOURAGED_LENGTH = 15;
export const PASSWORD_MAX_LENGTH = 128;
/**
 * The fewest guesses zxcvbn may estimate for an accepted password: the lower edge of its
 * score 3. zxcvbn estimates any 8 characters it cannot explain at exactly 10^8, so a
 * password with no word, date or keyboard pattern still works at the minimum length.
 */
export const PASSWORD_MIN_GUESSES = 1e8;
/** An e-mail's local part this long must not appear anywhere in the password. */
const LOCAL_PART_CONTAINED_LENGTH = 6;
/** Shorter parts of a name or an address only may not be the whole password. */
const IDENTITY_PART_LENGTH = 4;

export type PasswordProblem = "too_short" | "too_long" | "too_common" | "contains_identity";

export interface PasswordCheck {
  problem: PasswordProblem | null;
  /** 0 (unusable) to 4 (long passphrase). */
  score: 0 | 1 | 2 | 3 | 4;
}

/** Name, e-mail and phone number of the person, in any order; blanks are skipped. */
export type PasswordIdentity = readonly (string | null | undefined)[];

interface IdentityTerms {
  /** Must not appear anywhere in the password. */
  contained: string[];
  /** Must not be the whole password (trailing digits aside). */
  whole: string[];
}

/** The forms people write a Ugandan number in: +256772123456, 256772123456, 0772123456. */
function phoneForms(phone: string): string[] {
  const national = phone.slice(4);
  return [phone, phone.slice(1), `0${national}`, national];
}

function identityTerms(identity: PasswordIdentity): IdentityTerms {
  const contained: string[] = [];
  const whole: string[] = [];
  for (const raw of identity) {
    const value = (raw ?? "").trim().toLowerCase();
    if (!value) continue;
    const phone = normaliseUgandanPhone(value);
    if (phone) {
      // Every form contains the 9-digit national number, so that one is enough to look for.
      contained.push(phone.slice(4));
      continue;
    }
    if (value.includes("@")) {
      contained.push(value);
      const local = value.slice(0, value.indexOf("@"));
      if (local.length >= LOCAL_PART_CONTAINED_LENGTH) contained.push(local);
    }
    whole.push(...value.split(/[\s@.+_-]+/).filter((part) => part.length >= IDENTITY_PART_LENGTH));
  }
  return { contained, whole };
}

/**
 * The words a guesser who knows the person tries first, for zxcvbn's user inputs: the
 * name and its parts, the e-mail and its parts, the number in each written form.
 */
export function identityWords(identity: PasswordIdentity): string[] {
  const words = new Set<string>();
  for (const raw of identity) {
    const value = (raw ?? "").trim().toLowerCase();
    if (!value) continue;
    const phone = normaliseUgandanPhone(value);
    if (phone) {
      for (const form of phoneForms(phone)) words.add(form);
      continue;
    }
    words.add(value);
    for (const part of value.split(/[\s@.+_-]+/)) if (part.length >= 3) words.add(part);
  }
  return [...words];
}

function containsIdentity(password: string, identity: PasswordIdentity): boolean {
  const lowered = password.toLowerCase();
  const { contained, whole } = identityTerms(identity);
  if (contained.some((term) => lowered.includes(term))) return true;
  const withoutTrailingDigits = lowered.replace(/\d+$/, "");
  return whole.some((part) => lowered === part || withoutTrailingDigits === part);
}

/** How far along the length the strength hint is: length is what makes a password hard. */
function lengthScore(password: string): PasswordCheck["score"] {
  const distinct = new Set(password).size;
  if (password.length >= 20 && distinct >= 8) return 4;
  if (password.length >= PASSWORD_ENCOURAGED_LENGTH && distinct >= 6) return 3;
  if (password.length >= 11 && distinct >= 5) return 2;
  return 1;
}

/**
 * The rules that need no list: length, and not the person's own e-mail, number or name.
 * The score is the browser's hint; the server also asks zxcvbn (see PASSWORD_MIN_GUESSES).
 */
export function checkPassword(password: string, identity: PasswordIdentity = []): PasswordCheck {
  if (password.length < PASSWORD_MIN_LENGTH) return { problem: "too_short", score: 0 };
  if (password.length > PASSWORD_MAX_LENGTH) return { problem: "too_long", score: 0 };
  if (containsIdentity(password, identity)) return { problem: "contains_identity", score: 0 };
  return { problem: null, score: lengthScore(password) };
}
