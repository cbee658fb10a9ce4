/**
 * What the server does on its own, every half minute in each instance: ring the reminders
 * that are due, move waiting crises up the ladder, send the weekly check-ins due and file
 * those left unanswered. Instances need no coordination:
 * each piece of work is claimed in the database, so it is done once, whichever instance
 * gets it. A failure is logged and the next round tries again. Last, while stored names
 * are still being indexed by pairs of words (after an upgrade), a slice of that work.
 */
import type { AppDeps } from "./deps";
import { reminderRounds, sendDueReminders } from "./features/reminders/send-due-reminders";
import { climbCrisisLadder } from "./features/cases/crisis-ladder";
import { createContactMessage } from "./features/contact/create-contact-message";
import { fileSilentCheckIns, sendDueCheckIns } from "./features/sms/check-ins";
import { PAIRS_SLICE_PER_ROUND_MS, indexNamesByPairs } from "./security/name-keys-form";

export const SCHEDULER_INTERVAL_MS = 30_000;

type SchedulerDeps = Pick<
  AppDeps,
  "db" | "cipher" | "now" | "notify" | "bus" | "logger" | "messaging" | "env" | "nameKeysForm"
>;

/**
 * One round; answers what it did (the test clock's route reports it). The reminders are rung
 * by `ringReminders`: the scheduler's own rounds, or, by default, a round that reads them all.
 */
export async function runScheduledWork(
  deps: SchedulerDeps,
  ringReminders: (deps: SchedulerDeps) => Promise<number> = sendDueReminders,
): Promise<{ rang: number; alerted: number; checkedIn: number; unanswered: number; indexed: number }> {
  const attempt = async (work: () => Promise<number>, failure: string) => {
    try {
      return await work();
    } catch (error) {
      deps.logger.error({ err: error }, failure);
      return 0;
    }
  };
  return {
    rang: await attempt(() => ringReminders(deps), "reminders could not be sent"),
    alerted: await attempt(() => climbCrisisLadder(deps), "the crisis ladder could not run"),
    checkedIn: await attempt(() => sendDueCheckIns(deps), "check-ins could not be sent"),
    unanswered: await attempt(
      () => fileSilentCheckIns(deps, { createContactMessage }),
      "unanswered check-ins could not be filed",
    ),
    indexed: await attempt(
      async () =>
        (await deps.nameKeysForm.pairsReady())
          ? 0
          : (await indexNamesByPairs(deps, PAIRS_SLICE_PER_ROUND_MS)).changed,
      "names could not be indexed by pairs",
    ),
  };
}

export function startScheduler(
  deps: SchedulerDeps,
  intervalMs: number = SCHEDULER_INTERVAL_MS,
): { stop(): Promise<void> } {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let running: Promise<unknown> = Promise.resolve();
  let stopped = false;
  const ringReminders = reminderRounds();

  function schedule() {
    if (stopped) return;
    timer = setTimeout(() => {
      running = runScheduledWork(deps, ringReminders).finally(schedule);
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
