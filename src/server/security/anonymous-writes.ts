/**
 * Limits on what anyone may write without an account (decision 065): each kind of write
 * has an hourly allowance per visitor (the signed visitor cookie), per network address
 * (a keyed hash, never the address) and for everyone together, counted in the database so
 * every server instance shares them. A visitor who writes a lot is simply asked to wait;
 * an address or the whole site over its ceiling is a possible flood, which the team is told
 * of once (onFlood) instead of finding a thousand rows in its queue.
 */
import type { Context } from "hono";
import { ASSISTANT } from "@shared/constants";
import type { AppDeps } from "../deps";
import { clientAddressOf } from "../http/client-address";
import { HttpError } from "../http/errors";
import { visitorIdOf } from "../http/visitor-cookie";
import { pruneUsage, spendAllowances, type Allowance, type AllowanceDecision } from "./allowances";
import { hashAddress, visitorKeyLoader } from "./visitor-id";

const HOUR_MS = ASSISTANT.anonymousWindowMs;
const PRUNE_EVERY_MS = 5 * 60 * 1000;

export interface AnonymousCaller {
  visitorId: string;
  addressHash: string;
}

export interface WriteCeilings {
  perVisitor: number;
  /** Many phones in Uganda share one carrier address: generous, it only stops a script. */
  perAddress: number;
  /** Everyone together: a flood from many addresses. */
  overall: number;
}

/**
 * The writes a visitor may make, and how many an hour. A live chat is not among them: it
 * is a person in crisis talking with the team, and opening one is limited (the hand-off).
 */
export const ANONYMOUS_WRITES = {
  contact: { perVisitor: 5, perAddress: 100, overall: 600 },
  error_report: { perVisitor: 30, perAddress: 300, overall: 3000 },
  sign_up: { perVisitor: 5, perAddress: 300, overall: 2000 },
  // Each code is an SMS we pay for: the ceiling for everyone also stops SMS pumping.
  sms_code: { perVisitor: 5, perAddress: 60, overall: 500 },
  // The strength hint asks after each pause in typing: many an hour, but not a guessing machine.
  password_check: { perVisitor: 300, perAddress: 3000, overall: 30_000 },
} as const satisfies Record<string, WriteCeilings>;

export type AnonymousWrite = keyof typeof ANONYMOUS_WRITES;

/** Whose counter refused: a visitor's is one person; an address's or everyone's, a flood. */
export type FloodScope = "address" | "overall";

export function writeAllowances(kind: AnonymousWrite, caller: AnonymousCaller): Allowance[] {
  const ceilings: WriteCeilings = ANONYMOUS_WRITES[kind];
  return [
    { key: `${kind}:visitor:${caller.visitorId}`, limit: ceilings.perVisitor, windowMs: HOUR_MS },
    { key: `${kind}:address:${caller.addressHash}`, limit: ceilings.perAddress, windowMs: HOUR_MS },
    { key: `${kind}:overall`, limit: ceilings.overall, windowMs: HOUR_MS },
  ];
}

function floodScope(refused: Allowance): FloodScope | null {
  if (refused.key.endsWith(":overall")) return "overall";
  if (refused.key.includes(":address:")) return "address";
  return null;
}

export interface AnonymousLimiter {
  /** Spends the caller's allowances; the visitor cookie is read or issued on `c`. */
  spend(c: Context, allowancesOf: (caller: AnonymousCaller) => Allowance[]): Promise<AllowanceDecision>;
  /**
   * Spends one anonymous write of `kind`, or throws 429 with Retry-After. A refusal by an
   * address's or everyone's ceiling is reported as a possible flood.
   */
  write(c: Context, kind: AnonymousWrite): Promise<void>;
}

export function createAnonymousLimiter(
  deps: Pick<AppDeps, "db" | "env" | "now" | "logger">,
  onFlood: (kind: AnonymousWrite, scope: FloodScope) => Promise<void>,
): AnonymousLimiter {
  const visitorKey = visitorKeyLoader(deps);
  const secure = deps.env.isProduction || deps.env.publicUrl.startsWith("https:");
  let prunedAt = 0;

  async function spend(c: Context, allowancesOf: (caller: AnonymousCaller) => Allowance[]) {
    const key = await visitorKey();
    const caller = {
      visitorId: visitorIdOf(c, key, { secure }),
      addressHash: hashAddress(key, clientAddressOf(c)),
    };
    const now = deps.now();
    if (now.getTime() - prunedAt > PRUNE_EVERY_MS) {
      prunedAt = now.getTime();
      await pruneUsage(deps.db, HOUR_MS, now);
    }
    return spendAllowances(deps.db, allowancesOf(caller), now);
  }

  return {
    spend,
    async write(c, kind) {
      const decision = await spend(c, (caller) => writeAllowances(kind, caller));
      if (decision.allowed) return;
      const scope = floodScope(decision.refused);
      if (scope) {
        // The refusal stands whatever happens to the report.
        await onFlood(kind, scope).catch((error: unknown) =>
          deps.logger.error({ err: error, kind }, "a possible flood could not be reported"),
        );
      }
      throw new HttpError(429, "rate_limited", "Too many requests. Please wait a moment and try again.", {
        retryAfterSeconds: decision.retryAfterSeconds,
      });
    },
  };
}
