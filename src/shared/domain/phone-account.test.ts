import { describe, expect, it } from "vitest";
import { isPhoneAccountEmail, phoneAccountEmail, realEmail } from "./phone-account";

describe("phone-only accounts", () => {
  it("get a placeholder on the reserved .invalid domain", () => {
    expect(phoneAccountEmail("+256772123456")).toBe("256772123456@phone.invalid");
    expect(isPhoneAccountEmail("256772123456@PHONE.INVALID")).toBe(true);
  });

  it("never show the placeholder as an address", () => {
    expect(realEmail("256772123456@phone.invalid")).toBeNull();
    expect(realEmail("a@example.com")).toBe("a@example.com");
    expect(realEmail(null)).toBeNull();
  });
});
