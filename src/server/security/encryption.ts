/**
 * Encryption at rest for every personal column (docs/decisions/064): AES-256-GCM, a fresh
 * 96-bit IV per value, stored as "v2:<key id>:<iv>:<tag>:<ciphertext>" (base64). The key id
 * names the key without revealing it, so SQL can tell what a key rotation has still to do.
 * Values written before key ids ("v1:<iv>:<tag>:<ciphertext>") are read with the current
 * key, else the previous one; the start-up step rewrites them as "v2".
 */
import { createCipheriv, createDecipheriv, createHmac, hkdfSync, randomBytes } from "node:crypto";
import { LRUCache } from "lru-cache";

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
  /**
   * Every token a stored index of this value may be: the current key's, and during a key
   * rotation the previous key's too, so a lookup still finds rows not yet re-indexed.
   */
  blindIndexes(value: string): string[];
  /** What every value encrypted now starts with: "v2:<current key id>:". */
  readonly currentPrefix: string;
  /** The prefixes of the keys this cipher can read ("v2:" values under any other key are not ours). */
  readonly readablePrefixes: readonly string[];
}

/** A stored value that no key of this server opens (another key, or altered at rest). */
export class UnreadableValueError extends Error {}

/** How much opened text a cipher keeps, in characters of text and ciphertext together. */
const OPENED_CACHE_CHARACTERS = 2_000_000;
/** How long an opened text is kept. */
const OPENED_CACHE_MS = 10 * 60 * 1000;

/** What every value written since key ids starts with. */
export const CIPHERTEXT_PREFIX = "v2:";
const V1_SHAPE = /^v1:[A-Za-z0-9+/]{16}:[A-Za-z0-9+/]{22}==:/;

/** Ciphertext (of either version) rather than a value stored in clear before decision 064. */
export function isCiphertext(value: string): boolean {
  return value.startsWith(CIPHERTEXT_PREFIX) || V1_SHAPE.test(value);
}

export function parseEncryptionKey(base64: string, name = "ENCRYPTION_KEY"): Buffer {
  const key = Buffer.from(base64, "base64");
  if (key.length !== 32) throw new Error(`${name} must be 32 bytes, base64-encoded.`);
  return key;
}

/** A short public name of a key: hex, so it is safe in SQL patterns and says nothing of the key. */
function keyIdOf(key: Buffer): string {
  return createHmac("sha256", key).update("field key id v2").digest("hex").slice(0, 12);
}

interface KeyMaterial {
  id: string;
  key: Buffer;
  indexKey: Buffer;
}

function material(key: Buffer): KeyMaterial {
  // A key of its own for the index, derived from the cipher's: one secret to keep.
  const indexKey = Buffer.from(hkdfSync("sha256", key, Buffer.alloc(0), "blind-index v1", 32));
  return { id: keyIdOf(key), key, indexKey };
}

function open(key: Buffer, iv: string, tag: string, ciphertext: string): string | null {
  try {
    const decipher = createDecipheriv("aes-256-gcm", key, Buffer.from(iv, "base64"));
    decipher.setAuthTag(Buffer.from(tag, "base64"));
    return Buffer.concat([decipher.update(Buffer.from(ciphertext, "base64")), decipher.final()]).toString(
      "utf8",
    );
  } catch {
    // The authentication tag does not match: another key, or the value was altered.
    return null;
  }
}

/**
 * `previous` is the key being rotated away from (ENCRYPTION_KEY_PREVIOUS): values under it
 * stay readable until `npm run keys:rotate` has rewritten them under `key`.
 */
export function createFieldCipher(key: Buffer, previous: Buffer | null = null): FieldCipher {
  const current = material(key);
  const old = previous && !previous.equals(key) ? material(previous) : null;
  const keys = old ? [current, old] : [current];

  const encrypt = (plain: string) => {
    const iv = randomBytes(12);
    const cipher = createCipheriv("aes-256-gcm", current.key, iv);
    const ciphertext = Buffer.concat([cipher.update(plain, "utf8"), cipher.final()]);
    return [
      "v2",
      current.id,
      iv.toString("base64"),
      cipher.getAuthTag().toString("base64"),
      ciphertext.toString("base64"),
    ].join(":");
  };

  const readOnce = (stored: string) => {
    const parts = stored.split(":");
    if (parts[0] === "v2" && parts.length === 5) {
      const [, id, iv = "", tag = "", ciphertext = ""] = parts;
      const owner = keys.find((candidate) => candidate.id === id);
      if (!owner)
        throw new UnreadableValueError(`Encrypted with a key this server does not have (key id ${id})`);
      const plain = open(owner.key, iv, tag, ciphertext);
      if (plain !== null) return plain;
    }
    if (parts[0] === "v1" && parts.length === 4) {
      const [, iv = "", tag = "", ciphertext = ""] = parts;
      // No key id: whichever key's authentication tag matches wrote it.
      for (const candidate of keys) {
        const plain = open(candidate.key, iv, tag, ciphertext);
        if (plain !== null) return plain;
      }
    }
    throw new UnreadableValueError("Unreadable encrypted value");
  };

  // The same stored values are read again and again (a bell polled, a case reopened), and
  // opening one was a fifth of the bell's cost. A ciphertext always opens to the same text,
  // so the text is kept, for a bounded time and size (decision 088).
  const opened = new LRUCache<string, string>({
    maxSize: OPENED_CACHE_CHARACTERS,
    sizeCalculation: (plain, stored) => plain.length + stored.length,
    ttl: OPENED_CACHE_MS,
  });
  const decrypt = (stored: string) => {
    const known = opened.get(stored);
    if (known !== undefined) return known;
    const plain = readOnce(stored);
    opened.set(stored, plain);
    return plain;
  };

  const index = (material: KeyMaterial, value: string) =>
    createHmac("sha256", material.indexKey).update(value, "utf8").digest("base64url");

  return {
    encrypt,
    decrypt,
    blindIndex: (value) => index(current, value),
    blindIndexes: (value) => keys.map((material) => index(material, value)),
    encryptOptional: (plain) => (plain ? encrypt(plain) : null),
    decryptOptional: (stored) => (stored ? decrypt(stored) : null),
    currentPrefix: `${CIPHERTEXT_PREFIX}${current.id}:`,
    readablePrefixes: keys.map((material) => `${CIPHERTEXT_PREFIX}${material.id}:`),
  };
}
