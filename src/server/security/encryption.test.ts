import type * as nodeCrypto from "node:crypto";
import { createCipheriv, createDecipheriv, randomBytes } from "node:crypto";
import { describe, expect, it, vi } from "vitest";
import { UnreadableValueError, createFieldCipher, isCiphertext, parseEncryptionKey } from "./encryption";

// Counted, not changed: how often a value is really opened.
vi.mock("node:crypto", async (original) => {
  const crypto = await original<typeof nodeCrypto>();
  return { ...crypto, createDecipheriv: vi.fn(crypto.createDecipheriv) };
});

const cipher = createFieldCipher(randomBytes(32));

describe("field encryption", () => {
  it("round-trips text, and never stores it readable", () => {
    const stored = cipher.encrypt("On ART since 2019; missed two doses");
    expect(stored.startsWith(cipher.currentPrefix)).toBe(true);
    expect(stored).toMatch(/^v2:[0-9a-f]{12}:/);
    // Whole words: three letters alone turn up in random ciphertext by chance.
    expect(stored).not.toContain("ART since 2019");
    expect(cipher.decrypt(stored)).toBe("On ART since 2019; missed two doses");
  });

  it("uses a fresh IV, so the same text encrypts differently", () => {
    expect(cipher.encrypt("same")).not.toBe(cipher.encrypt("same"));
  });

  it("opens a value read again from memory, not by decrypting it again", () => {
    const stored = cipher.encrypt("A navigator answered your message.");
    vi.mocked(createDecipheriv).mockClear();
    for (let read = 0; read < 3; read++)
      expect(cipher.decrypt(stored)).toBe("A navigator answered your message.");
    expect(createDecipheriv).toHaveBeenCalledTimes(1);
  });

  it("refuses a value altered at rest", () => {
    const stored = cipher.encrypt("secret");
    const parts = stored.split(":");
    parts[4] = Buffer.from("tampered").toString("base64");
    expect(() => cipher.decrypt(parts.join(":"))).toThrow(UnreadableValueError);
  });

  it("refuses a value encrypted with another key", () => {
    const other = createFieldCipher(randomBytes(32));
    expect(() => cipher.decrypt(other.encrypt("x"))).toThrow(/key this server does not have/);
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

  it("reads the previous key's values during a rotation, and writes only under the new key", () => {
    const oldKey = randomBytes(32);
    const newKey = randomBytes(32);
    const before = createFieldCipher(oldKey);
    const stored = before.encrypt("PrEP refill");
    const rotating = createFieldCipher(newKey, oldKey);
    expect(rotating.decrypt(stored)).toBe("PrEP refill");
    expect(rotating.encrypt("x").startsWith(createFieldCipher(newKey).currentPrefix)).toBe(true);
    expect(rotating.readablePrefixes).toEqual([rotating.currentPrefix, before.currentPrefix]);
    // Lookups match the index under either key; what is stored is the new key's.
    expect(rotating.blindIndexes("phone:+256772123456")).toEqual([
      rotating.blindIndex("phone:+256772123456"),
      before.blindIndex("phone:+256772123456"),
    ]);
    expect(() => createFieldCipher(newKey).decrypt(stored)).toThrow(UnreadableValueError);
  });

  it("reads values written before key ids (v1) with whichever key wrote them", () => {
    const key = randomBytes(32);
    const iv = randomBytes(12);
    const legacy = createCipheriv("aes-256-gcm", key, iv);
    const body = Buffer.concat([legacy.update("Diagnosed 2015", "utf8"), legacy.final()]);
    const v1 = [
      "v1",
      iv.toString("base64"),
      legacy.getAuthTag().toString("base64"),
      body.toString("base64"),
    ].join(":");
    expect(isCiphertext(v1)).toBe(true);
    expect(isCiphertext("v1: a note that only looks like one")).toBe(false);
    expect(createFieldCipher(key).decrypt(v1)).toBe("Diagnosed 2015");
    expect(createFieldCipher(randomBytes(32), key).decrypt(v1)).toBe("Diagnosed 2015");
    expect(() => createFieldCipher(randomBytes(32)).decrypt(v1)).toThrow(UnreadableValueError);
  });
});
