import { describe, expect, it } from "vitest";
import { authErrorKey, retryAfterMinutes } from "./auth-errors";

describe("authErrorKey", () => {
  it("maps every 429 to the rate-limit message, whatever the code", () => {
    expect(authErrorKey({ status: 429, code: "INVALID_EMAIL_OR_PASSWORD" })).toBe("errors.tooMany");
  });

  it.each([
    ["INVALID_EMAIL_OR_PASSWORD", "errors.invalidCredentials"],
    ["INVALID_OTP", "errors.invalidCode"],
    ["TOO_MANY_ATTEMPTS", "errors.codeExpired"],
    ["INVALID_BACKUP_CODE", "errors.invalidBackupCode"],
    ["PASSWORD_TOO_COMMON", "errors.passwordTooCommon"],
    ["SOMETHING_NEW", "errors.generic"],
  ])("%s becomes %s", (code, key) => {
    expect(authErrorKey({ status: 400, code })).toBe(key);
  });

  it("rounds Retry-After up to whole minutes", () => {
    expect(retryAfterMinutes(61)).toBe(2);
    expect(retryAfterMinutes(null)).toBe(1);
  });
});
