/**
 * The scheduler's one step: claim every reminder that is due (or whose snooze ended)
 * and ring it. Claims use FOR UPDATE SKIP LOCKED inside one transaction, so several
 * server instances on one database each take different rows, and the row is moved on
 * before the transaction ends: a reminder rings once, whichever instance gets it.
 * The notification goes out after the commit, so a failed commit never leaves a ring
 * behind for a dose that is then rung again (at most once, never twice). A reminder by SMS
 * rings as a text to the account's number in the words the person picked (issue 22).
 * A batch is advanced, written, published and pushed in a handful of statements whatever
 * its size: one by one, a national minute (about 700 rings) took 1.6 s (docs/benchmarks.md).
 */
import { and, asc, eq, isNotNull, lte, sql, type SQL } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
import { TIMEZONE } from "@shared/constants";
import { localTime, nextOccurrence } from "@shared/domain/reminder-schedule";
import type { SmsReminderWording } from "@shared/domain/text-messages";
import type { AppDeps } from "../../deps";
import type { Db } from "../../db/client";
import { adherenceLog, reminders, userProfiles } from "../../db/schema";
import { SmsCeilingError, SmsStoppedError } from "../../adapters/messaging";
import { SEALED, open } from "../../security/sealed-tables";
import { phoneAccount } from "../account/phone-account";
import { smsWordingOf } from "./reminder-rows";
import { reminderText, smsReminderText } from "./reminder-texts";

/** A dose more than this late (the server was down) is not rung any more, only counted. */
export const STALE_RING_MS = 2 * 60 * 60 * 1000;
const BATCH_SIZE = 100;

interface Ring {
  reminderId: string;
  userId: string;
  language: string | null;
  label: string;
  /** By SMS, the words picked; null rings in the app. */
  smsWording: SmsReminderWording | null;
  doseAt: Date;
  again: boolean;
}

type SchedulerDeps = Pick<AppDeps, "db" | "cipher" | "now" | "notify" | "bus" | "logger" | "messaging">;

/**
 * Claims up to `limit` active reminders meeting `when`, oldest first by `order`. The due
 * and the snoozed are claimed apart, each on its own partial index: claimed together (an
 * `or`), a batch with fewer than its size due read every active reminder looking for a
 * snooze, a second a minute on a million reminders (npm run bench:scale).
 */
function claim(tx: Db, when: SQL, order: PgColumn, limit: number) {
  return tx
    .select({ reminder: reminders, language: userProfiles.language })
    .from(reminders)
    .leftJoin(userProfiles, eq(userProfiles.userId, reminders.userId))
    .where(and(eq(reminders.active, true), when))
    .orderBy(asc(order))
    .limit(limit)
    .for("update", { of: reminders, skipLocked: true });
}

/** The reminders whose next dose is due. */
export const claimDue = (tx: Db, now: Date, limit: number) =>
  claim(tx, lte(reminders.nextDueAt, now), reminders.nextDueAt, limit);

/** The reminders whose snooze is over (some may be due too: claimDue has those). */
export const claimSnoozeOver = (tx: Db, now: Date, limit: number) =>
  claim(
    tx,
    and(isNotNull(reminders.snoozedUntil), lte(reminders.snoozedUntil, now))!,
    reminders.snoozedUntil,
    limit,
  );

/** What a claimed reminder becomes: the values written back, in one statement for the batch. */
interface Advance {
  id: string;
  pendingDoseAt: Date | null;
  nextDueAt: Date;
  lastSentAt: Date | null;
}

/** Writes a batch's advances in one statement (a round trip each was most of a minute's work). */
async function writeAdvances(tx: Db, advances: Advance[], now: Date): Promise<void> {
  if (advances.length === 0) return;
  // Each column one array parameter (sql.param: a bare array would become a list of parameters).
  const column = <T>(pick: (advance: Advance) => T) => sql.param(advances.map(pick));
  await tx.execute(sql`
    update ${reminders} set
      pending_dose_at = advance.pending_dose_at,
      next_due_at = advance.next_due_at,
      snoozed_until = null,
      last_sent_at = advance.last_sent_at,
      updated_at = ${now}
    from unnest(
      ${column((a) => a.id)}::uuid[],
      ${column((a) => a.pendingDoseAt?.toISOString() ?? null)}::timestamptz[],
      ${column((a) => a.nextDueAt.toISOString())}::timestamptz[],
      ${column((a) => a.lastSentAt?.toISOString() ?? null)}::timestamptz[]
    ) as advance(id, pending_dose_at, next_due_at, last_sent_at)
    where ${reminders.id} = advance.id`);
}

