/**
 * POST /api/password-check: the strength hint's answer, from the same judge that refuses
 * a new password at sign-up, reset and change (decision 062). Open to anyone (sign-up has
 * no account yet), counted as an anonymous write; the password is neither kept nor logged.
 */
import { Hono } from "hono";
import { passwordCheckRequestSchema, type PasswordCheckResponse } from "@shared/api/account";
import type { AppDeps } from "../deps";
import { parseJson } from "../http/validate";
import type { AnonymousLimiter } from "../security/anonymous-writes";
import { judgeNewPassword, siteWords } from "./password-strength";

export function passwordCheckRoutes(deps: AppDeps, operations: { anonymousLimiter: AnonymousLimiter }) {
  const productWords = siteWords(deps.env.SITE_NAME);
  return new Hono().post("/password-check", async (c) => {
    const input = await parseJson(c, passwordCheckRequestSchema);
    await operations.anonymousLimiter.write(c, "password_check");
    c.header("Cache-Control", "no-store");
    const { problem, score } = judgeNewPassword(input.password, input.identity, productWords);
    return c.json({ problem, score } satisfies PasswordCheckResponse);
  });
}
