/**
 * Turns an accounts error (Better Auth's { status, code } or our ApiError) into the key
 * of a message in auth.json. Unknown errors get the generic message, never raw text.
 */
export interface AuthErrorLike {
  status?: number | undefined;
  code?: string | undefined;
}

const BY_CODE: Record<string, string> = {
  INVALID_EMAIL_OR_PASSWORD: "errors.invalidCredentials",
  INVALID_PHONE_NUMBER_OR_PASSWORD: "errors.invalidCredentials",
  USER_ALREADY_EXISTS: "errors.emailTaken",
  USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL: "errors.emailTaken",
  INVALID_PHONE_NUMBER: "errors.invalidPhone",
  INVALID_OTP: "errors.invalidCode",
  INVALID_CODE: "errors.invalidCode",
  INVALID_BACKUP_CODE: "errors.invalidBackupCode",
  OTP_EXPIRED: "errors.codeExpired",
  OTP_NOT_FOUND: "errors.codeExpired",
  TOO_MANY_ATTEMPTS: "errors.codeExpired",
  TOO_MANY_ATTEMPTS_REQUEST_NEW_CODE: "errors.challengeExpired",
  INVALID_TWO_FACTOR_COOKIE: "errors.challengeExpired",
  ACCOUNT_TEMPORARILY_LOCKED: "errors.tooMany",
  INVALID_TOKEN: "errors.invalidToken",
  PASSWORD_TOO_SHORT: "errors.passwordTooShort",
  PASSWORD_TOO_LONG: "errors.passwordTooLong",
  PASSWORD_TOO_COMMON: "errors.passwordTooCommon",
  PASSWORD_CONTAINS_IDENTITY: "errors.passwordContainsIdentity",
  REAUTH_REQUIRED: "errors.reauthRequired",
  reauth_required: "errors.reauthRequired",
  wrong_password: "errors.wrongPassword",
  invalid_code: "errors.invalidCode",
};

/**
 * The server's refusal of a new password (too short, guessable, or the person's own
 * details: only the server holds the list), as the key for the password field, or null.
 */
export function passwordFieldError(error: AuthErrorLike | null | undefined): string | null {
  return error?.code?.startsWith("PASSWORD_") ? authErrorKey(error) : null;
}

export function authErrorKey(error: AuthErrorLike | null | undefined): string {
  if (!error) return "errors.generic";
  if (error.status === 429) return "errors.tooMany";
  return (error.code && BY_CODE[error.code]) || "errors.generic";
}

/** Seconds to wait, read from a 429's Retry-After. */
export function retryAfterMinutes(seconds: number | null | undefined): number {
  return Math.max(1, Math.ceil((seconds ?? 60) / 60));
}
