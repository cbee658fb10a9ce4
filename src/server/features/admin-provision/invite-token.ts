/** Provisioning tokens: 32 random bytes, kept only as a SHA-256 hash (a leaked table opens nothing). */
import { createHash, randomBytes } from "node:crypto";

export const INVITE_VALID_MS = 24 * 60 * 60 * 1000;

export function hashInviteToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

export function newInviteToken(): { token: string; tokenHash: string } {
  const token = randomBytes(32).toString("base64url");
  return { token, tokenHash: hashInviteToken(token) };
}

export function provisionLink(publicUrl: string, token: string): string {
  return `${publicUrl}/admin/provision?token=${token}`;
}
