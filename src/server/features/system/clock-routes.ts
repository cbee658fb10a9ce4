/**
 * POST /api/test/clock (TEST_CLOCK only, never in production): moves the server's clock
 * forward and runs the scheduler's round at once, so an end-to-end test can see a
 * reminder ring, a snooze come back or a waiting crisis climb the ladder without waiting.
 */
import { Hono } from "hono";
import { z } from "zod";
import type { AppDeps } from "../../deps";
import { parseJson } from "../../http/validate";
import { runScheduledWork } from "../../scheduler";

const DAY_MS = 24 * 60 * 60 * 1000;
const advanceSchema = z.object({ advance_ms: z.number().int().min(0).max(DAY_MS).default(0) });

export function clockRoutes(deps: AppDeps & { testClock: NonNullable<AppDeps["testClock"]> }) {
  return new Hono().post("/test/clock", async (c) => {
    const { advance_ms: advanceMs } = await parseJson(c, advanceSchema);
    deps.testClock.advance(advanceMs);
    const done = await runScheduledWork(deps);
    return c.json({ now: deps.now().toISOString(), ...done });
  });
}
