/**
 * Runs sendDueReminders every half minute in each server instance. Instances need no
 * coordination: the claim in sendDueReminders keeps each reminder to one of them.
 */
import type { AppDeps } from "../../deps";
import { sendDueReminders } from "./send-due-reminders";

export const SCHEDULER_INTERVAL_MS = 30_000;

export function startReminderScheduler(
  deps: Pick<AppDeps, "db" | "now" | "notify" | "bus" | "logger">,
  intervalMs: number = SCHEDULER_INTERVAL_MS,
): { stop(): Promise<void> } {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let running: Promise<unknown> = Promise.resolve();
  let stopped = false;

  function schedule() {
    if (stopped) return;
    timer = setTimeout(() => {
      running = sendDueReminders(deps)
        .catch((error: unknown) => deps.logger.error({ err: error }, "reminders could not be sent"))
        .finally(schedule);
    }, intervalMs);
    timer.unref?.();
  }
  schedule();

  return {
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}
