/**
 * What the account forms check before Better Auth is asked (issue 21): the shared field
 * builders, given where the form needs them. Their codes are the shared ones ("required",
 * "invalid_email", "invalid_phone") and, on a new password, checkPassword's problem
 * ("too_short", "contains_identity"…); AUTH_COPY words them in auth.json.
 */
import { z } from "zod";
import { OTP_PATTERN } from "@shared/api/account";
import { ERROR_KEYS, optionalEmail, optionalUgandanPhone, requiredText } from "@shared/api/fields";
import { ACCOUNT_NAME_MAX_CHARS } from "@shared/domain/account-name";
import { checkPassword, type PasswordIdentity } from "@shared/domain/password";

/** An account's e-mail, lowercased and trimmed; left empty it is not a valid address either. */
export const accountEmail = () => optionalEmail().pipe(z.string({ error: ERROR_KEYS.invalidEmail }));

/** A Ugandan mobile number, as +2567XXXXXXXX; left empty it is not a valid number either. */
export const accountPhone = () => optionalUgandanPhone().pipe(z.string({ error: ERROR_KEYS.invalidPhone }));

/** The name an account goes by. */
export const accountName = () => requiredText(ACCOUNT_NAME_MAX_CHARS);

/** The six digits of an SMS or an authenticator app. */
export const otpCode = () => z.string().trim().regex(OTP_PATTERN, { error: "invalid_code" });

/**
 * A new password by the rules the browser can check (length, not the person's own name,
 * e-mail or number); the server also refuses a guessable one, and the form shows its word.
 */
export function newPassword(identity: PasswordIdentity = []) {
  return z.string().superRefine((password, context) => {
    const { problem } = checkPassword(password, identity);
    if (problem) context.addIssue({ code: "custom", message: problem });
  });
}

/** Sign-in: any password is the server's to judge. */
export const signInSchema = z.object({
  email: accountEmail(),
  password: z.string().min(1, { error: ERROR_KEYS.required }),
});

/** Sign-up: the password is checked against the name and address being given with it. */
export const signUpSchema = ({ name, email }: { name: string; email: string }) =>
  z.object({ name: accountName(), email: accountEmail(), password: newPassword([name, email]) });

/** The phone's first step: the number, and a name when the account is being made. */
export const phoneStepSchema = (mode: "sign-in" | "sign-up") =>
  z.object({ name: mode === "sign-up" ? accountName() : z.string(), phone: accountPhone() });

/** A code by SMS or from the authenticator app. */
export const codeSchema = z.object({ code: otpCode() });

/** A backup code of two-step sign-in: the server knows its form; six characters at least. */
export const backupCodeSchema = z.object({
  code: z.string().trim().min(6, { error: "invalid_code" }),
});

/** Where a reset is sent: the e-mail or the number, whichever was chosen. */
export const resetRequestSchema = ({ method }: { method: "email" | "phone" }) =>
  method === "email" ? z.object({ email: accountEmail() }) : z.object({ phone: accountPhone() });

/** A new password by the e-mailed link. */
export const newPasswordSchema = z.object({ password: newPassword() });

/** A new password by the SMS code. */
export const resetByCodeSchema = z.object({ code: otpCode(), password: newPassword() });
