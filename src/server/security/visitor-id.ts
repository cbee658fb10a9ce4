/**
 * The anonymous visitor's id for the hourly allowances of what visitors may write (the
 * assistant's messages, the contact form, sign-up: anonymous-writes.ts): a random id, signed
 * with a key derived from the auth secret, so a client cannot choose whose counter it
 * spends. It names a browser for the length of one allowance window and nothing more:
 * it is never joined to an account, an address or a conversation.
 */
import { createHmac, hkdfSync, randomBytes, timingSafeEqual } from "node:crypto";
import type { AppDeps } from "../deps";
import { loadSecrets } from "./secrets";

const ID_BYTES = 16;
const KEY_INFO = "hivcare assistant visitor id v1";
const ID_PATTERN = /^[A-Za-z0-9_-]{22}$/;

/** A separate key per purpose: the auth secret itself never signs anything here. */
export function deriveVisitorKey(authSecret: string): Buffer {
  return Buffer.from(hkdfSync("sha256", authSecret, "", KEY_INFO, 32));
}

/** The auth secret lives in the environment or app_settings; it is read once per app. */
export function visitorKeyLoader(deps: Pick<AppDeps, "db" | "env">): () => Promise<Buffer> {
  let key: Promise<Buffer> | null = null;
  return () => {
    key ??= loadSecrets(deps.db, {
      authSecret: deps.env.AUTH_SECRET,
      encryptionKey: deps.env.ENCRYPTION_KEY,
    }).then((secrets) => deriveVisitorKey(secrets.authSecret));
    // A failed read is retried by the next request rather than remembered.
    key.catch(() => (key = null));
    return key;
  };
}

export function newVisitorId(): string {
  return randomBytes(ID_BYTES).toString("base64url");
}

function mac(key: Buffer, value: string): string {
  return createHmac("sha256", key).update(value).digest("base64url");
}

/** "<id>.<signature>", the cookie's value. */
export function signVisitorId(key: Buffer, id: string): string {
  return `${id}.${mac(key, id)}`;
}

/** The id when the signature is ours, otherwise null. */
export function verifyVisitorId(key: Buffer, value: string): string | null {
  const [id, signature, ...rest] = value.split(".");
  if (!id || !signature || rest.length > 0 || !ID_PATTERN.test(id)) return null;
  const expected = Buffer.from(mac(key, id));
  const given = Buffer.from(signature);
  return given.length === expected.length && timingSafeEqual(given, expected) ? id : null;
}

/** A keyed hash, so the usage table never holds a network address. */
export function hashAddress(key: Buffer, address: string): string {
  return mac(key, `address:${address}`);
}
