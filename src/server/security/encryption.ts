/**
 * Encryption at rest for sensitive columns (medical history, discreet notes, messages):
 * AES-256-GCM, a fresh 96-bit IV per value, stored as "v1:<iv>:<tag>:<ciphertext>" in base64.
 */
import { createCipheriv, createDecipheriv, randomBytes } from "node:crypto";

export interface FieldCipher {
  encrypt(plain: string): string;
  decrypt(stored: string): string;
  encryptOptional(plain: string | null | undefined): string | null;
  decryptOptional(stored: string | null | undefined): string | null;
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
  return {
    encrypt,
    decrypt,
    encryptOptional: (plain) => (plain ? encrypt(plain) : null),
    decryptOptional: (stored) => (stored ? decrypt(stored) : null),
  };
}
