/**
 * Ugandan mobile numbers as people type them: 0772 123 456, 256-772-123456, +256 772 123456,
 * or with the trunk zero kept after the country code (+256 0772 123456). All become the
 * E.164 form +2567XXXXXXXX, the one SMS providers accept.
 */

/** Separators people put in numbers; anything else (letters, extra digits) is rejected. */
const SEPARATORS = /[\s\-.()/]/g;
const NATIONAL_MOBILE = /^7\d{8}$/;

function nationalNumber(compact: string): string | null {
  if (compact.startsWith("+256")) return compact.slice(4).replace(/^0/, "");
  if (compact.startsWith("00256")) return compact.slice(5).replace(/^0/, "");
  if (compact.startsWith("256")) return compact.slice(3).replace(/^0/, "");
  if (compact.startsWith("0")) return compact.slice(1);
  return null;
}

/** Returns +2567XXXXXXXX, or null when the input is not a Ugandan mobile number. */
export function normaliseUgandanPhone(input: string | null | undefined): string | null {
  if (typeof input !== "string") return null;
  const compact = input.replace(SEPARATORS, "");
  const national = nationalNumber(compact);
  return national !== null && NATIONAL_MOBILE.test(national) ? `+256${national}` : null;
}
