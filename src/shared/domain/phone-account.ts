/**
 * Accounts opened with a phone number only. The accounts library needs an e-mail for
 * every user, so such an account gets a placeholder on a reserved domain (RFC 2606
 * ".invalid") that is never shown and never mailed to.
 */

export const PHONE_ACCOUNT_EMAIL_DOMAIN = "phone.invalid";

/** +256772123456 becomes 256772123456@phone.invalid. */
export function phoneAccountEmail(phone: string): string {
  return `${phone.replace(/\D/g, "")}@${PHONE_ACCOUNT_EMAIL_DOMAIN}`;
}

export function isPhoneAccountEmail(email: string | null | undefined): boolean {
  return typeof email === "string" && email.toLowerCase().endsWith(`@${PHONE_ACCOUNT_EMAIL_DOMAIN}`);
}

/** The e-mail to show and to write to, or null for a placeholder. */
export function realEmail(email: string | null | undefined): string | null {
  return email && !isPhoneAccountEmail(email) ? email : null;
}
