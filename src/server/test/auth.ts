/** Helpers for the accounts tests (and scripts/fuzz.ts): reading the outbox, cookies, TOTP codes. */
import { and, desc, eq } from "drizzle-orm";
import { createHmac } from "node:crypto";
import { outbox } from "../db/schema";
import { openOutboxRow, sentTo } from "../adapters/messaging";
import type { Harness, TestUser } from "./harness";

export function cookiesOf(response: Response, previous = ""): string {
  const jar = new Map<string, string>();
  for (const pair of previous.split("; ").filter(Boolean)) {
    const [name, ...rest] = pair.split("=");
    if (name) jar.set(name, rest.join("="));
  }
  for (const line of response.headers.getSetCookie()) {
    const [pair] = line.split(";");
    const [name, ...rest] = (pair ?? "").split("=");
    if (!name) continue;
    const value = rest.join("=");
    if (value === "" || /max-age=0/i.test(line)) jar.delete(name);
    else jar.set(name, value);
  }
  return [...jar].map(([name, value]) => `${name}=${value}`).join("; ");
}

/** A caller identified by a cookie string (a TestUser-compatible value). */
export function asCookie(cookie: string, base?: TestUser): TestUser {
  return { id: base?.id ?? "", email: base?.email ?? "", password: base?.password ?? "", cookie };
}

export async function latestMessage(h: Harness, recipient: string, channel: "email" | "sms") {
  // The outbox is encrypted at rest: found by the recipient's blind index, then opened.
  const [row] = await h.deps.db
    .select()
    .from(outbox)
    .where(and(sentTo(h.deps.cipher, recipient), eq(outbox.channel, channel)))
    .orderBy(desc(outbox.createdAt))
    .limit(1);
  if (!row) throw new Error(`no ${channel} to ${recipient}`);
  return openOutboxRow(h.deps.cipher, row);
}

export async function latestSmsCode(h: Harness, phone: string): Promise<string> {
  const message = await latestMessage(h, phone, "sms");
  const code = /\b(\d{6})\b/.exec(message.body)?.[1];
  if (!code) throw new Error("no code in the SMS");
  return code;
}

export function totpSecretOf(totpURI: string): string {
  const secret = new URL(totpURI).searchParams.get("secret");
  if (!secret) throw new Error("no secret in the URI");
  return secret;
}

/** Decodes RFC 4648 base32 (no padding), as authenticator apps read the key. */
function base32Bytes(text: string): Buffer {
  const alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567";
  let bits = "";
  for (const char of text.replace(/=+$/, "").toUpperCase())
    bits += alphabet.indexOf(char).toString(2).padStart(5, "0");
  const bytes = bits.match(/.{8}/g) ?? [];
  return Buffer.from(bytes.map((byte) => Number.parseInt(byte, 2)));
}

/** The code an authenticator app shows for this base32 key (RFC 6238: SHA-1, 6 digits, 30 s). */
export function totpCode(base32Secret: string, at = Date.now()): string {
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(Math.floor(at / 30_000)));
  const digest = createHmac("sha1", base32Bytes(base32Secret)).update(counter).digest();
  const offset = (digest[digest.length - 1] ?? 0) & 15;
  return String((digest.readUInt32BE(offset) & 0x7fffffff) % 1_000_000).padStart(6, "0");
}

/** Asks for a sign-in code by SMS, as the web does; the raw answer. */
export function sendPhoneCode(h: Harness, phoneNumber: string): Promise<Response> {
  return h.request("/api/auth/phone-number/send-otp", { method: "POST", json: { phoneNumber } });
}

/** Signs a phone number up or in with a code it was sent; the raw answer. */
export function verifyPhoneCode(h: Harness, phoneNumber: string, code: string): Promise<Response> {
  return h.request("/api/auth/phone-number/verify", { method: "POST", json: { phoneNumber, code } });
}

/** Signs a phone number up or in through the SMS code; returns the session cookie. */
export async function phoneSignIn(h: Harness, phone: string): Promise<{ cookie: string; body: unknown }> {
  const sent = await sendPhoneCode(h, phone);
  if (!sent.ok) throw new Error(`send-otp ${sent.status}`);
  const verified = await verifyPhoneCode(h, phone, await latestSmsCode(h, phone));
  if (!verified.ok) throw new Error(`verify ${verified.status} ${await verified.text()}`);
  return { cookie: cookiesOf(verified), body: await verified.json() };
}

let visitorCounter = 0;

/** A network address of its own, so a test's many requests stay under the per-address limits. */
export function ownAddress(): string {
  visitorCounter += 1;
  return `10.250.${(visitorCounter >> 8) & 255}.${visitorCounter & 255}`;
}

/** Signs up through the API as the web does, from an address of its own; the raw answer. */
export function signUpRequest(
  h: Harness,
  account: { name: string; email: string; password: string; shareCareWithTeam?: boolean },
  address = ownAddress(),
): Promise<Response> {
  return h.request("/api/auth/sign-up/email", {
    method: "POST",
    json: { ...account, callbackURL: "/portal?verified=1" },
    address,
  });
}

/** Signs in with e-mail and password, as the web does; the raw answer. */
export function signInRequest(
  h: Harness,
  email: string,
  password: string,
  address?: string,
): Promise<Response> {
  return h.request("/api/auth/sign-in/email", { method: "POST", json: { email, password }, address });
}

/** The confirmation link mailed to an address, as a path and query to request. */
export async function confirmationLinkOf(h: Harness, email: string): Promise<string> {
  const mail = await latestMessage(h, email, "email");
  const link = /(http\S+verify-email\S+)/.exec(mail.body)?.[1];
  if (!link) throw new Error(`no confirmation link to ${email}`);
  const url = new URL(link);
  return url.pathname + url.search;
}
