/**
 * The scheduler's one step: claim every reminder that is due (or whose snooze ended)
 * and ring it. Claims use FOR UPDATE SKIP LOCKED inside one transaction, so several
 * server instances on one database each take different rows, and the row is moved on
 * before the transaction ends: a reminder rings once, whichever instance gets it. The ring
 * in the app is written with that move, on the reminder itself (decision 094); the push,
 * the live events and an SMS go out after the commit, so a failed commit never leaves a
 * ring behind for a dose that is then rung again (at most once, never twice). A reminder by SMS
 * rings as a text to the account's number in the words the person picked (issue 22).
 * A batch is advanced, written, published and pushed in a handful of statements whatever
 * its size: one by one, a national minute (about 700 rings) took 1.6 s (docs/benchmarks.md).
 * A scheduler's round finds what is due by the minutes of the day since its last round, a
 * value a daily ring does not change, so the ring's write stays on its page (decision 095).
 */
import { and, asc, eq, inArray, isNotNull, lte, sql, type SQL } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
import { TIMEZONE } from "@shared/constants";
import { localTime, nextOccurrence } from "@shared/domain/reminder-schedule";
import type { SiteLocale } from "@shared/domain/locale";
import type { SmsReminderWording } from "@shared/domain/text-messages";
import type { AppDeps } from "../../deps";
import type { Db } from "../../db/client";
import { adherenceLog, reminders } from "../../db/schema";
import { SmsCeilingError, SmsStoppedError } from "../../adapters/messaging";
import { SEALED, open } from "../../security/sealed-tables";
import { phoneAccount } from "../account/phone-account";
import { smsWordingOf } from "./reminder-rows";
import { reminderText, smsReminderText } from "./reminder-texts";

/** A dose more than this late (the server was down) is not rung any more, only counted. */
export const STALE_RING_MS = 2 * 60 * 60 * 1000;
const BATCH_SIZE = 1000;

interface Ring {
  reminderId: string;
  userId: string;
  label: string;
  /** By SMS, the words picked, the account's number and language; null rings in the app. */
  bySms: { wording: SmsReminderWording; phone: string; language: SiteLocale } | null;
  doseAt: Date;
  again: boolean;
}

type SchedulerDeps = Pick<AppDeps, "db" | "cipher" | "now" | "notify" | "bus" | "logger" | "messaging">;

/**
 * What a ring reads of its reminder: no more, as a minute's claim is some 700 rows sent. Not
 * the owner's language: their push speaks it (send-user-push reads it with their devices),
 * and a text looks it up with their number; read with the claim, it was 700 more lookups.
 */
const claimedColumns = {
  id: reminders.id,
  userId: reminders.userId,
  kind: reminders.kind,
  label: reminders.label,
  channel: reminders.channel,
  smsWording: reminders.smsWording,
  timeOfDay: reminders.timeOfDay,
  timezone: reminders.timezone,
  nextDueAt: reminders.nextDueAt,
  pendingDoseAt: reminders.pendingDoseAt,
  lastSentAt: reminders.lastSentAt,
  /**
   * Where its row is (PostgreSQL's ctid). The claim's lock keeps it there until the advance,
   * which then goes to the row itself rather than through the primary key's index: 700
   * lookups a minute fewer, and the index's pages not read at all.
   */
  place: sql<string>`${reminders}.ctid`,
};
type ClaimedReminder = Awaited<ReturnType<typeof claimDue>>[number];

/**
 * Claims up to `limit` active reminders meeting `when`, oldest first by `order`. The due
 * and the snoozed are claimed apart, each on its own partial index: claimed together (an
 * `or`), a batch with fewer than its size due read every active reminder looking for a
 * snooze, a second a minute on a million reminders (npm run bench:scale).
 */
function claim(tx: Db, when: SQL, order: PgColumn, limit: number) {
  return tx
    .select(claimedColumns)
    .from(reminders)
    .where(and(eq(reminders.active, true), when))
    .orderBy(asc(order))
    .limit(limit)
    .for("update", { skipLocked: true });
}

const MINUTE_MS = 60_000;
const MINUTES_A_DAY = 24 * 60;

/** Minutes since 1970 (UTC, whose days are whole minutes); modulo a day, the minute of the day. */
const minutesOf = (at: Date) => Math.floor(at.getTime() / MINUTE_MS);

