/**
 * Reads or issues the visitor cookie on a request: HttpOnly (no script can read it),
 * SameSite=Lax, Secure in production, and gone when the allowance window ends.
 */
import type { Context } from "hono";
import { deleteCookie, getCookie, setCookie } from "hono/cookie";
import { ASSISTANT } from "@shared/constants";
import { INVALID_VISITOR_CODE } from "@shared/api/assistant-errors";
import { HttpError } from "./errors";
import { newVisitorId, signVisitorId, verifyVisitorId } from "../security/visitor-id";

export const VISITOR_COOKIE = "visitor_id";
/** Every anonymous write spends from it: the assistant, the contact form, a live chat, sign-up. */
const VISITOR_COOKIE_PATH = "/api";

interface CookieOptions {
  secure: boolean;
}

/** The visitor's id: from a valid cookie, or a new one (set on the response). */
export function visitorIdOf(c: Context, key: Buffer, options: CookieOptions): string {
  const cookie = getCookie(c, VISITOR_COOKIE);
  if (cookie === undefined) {
    const id = newVisitorId();
    setCookie(c, VISITOR_COOKIE, signVisitorId(key, id), {
      path: VISITOR_COOKIE_PATH,
      httpOnly: true,
      sameSite: "Lax",
      secure: options.secure,
      maxAge: ASSISTANT.anonymousWindowMs / 1000,
    });
    return id;
  }
  const id = verifyVisitorId(key, cookie);
  if (id === null) {
    // A forged or damaged id is refused, and cleared so that the next request starts afresh.
    deleteCookie(c, VISITOR_COOKIE, { path: VISITOR_COOKIE_PATH, secure: options.secure });
    throw new HttpError(403, INVALID_VISITOR_CODE, "The visitor cookie is not valid. Please try again.");
  }
  return id;
}