async function claimAndAdvance(deps: SchedulerDeps, now: Date): Promise<{ rings: Ring[]; claimed: number }> {
  return deps.db.transaction(async (tx) => {
    const dueNow = await claimDue(tx, now, BATCH_SIZE);
    const snoozeOver =
      dueNow.length < BATCH_SIZE ? await claimSnoozeOver(tx, now, BATCH_SIZE - dueNow.length) : [];
    // A reminder due whose snooze is also over was claimed with the due (a transaction does
    // not skip its own locks): it rings once, as its new dose.
    const claimed = new Set(dueNow.map(({ reminder }) => reminder.id));
    const due = [...dueNow, ...snoozeOver.filter(({ reminder }) => !claimed.has(reminder.id))];

    const rings: Ring[] = [];
    const advances: Advance[] = [];
    const missed: (typeof adherenceLog.$inferInsert)[] = [];
    for (const { reminder, language } of due) {
      const { label } = open(deps.cipher, SEALED.reminders, { label: reminder.label });
      const ring = {
        reminderId: reminder.id,
        userId: reminder.userId,
        language,
        label,
        smsWording: reminder.channel === "sms" ? smsWordingOf(reminder.smsWording) : null,
      };
      if (reminder.nextDueAt.getTime() <= now.getTime()) {
        // A new dose: the one still waiting was never answered, so it counts as missed.
        if (reminder.pendingDoseAt && reminder.kind === "medication") {
          missed.push({
            userId: reminder.userId,
            reminderId: reminder.id,
            scheduledFor: reminder.pendingDoseAt,
            status: "missed",
            recordedAt: now,
          });
        }
        const stale = now.getTime() - reminder.nextDueAt.getTime() > STALE_RING_MS;
        advances.push({
          id: reminder.id,
          pendingDoseAt: stale ? null : reminder.nextDueAt,
          nextDueAt: nextOccurrence(reminder.timeOfDay, now, reminder.timezone),
          lastSentAt: stale ? reminder.lastSentAt : now,
        });
        if (!stale) rings.push({ ...ring, doseAt: reminder.nextDueAt, again: false });
      } else {
        // A snooze over: the dose still waiting rings again; nothing else moves.
        advances.push({
          id: reminder.id,
          pendingDoseAt: reminder.pendingDoseAt,
          nextDueAt: reminder.nextDueAt,
          lastSentAt: now,
        });
        if (reminder.pendingDoseAt) rings.push({ ...ring, doseAt: reminder.pendingDoseAt, again: true });
      }
    }
    if (missed.length > 0) await tx.insert(adherenceLog).values(missed).onConflictDoNothing();
    await writeAdvances(tx, advances, now);
    return { rings, claimed: due.length };
  });
}

/**
 * By SMS, unasked ("unsolicited"): a number that texted STOP, or that had the day's share,
 * gets nothing, and the round goes on. Nothing of the person's is logged. Answers whether
 * the reminder was dealt with (false: the account has no number any more).
 */
async function ringBySms(
  deps: SchedulerDeps,
  item: Ring,
  wording: SmsReminderWording,
  time: string,
): Promise<boolean> {
  const { phone } = await phoneAccount(deps.db, item.userId);
  if (!phone) return false;
  const text = smsReminderText({ language: item.language, wording, time });
  try {
    await deps.messaging.sendSms({ to: phone, text, reason: "unsolicited" });
  } catch (error) {
    if (error instanceof SmsStoppedError) {
      deps.logger.warn({ channel: "sms" }, "a reminder by SMS was not sent: the number texted STOP");
    } else if (error instanceof SmsCeilingError) {
      deps.logger.warn({ channel: "sms" }, "a reminder by SMS was held back: the number had the day's share");
    } else {
      // The messaging adapter has logged the provider's failure and kept it in the outbox.
      deps.logger.warn({ channel: "sms" }, "a reminder by SMS could not be sent");
    }
  }
  return true;
}

/**
 * Rings a batch. By SMS, the text is the ring: no in-app notification (nor its push) as
 * well. The app shows a waiting dose from the reminder itself (pending_dose_at), not from a
 * notification, so the event below is all an open app needs to show Taken and Snooze. An
 * account whose number is gone since rings in the app rather than not at all. The in-app
 * rings are written, published and pushed together (deps.notify.many).
 */
async function ringAll(deps: SchedulerDeps, rings: Ring[]): Promise<void> {
  const inApp: { item: Ring; time: string }[] = [];
  for (const item of rings) {
    const time = localTime(item.doseAt, TIMEZONE);
    const rangBySms = item.smsWording ? await ringBySms(deps, item, item.smsWording, time) : false;
    if (!rangBySms) inApp.push({ item, time });
  }
  await deps.notify.many(
    inApp.map(({ item, time }) => ({
      userId: item.userId,
      type: "other" as const,
      ...reminderText({ language: item.language, label: item.label, time, again: item.again }),
      data: { kind: "reminder", reminder_id: item.reminderId, dose_at: item.doseAt.toISOString() },
    })),
  );
  await deps.bus.publish(
    ...rings.map((item) => ({
      kind: "reminder" as const,
      userIds: [item.userId],
      data: { id: item.reminderId },
    })),
  );
}

/** Rings everything due now; answers how many reminders rang. */
export async function sendDueReminders(deps: SchedulerDeps): Promise<number> {
  const now = deps.now();
  let rang = 0;
  for (;;) {
    const { rings, claimed } = await claimAndAdvance(deps, now);
    await ringAll(deps, rings);
    rang += rings.length;
    if (claimed < BATCH_SIZE) return rang;
  }
}
