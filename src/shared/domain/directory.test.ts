import { describe, expect, it } from "vitest";
import { formatDirectoryPhone, normaliseDirectoryPhone } from "./directory";

describe("a directory phone number", () => {
  it.each([
    ["0414 123 456", "+256414123456"],
    ["+256 772 123 456", "+256772123456"],
    ["256-772-123456", "+256772123456"],
    ["0800 100 066", "+256800100066"],
    ["+256 0392 123456", "+256392123456"],
    ["116", "116"],
    ["999", "999"],
  ])("%s is kept as %s", (input, kept) => {
    expect(normaliseDirectoryPhone(input)).toBe(kept);
  });

  it.each(["call us", "12", "12345", "+1 555 0100", "0772 123 45", "0772 123 4567", "+256 99 123 4567"])(
    "%s is refused",
    (input) => {
      expect(normaliseDirectoryPhone(input)).toBeNull();
    },
  );

  it("is read in groups of three, a short code as it is", () => {
    expect(formatDirectoryPhone("+256414123456")).toBe("+256 414 123 456");
    expect(formatDirectoryPhone("116")).toBe("116");
  });
});