/** The minute of the day (UTC) an instant falls in, as the reminders' due_minute column reads. */
export const dueMinuteOf = (at: Date) => minutesOf(at) % MINUTES_A_DAY;

/**
 * The minutes of the day after `since`'s, up to `now`'s: where a reminder that came due since
 * can be (due times are whole minutes, and a round at `since` rang its own minute's). Null,
 * to read by due time alone, when there was no round before or a day has gone by since.
 */
export function dueMinutesSince(since: Date | undefined, now: Date): number[] | null {
  if (!since) return null;
  const from = minutesOf(since) + 1;
  const to = minutesOf(now);
  if (to - from + 1 >= MINUTES_A_DAY) return null;
  const minutes: number[] = [];
  for (let minute = from; minute <= to; minute += 1) minutes.push(minute % MINUTES_A_DAY);
  return minutes;
}

/**
 * The reminders whose next dose is due: in the minutes given, through their index (decision
 * 095), or, with none given, by due time alone, reading the whole table.
 */
export const claimDue = (tx: Db, now: Date, limit: number, minutes: number[] | null = null) =>
  claim(
    tx,
    minutes
      ? and(inArray(reminders.dueMinute, minutes), lte(reminders.nextDueAt, now))!
      : lte(reminders.nextDueAt, now),
    reminders.nextDueAt,
    limit,
  );

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
  place: string;
  pendingDoseAt: Date | null;
  nextDueAt: Date;
  lastSentAt: Date | null;
  /** A ring in the app, which the bell then lists (decision 094); null leaves the bell's as it was. */
  bell: { doseAt: Date; again: boolean } | null;
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
      bell_rung_at = case when advance.bell_dose_at is null then ${reminders.bellRungAt} else ${now} end,
      bell_dose_at = coalesce(advance.bell_dose_at, ${reminders.bellDoseAt}),
      bell_again = coalesce(advance.bell_again, ${reminders.bellAgain}),
      bell_read_at = case when advance.bell_dose_at is null then ${reminders.bellReadAt} end,
      updated_at = ${now}
    from unnest(
      ${column((a) => a.id)}::uuid[],
      ${column((a) => a.pendingDoseAt?.toISOString() ?? null)}::timestamptz[],
      ${column((a) => a.nextDueAt.toISOString())}::timestamptz[],
      ${column((a) => a.lastSentAt?.toISOString() ?? null)}::timestamptz[],
      ${column((a) => a.bell?.doseAt.toISOString() ?? null)}::timestamptz[],
      ${column((a) => a.bell?.again ?? null)}::boolean[],
      ${column((a) => a.place)}::tid[]
    ) as advance(id, pending_dose_at, next_due_at, last_sent_at, bell_dose_at, bell_again, place)
    where ${reminders}.ctid = advance.place and ${reminders.id} = advance.id`);
}

async function claimAndAdvance(
  deps: SchedulerDeps,
  now: Date,
  minutes: number[] | null,
): Promise<{ rings: Ring[]; claimed: number }> {
  return deps.db.transaction(async (tx) => {
    const dueNow = await claimDue(tx, now, BATCH_SIZE, minutes);
    const snoozeOver =
      dueNow.length < BATCH_SIZE ? await claimSnoozeOver(tx, now, BATCH_SIZE - dueNow.length) : [];
    // A reminder due whose snooze is also over was claimed with the due (a transaction does
    // not skip its own locks): it rings once, as its new dose.
    const claimed = new Set(dueNow.map((reminder) => reminder.id));
    const due = [...dueNow, ...snoozeOver.filter((reminder) => !claimed.has(reminder.id))];

    const rings: Ring[] = [];
    const advances: Advance[] = [];
    const missed: (typeof adherenceLog.$inferInsert)[] = [];
    for (const reminder of due) {
      const isNewDose = reminder.nextDueAt.getTime() <= now.getTime();
      const stale = isNewDose && now.getTime() - reminder.nextDueAt.getTime() > STALE_RING_MS;
      // A new dose rings; a snooze over rings the dose still waiting again; a stale one, not.
      const doseAt = isNewDose ? reminder.nextDueAt : reminder.pendingDoseAt;
      const again = !isNewDose;
      const ringsNow = !stale && doseAt !== null;
      // By SMS to the account's number; an account whose number is gone since rings in the
      // app rather than not at all.
      const bySms = ringsNow && reminder.channel === "sms" ? await smsRing(tx, reminder) : null;
      const bell = ringsNow && !bySms ? { doseAt, again } : null;
      if (isNewDose) {
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
        advances.push({
          id: reminder.id,
          place: reminder.place,
          pendingDoseAt: stale ? null : reminder.nextDueAt,
          nextDueAt: nextOccurrence(reminder.timeOfDay, now, reminder.timezone),
          lastSentAt: stale ? reminder.lastSentAt : now,
          bell,
        });
      } else {
        // A snooze over: nothing else moves.
        advances.push({
          id: reminder.id,
          place: reminder.place,
          pendingDoseAt: reminder.pendingDoseAt,
          nextDueAt: reminder.nextDueAt,
          lastSentAt: now,
          bell,
        });
      }
      if (ringsNow) {
        const { label } = open(deps.cipher, SEALED.reminders, { label: reminder.label });
        rings.push({ reminderId: reminder.id, userId: reminder.userId, label, bySms, doseAt, again });
      }
    }
    if (missed.length > 0) await tx.insert(adherenceLog).values(missed).onConflictDoNothing();
    await writeAdvances(tx, advances, now);
    return { rings, claimed: due.length };
  });
}

/** A reminder by SMS rings to the account's number in the words picked; null: it rings in the app. */
async function smsRing(tx: Db, reminder: ClaimedReminder): Promise<Ring["bySms"]> {
  const wording = smsWordingOf(reminder.smsWording);
  if (!wording) return null;
  const { phone, language } = await phoneAccount(tx, reminder.userId);
  return phone ? { wording, phone, language } : null;
}

/**
 * By SMS, unasked ("unsolicited"): a number that texted STOP, or that had the day's share,
 * gets nothing, and the round goes on. Nothing of the person's is logged.
 */
async function ringBySms(deps: SchedulerDeps, item: Ring, sms: NonNullable<Ring["bySms"]>, time: string) {
  const text = smsReminderText({ language: sms.language, wording: sms.wording, time });
  try {
    await deps.messaging.sendSms({ to: sms.phone, text, reason: "unsolicited" });
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
}

/**
 * Rings a batch, after its commit. By SMS, the text is the ring: nothing in the bell (nor a
 * push) as well. In the app, the ring is already the reminder's own (written with its
 * advance, decision 094): here the owner's devices get a push and their open apps the
 * "reminder" event, on which they read the reminders again (the waiting dose, with Taken and
 * Snooze, is the reminder's pending_dose_at) and the bell (the ring is in it).
 */
async function ringAll(deps: SchedulerDeps, rings: Ring[]): Promise<void> {
  const inApp: Ring[] = [];
  for (const item of rings) {
    if (item.bySms) await ringBySms(deps, item, item.bySms, localTime(item.doseAt, TIMEZONE));
    else inApp.push(item);
  }
  // The devices of those ringing in the app get a push; every open app of theirs refreshes
  // the reminders, the adherence and the bell, where the ring is (one event, decision 094).
  deps.notify.pushFor(
    inApp.map((item) => ({
      id: item.reminderId,
      userId: item.userId,
      type: "other" as const,
      // In the language of the devices' owner, read with them: only a preview uses it.
      preview: (language: SiteLocale) => {
        const time = localTime(item.doseAt, TIMEZONE);
        const { title, message } = reminderText({ language, label: item.label, time, again: item.again });
        return { title, body: message };
      },
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

/**
 * Rings everything due now; answers how many reminders rang. Given the last round that ended
 * well (`since`), it reads only the minutes since (decision 095); without, the whole table.
 */
export async function sendDueReminders(deps: SchedulerDeps, since?: Date): Promise<number> {
  const now = deps.now();
  const minutes = dueMinutesSince(since, now);
  let rang = 0;
  for (;;) {
    const { rings, claimed } = await claimAndAdvance(deps, now, minutes);
    await ringAll(deps, rings);
    rang += rings.length;
    if (claimed < BATCH_SIZE) return rang;
  }
}

/**
 * A scheduler's rounds of reminders, each reading only the minutes since the last round that
 * ended well. A round that failed leaves its minutes to the next; the first reads by due time
 * alone, which also rings what came due while the server was down.
 */
export function reminderRounds(): (deps: SchedulerDeps) => Promise<number> {
  let lastRound: Date | undefined;
  return async (deps) => {
    // Read before the round: the next one then starts no later than where this one read.
    const startedAt = deps.now();
    const rang = await sendDueReminders(deps, lastRound);
    lastRound = startedAt;
    return rang;
  };
}
