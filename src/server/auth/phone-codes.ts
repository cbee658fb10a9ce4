/**
 * SMS codes (sign-in, password reset, re-authentication), decision 062:
 * - at rest only as a keyed hash (HMAC with the auth secret, bound to the row's identifier):
 *   a copy of the database does not sign anyone in, and a 6-digit code cannot be
 *   recovered from its hash without the secret;
 * - checked here (the phone-number plugin's verifyOTP): 3 tries per code, as before, and
 *   per number at most SMS_CODE_FAILURES wrong codes however many codes were sent.
 *
 * The plugin still writes "code:0" when it sends a code; the verification table's
 * create hook (storedPhoneCode) turns that into "hash:0" before the row is written.
 */
import { createHmac, timingSafeEqual } from "node:crypto";
import { and, desc, eq } from "drizzle-orm";
import { APIError } from "better-auth/api";
import type { Db } from "../db/client";
import { verification } from "../db/schema";
import { SMS_CODE_FAILURES, type AttemptLimiter } from "./attempt-limiter";
import { tooManyAttempts } from "./rate-limit-response";

/** The phone-number plugin's identifiers: sign-in and re-authentication, and password reset. */
const SIGN_IN_PREFIX = "phone-number-otp-";
const RESET_PREFIX = "phone-number-reset-";
/** Tries for one code before it is spent (Better Auth's default, kept from before). */
const TRIES_PER_CODE = 3;

const PLAIN_CODE = /^(\d+):(\d+)$/;

const codeError = (status: "BAD_REQUEST" | "FORBIDDEN", code: string, message: string) =>
  new APIError(status, { message, code });

export function createPhoneCodes(options: {
  db: Db;
  secret: string;
  limiter: AttemptLimiter;
  now: () => Date;
}) {
  const { db, limiter } = options;

  const digest = (identifier: string, code: string) =>
    createHmac("sha256", options.secret).update(`${identifier}\n${code}`).digest("base64url");

  function matches(identifier: string, code: string, stored: string): boolean {
    const given = Buffer.from(digest(identifier, code));
    const kept = Buffer.from(stored);
    return given.length === kept.length && timingSafeEqual(given, kept);
  }

  return {
    /** For databaseHooks.verification.create.before: a phone code's row keeps only its hash. */
    storedPhoneCode<T extends { identifier: string; value: string }>(data: T): T {
      if (!data.identifier.startsWith(SIGN_IN_PREFIX) && !data.identifier.startsWith(RESET_PREFIX))
        return data;
      const plain = PLAIN_CODE.exec(data.value);
      if (!plain) return data;
      return { ...data, value: `${digest(data.identifier, plain[1]!)}:${plain[2]}` };
    },

    /**
     * For phoneNumber({ verifyOTP }): true spends the code. Wrong codes count per number;
     * a number over the limit is refused, right code or not, until the window has passed.
     */
    async verify({ phoneNumber, code }: { phoneNumber: string; code: string }, path: string | undefined) {
      const identifier = `${path === "/phone-number/reset-password" ? RESET_PREFIX : SIGN_IN_PREFIX}${phoneNumber}`;
      const wait = await limiter.blockedFor(SMS_CODE_FAILURES, phoneNumber);
      if (wait !== null) throw tooManyAttempts(wait);

      const [row] = await db
        .select()
        .from(verification)
        .where(eq(verification.identifier, identifier))
        .orderBy(desc(verification.createdAt))
        .limit(1);
      if (!row) throw codeError("BAD_REQUEST", "OTP_NOT_FOUND", "OTP not found");
      const spend = () =>
        db
          .delete(verification)
          .where(and(eq(verification.id, row.id), eq(verification.value, row.value)))
          .returning({ id: verification.id });
      if (row.expiresAt.getTime() < options.now().getTime()) {
        await spend();
        throw codeError("BAD_REQUEST", "OTP_EXPIRED", "OTP expired");
      }
      const [stored = "", rawTries = "0"] = row.value.split(":");
      const tries = Number.parseInt(rawTries, 10) || 0;
      if (tries >= TRIES_PER_CODE) {
        await spend();
        throw codeError("FORBIDDEN", "TOO_MANY_ATTEMPTS", "Too many attempts");
      }

      if (!matches(identifier, code.trim(), stored)) {
        // Guarded by the value read, so two wrong tries at once cannot count as one.
        await db
          .update(verification)
          .set({ value: `${stored}:${tries + 1}`, updatedAt: options.now() })
          .where(and(eq(verification.id, row.id), eq(verification.value, row.value)));
        await limiter.recordFailure(SMS_CODE_FAILURES, phoneNumber);
        return false;
      }
      // Deleting the row is the gate: of two requests with the right code, one wins.
      const spent = await spend();
      if (spent.length === 0) return false;
      await limiter.reset(SMS_CODE_FAILURES, phoneNumber);
      return true;
    },
  };
}

export type PhoneCodes = ReturnType<typeof createPhoneCodes>;
