/**
 * Idempotent creates: a request carrying an Idempotency-Key header is carried out once
 * per caller and key, whatever the retries (the offline queue resends until it hears back).
 * - same key, same body: the stored response is replayed with its status;
 * - same key, another body: 409;
 * - same key while the first request is still running: 409 with Retry-After.
 * Only successful responses are kept; after a failure the key is released so the
 * client can try again. Keys live for a day.
 *
 * The stored answer may repeat what the person wrote (their message, back from the
 * portal), so it is encrypted; the request is known by a keyed hash, which a short body
 * cannot be guessed back from (docs/decisions/064).
 */
import { and, eq } from "drizzle-orm";
import { createMiddleware } from "hono/factory";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import type { Db } from "../db/client";
import type { Logger } from "../logger";
import { idempotencyKeys } from "../db/schema";
import type { FieldCipher } from "../security/encryption";
import { SEALED, open, seal } from "../security/sealed-tables";
import { clientAddressOf } from "./client-address";
import { viewerOf, type ViewerVariables } from "../auth/session";
import { HttpError } from "./errors";
import { MAX_JSON_BYTES } from "./validate";

export const IDEMPOTENCY_HEADER = "Idempotency-Key";
export const IDEMPOTENCY_REPLAY_HEADER = "Idempotent-Replayed";
export const IDEMPOTENCY_KEY_TTL_MS = 24 * 60 * 60 * 1000;
/** A claim without a response after this long belongs to a request that died. */
export const IDEMPOTENCY_ABANDONED_MS = 60 * 1000;

/** Printable ASCII, as UUIDs and the usual random tokens are. */
const VALID_KEY = /^[\x21-\x7e]{8,128}$/;

type Claim =
  | { kind: "claimed" }
  | { kind: "replay"; status: number; body: unknown }
  | { kind: "conflict" }
  | { kind: "in_progress" };

type KeyRow = typeof idempotencyKeys.$inferSelect;

function isStale(row: KeyRow, now: Date): boolean {
  const age = now.getTime() - row.createdAt.getTime();
  return age > IDEMPOTENCY_KEY_TTL_MS || (row.responseStatus === null && age > IDEMPOTENCY_ABANDONED_MS);
}

async function claimKey(
  { db, cipher }: { db: Db; cipher: FieldCipher },
  row: { scope: string; key: string; request: string },
  now: Date,
  attemptsLeft = 2,
): Promise<Claim> {
  const [inserted] = await db
    .insert(idempotencyKeys)
    .values({ scope: row.scope, key: row.key, requestHash: cipher.blindIndex(row.request), createdAt: now })
    .onConflictDoNothing()
    .returning({ key: idempotencyKeys.key });
  if (inserted) return { kind: "claimed" };

  const sameKey = and(eq(idempotencyKeys.scope, row.scope), eq(idempotencyKeys.key, row.key));
  const [existing] = await db.select().from(idempotencyKeys).where(sameKey);
  if (!existing || isStale(existing, now)) {
    if (attemptsLeft === 0) return { kind: "in_progress" };
    if (existing) {
      await db.delete(idempotencyKeys).where(and(sameKey, eq(idempotencyKeys.createdAt, existing.createdAt)));
    }
    return claimKey({ db, cipher }, row, now, attemptsLeft - 1);
  }
  // Either key's hash during a key rotation: a retry made across it is still the same request.
  if (!cipher.blindIndexes(row.request).includes(existing.requestHash)) return { kind: "conflict" };
  if (existing.responseStatus === null || existing.responseBody === null) return { kind: "in_progress" };
  const { responseBody } = open(cipher, SEALED.idempotencyKeys, { responseBody: existing.responseBody });
  return { kind: "replay", status: existing.responseStatus, body: JSON.parse(responseBody) as unknown };
}

/** Middleware for create routes; place it after the session is known. */
export function idempotent(deps: { db: Db; cipher: FieldCipher; now: () => Date; logger: Logger }) {
  return createMiddleware<{ Variables: ViewerVariables }>(async (c, next) => {
    const key = c.req.header(IDEMPOTENCY_HEADER);
    if (key === undefined) return next();
    if (!VALID_KEY.test(key)) {
      throw new HttpError(
        400,
        "validation",
        "The Idempotency-Key header must be 8 to 128 printable characters.",
        {
          field: IDEMPOTENCY_HEADER,
        },
      );
    }
    const body = await c.req.text();
    // An oversized body is refused by the route's parser; there is nothing to remember.
    if (body.length > MAX_JSON_BYTES) return next();

    const viewer = await viewerOf(c);
    const scope = viewer ? viewer.user.id : `anon:${clientAddressOf(c)}`;
    const request = `${c.req.method} ${c.req.path}\n${body}`;
    const claim = await claimKey(deps, { scope, key, request }, deps.now());

    if (claim.kind === "replay") {
      c.header(IDEMPOTENCY_REPLAY_HEADER, "true");
      return c.json(claim.body, claim.status as ContentfulStatusCode);
    }
    if (claim.kind === "conflict") {
      throw new HttpError(
        409,
        "idempotency_key_reused",
        "This Idempotency-Key was used for another request.",
        {
          field: IDEMPOTENCY_HEADER,
        },
      );
    }
    if (claim.kind === "in_progress") {
      throw new HttpError(409, "idempotency_in_progress", "The same request is still being processed.", {
        field: IDEMPOTENCY_HEADER,
        retryAfterSeconds: 1,
      });
    }

    await next();

    const sameKey = and(eq(idempotencyKeys.scope, scope), eq(idempotencyKeys.key, key));
    const succeeded = c.res.status >= 200 && c.res.status < 300;
    const responseBody: unknown = succeeded
      ? await c.res
          .clone()
          .json()
          .catch(() => undefined)
      : undefined;
    try {
      if (responseBody === undefined) await deps.db.delete(idempotencyKeys).where(sameKey);
      else
        await deps.db
          .update(idempotencyKeys)
          .set(
            seal(deps.cipher, SEALED.idempotencyKeys, {
              responseStatus: c.res.status,
              responseBody: JSON.stringify(responseBody),
            }),
          )
          .where(sameKey);
    } catch (error) {
      // The work is done and the answer is ready; an unrecorded key only weakens a later retry.
      deps.logger.warn({ err: error }, "idempotency key could not be recorded");
    }
  });
}
