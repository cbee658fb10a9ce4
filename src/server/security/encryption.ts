/**
 * Encryption at rest for sensitive columns (medical history, discreet notes, messages):
 * AES-256-GCM, a fresh 96-bit IV per value, stored as "v1:<iv>:<tag>:<ciphertext>" in base64.
 */
import { createCipheriv, createDecipheriv, createHmac, hkdfSync, randomBytes } from "node:crypto";

export interface FieldCipher {
  encrypt(plain: string): string;
  decrypt(stored: string): string;
  encryptOptional(plain: string | null | undefined): string | null;
  decryptOptional(stored: string | null | undefined): string | null;
  /**
   * A keyed blind index: the same value always gives the same token, which reveals nothing
   * without the key. Lets a query find "this phone number" without storing it in clear.
   * Callers normalise first (a phone in +256 form, an e-mail in lower case).
   */
  blindIndex(value: string): string;
}

export function parseEncryptionKey(base64: string): Buffer {
  const key = Buffer.from(base64, "base64");
  if (key.length !== 32) throw new Error("ENCRYPTION_KEY must be 32 bytes, base64-encoded.");
  return key;
}

export function createFieldCipher(key: Buffer): FieldCipher {
  const encrypt = (plain: string) => {
    const iv = randomBytes(12);
    const cipher = createCipheriv("aes-256-gcm", key, iv);
    const ciphertext = Buffer.concat([cipher.update(plain, "utf8"), cipher.final()]);
    return [
      "v1",
      iv.toString("base64"),
      cipher.getAuthTag().toString("base64"),
      ciphertext.toString("base64"),
    ].join(":");
  };
  const decrypt = (stored: string) => {
    const [version, iv, tag, ciphertext] = stored.split(":");
    if (version !== "v1" || !iv || !tag || ciphertext === undefined)
      throw new Error("Unreadable encrypted value");
    const decipher = createDecipheriv("aes-256-gcm", key, Buffer.from(iv, "base64"));
    decipher.setAuthTag(Buffer.from(tag, "base64"));
    return Buffer.concat([decipher.update(Buffer.from(ciphertext, "base64")), decipher.final()]).toString(
      "utf8",
    );
  };
  // A key of its own for the index, derived from the cipher's: one secret to keep.
  const indexKey = Buffer.from(hkdfSync("sha256", key, Buffer.alloc(0), "blind-index v1", 32));
  return {
    encrypt,
    decrypt,
    blindIndex: (value) => createHmac("sha256", indexKey).update(value, "utf8").digest("base64url"),
    encryptOptional: (plain) => (plain ? encrypt(plain) : null),
    decryptOptional: (stored) => (stored ? decrypt(stored) : null),
  };
}
