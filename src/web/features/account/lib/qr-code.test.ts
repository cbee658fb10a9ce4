import { describe, expect, it } from "vitest";
import { encodeQr, qrPath } from "./qr-code";
import fixtures from "./qr-code.fixtures.json";

/** Matrices made by a reference encoder (python-qrcode 8.2, level M, the same mask). */
describe("encodeQr", () => {
  it.each(fixtures.map((fixture) => [fixture.text.slice(0, 40), fixture] as const))(
    "matches the reference for %s",
    (_label, fixture) => {
      const code = encodeQr(fixture.text, { mask: fixture.mask });
      expect(code.version).toBe(fixture.version);
      expect(code.modules.map((row) => row.map((dark) => (dark ? "1" : "0")).join(""))).toEqual(fixture.rows);
    },
  );

  it("chooses a mask by itself and draws one square per dark module", () => {
    const code = encodeQr("otpauth://totp/x?secret=ABC");
    expect(code.mask).toBeGreaterThanOrEqual(0);
    expect(code.mask).toBeLessThan(8);
    const dark = code.modules.flat().filter(Boolean).length;
    expect(qrPath(code).match(/M/g)).toHaveLength(dark);
  });

  it("refuses text beyond version 10", () => {
    expect(() => encodeQr("z".repeat(300))).toThrow(RangeError);
  });
});
