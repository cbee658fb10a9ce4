/**
 * E-mail addresses and phone numbers masked wherever they appear in free text, before a
 * log line or an error report leaves. Every quantifier is bounded: the unbounded patterns
 * these replace took ~10 s on 100,000 letters, and one anonymous request carrying them
 * (a long redirect address the auth library logs) froze the whole server (npm run fuzz).
 */

// Lengths from RFC 5321: a local part of at most 64, a label of 63, a domain of 253.
const EMAIL = /[\w.+-]{1,64}@[\w-]{1,63}\.[\w.-]{1,253}/g;
// +256 7XX XXX XXX, 07XXXXXXXX and other runs of 9 to 32 digits with separators.
const PHONE = /\+?\d[\d\s-]{7,30}\d/g;

export function maskContactDetails(text: string): string {
  return text.replace(EMAIL, "[email]").replace(PHONE, "[phone]");
}
