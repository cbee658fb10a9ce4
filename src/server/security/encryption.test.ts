import { randomBytes } from "node:crypto";
import { describe, expect, it } from "vitest";
import { createFieldCipher, parseEncryptionKey } from "./encryption";

const cipher = createFieldCipher(randomBytes(32));

describe("field encryption", () => {
  it("round-trips text, and never stores it readable", () => {
    const stored = cipher.encrypt("On ART since 2019; missed two doses");
    expect(stored).toMatch(/^v1:/);
    expect(stored).not.toContain("ART");
    expect(cipher.decrypt(stored)).toBe("On ART since 2019; missed two doses");
  });

  it("uses a fresh IV, so the same text encrypts differently", () => {
    expect(cipher.encrypt("same")).not.toBe(cipher.encrypt("same"));
  });

  it("refuses a value altered at rest", () => {
    const stored = cipher.encrypt("secret");
    const parts = stored.split(":");
    parts[3] = Buffer.from("tampered").toString("base64");
    expect(() => cipher.decrypt(parts.join(":"))).toThrow();
  });

  it("refuses a value encrypted with another key", () => {
    const other = createFieldCipher(randomBytes(32));
    expect(() => cipher.decrypt(other.encrypt("x"))).toThrow();
  });

  it("passes empty optional values through as null", () => {
    expect(cipher.encryptOptional("")).toBeNull();
    expect(cipher.decryptOptional(null)).toBeNull();
  });

  it("accepts only a 32-byte key", () => {
    expect(() => parseEncryptionKey(Buffer.alloc(16).toString("base64"))).toThrow(/32 bytes/);
    expect(parseEncryptionKey(Buffer.alloc(32).toString("base64"))).toHaveLength(32);
  });

  it("gives a blind index that is stable per key and reveals nothing", () => {
    const token = cipher.blindIndex("+256772123456");
    expect(token).toBe(cipher.blindIndex("+256772123456"));
    expect(token).not.toBe(cipher.blindIndex("+256772123457"));
    expect(token).not.toContain("772123456");
    expect(createFieldCipher(randomBytes(32)).blindIndex("+256772123456")).not.toBe(token);
  });
});
