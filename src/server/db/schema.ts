/**
 * The database schema. Better Auth's tables first (field names fixed by the library),
 * then the product's tables of spec section 3 and DESIGN section 4. Every query of
 * spec section 7 has an index here.
 */
import { sql, type Column } from "drizzle-orm";
import { CASE_STATES, REGIONS, type ServiceType } from "@shared/constants";
import { SITE_LOCALES } from "@shared/domain/locale";
import { CONSENT_CHANNELS, CONSENT_VIA, REMINDER_CHANNELS } from "@shared/domain/text-messages";
import {
  RESOURCE_ACCESS,
  RESOURCE_CATEGORIES,
  RESOURCE_COSTS,
  type ResourceService,
} from "@shared/domain/directory";
import {
  bigserial,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  bigint,
} from "drizzle-orm/pg-core";

const createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp("updated_at", { withTimezone: true }).notNull().defaultNow();

// ---------------------------------------------------------------- Better Auth

export const user = pgTable(
  "user",
  {
    id: text("id").primaryKey(),
    name: text("name").notNull(),
    email: text("email").notNull().unique(),
    emailVerified: boolean("email_verified").notNull().default(false),
    image: text("image"),
    twoFactorEnabled: boolean("two_factor_enabled").default(false),
    phoneNumber: text("phone_number").unique(),
    phoneNumberVerified: boolean("phone_number_verified"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  // The workspace's search by an account's name (word prefixes) and address (any case).
  (t) => [
    index("user_name_words_idx").using("gin", sql`to_tsvector('simple', ${t.name})`),
    index("user_email_lower_idx").on(sql`lower(${t.email})`),
  ],
);

export const session = pgTable(
  "session",
  {
    id: text("id").primaryKey(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    token: text("token").notNull().unique(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    ipAddress: text("ip_address"),
    userAgent: text("user_agent"),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
  },
  (t) => [index("session_user_id_idx").on(t.userId)],
);

export const account = pgTable(
  "account",
  {
    id: text("id").primaryKey(),
    accountId: text("account_id").notNull(),
    providerId: text("provider_id").notNull(),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    accessToken: text("access_token"),
    refreshToken: text("refresh_token"),
    idToken: text("id_token"),
    accessTokenExpiresAt: timestamp("access_token_expires_at", { withTimezone: true }),
    refreshTokenExpiresAt: timestamp("refresh_token_expires_at", { withTimezone: true }),
    scope: text("scope"),
    password: text("password"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("account_user_id_idx").on(t.userId)],
);

export const verification = pgTable(
  "verification",
  {
    id: text("id").primaryKey(),
    identifier: text("identifier").notNull(),
    value: text("value").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("verification_identifier_idx").on(t.identifier)],
);

export const twoFactor = pgTable(
  "two_factor",
  {
    id: text("id").primaryKey(),
    secret: text("secret").notNull(),
    backupCodes: text("backup_codes").notNull(),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    verified: boolean("verified").default(true),
    failedVerificationCount: integer("failed_verification_count").default(0),
    lockedUntil: timestamp("locked_until", { withTimezone: true }),
  },
  (t) => [index("two_factor_user_id_idx").on(t.userId), index("two_factor_secret_idx").on(t.secret)],
);

/** Better Auth's rate-limit store: in the database so several instances share it. */
export const rateLimit = pgTable("rate_limit", {
  id: text("id").primaryKey(),
  key: text("key").notNull().unique(),
  count: integer("count").notNull(),
  lastRequest: bigint("last_request", { mode: "number" }).notNull(),
});

// ---------------------------------------------------------------- Product

export const userProfiles = pgTable(
  "user_profiles",
  {
    userId: text("user_id")
      .primaryKey()
      .references(() => user.id, { onDelete: "cascade" }),
    role: text("role", { enum: ["admin", "user"] })
      .notNull()
      .default("user"),
    region: text("region", { enum: ["kampala", "masaka", "mbarara", "fort_portal"] }),
    /**
     * A lead admin invites, moves and removes admins within their region (or all of them,
     * without one), and promotes other leads; the first admin is one (decision 063).
     */
    leadAdmin: boolean("lead_admin").notNull().default(false),
    language: text("language"),
    /** Lock-screen notifications show only "You have a new update" unless the user opts in. */
    discreetNotifications: boolean("discreet_notifications").notNull().default(true),
    /** Consent to push previews; shown only while discreet_notifications is off (decision 030). */
    pushPreviews: boolean("push_previews").notNull().default(false),
    /** Consent, asked at sign-up, that the care team may see reminders and adherence on a case. */
    shareCareWithTeam: boolean("share_care_with_team").notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("user_profiles_role_region_idx").on(t.role, t.region)],
);

export const serviceApplications = pgTable(
  "service_applications",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    /**
     * Encrypted at rest (docs/decisions/064), like every column of this table a person
     * wrote or that names their care: the service ("art" says HIV), who and how to reach them.
     */
    serviceType: text("service_type").$type<ServiceType>().notNull(),
    fullName: text("full_name").notNull(),
    email: text("email"),
    phone: text("phone"),
    /** Keyed blind indexes for the workspace's search: the +256 phone, the e-mail, each word of the name. */
    phoneKey: text("phone_key"),
    emailKey: text("email_key"),
    nameKeys: text("name_keys").array(),
    region: text("region", { enum: ["kampala", "masaka", "mbarara", "fort_portal"] }).notNull(),
    /** Encrypted. */
    deliveryPreference: text("delivery_preference").notNull(),
    /** Encrypted. */
    discreetNotes: text("discreet_notes"),
    /** Encrypted. */
    medicalHistory: text("medical_history"),
    consentData: boolean("consent_data").notNull(),
    consentDelivery: boolean("consent_delivery").notNull().default(false),
    /** Encrypted JSON ({ requirement: true }): the requirements name the service. */
    requirements: text("requirements").notNull(),
    status: text("status", {
      enum: ["submitted", "in_review", "approved", "scheduled", "completed", "declined"],
    })
      .notNull()
      .default("submitted"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("service_applications_user_idx").on(t.userId, t.createdAt.desc()),
    index("service_applications_phone_key_idx").on(t.phoneKey),
    index("service_applications_email_key_idx").on(t.emailKey),
  ],
);

export const applicationStatusHistory = pgTable(
  "application_status_history",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    applicationId: uuid("application_id")
      .notNull()
      .references(() => serviceApplications.id, { onDelete: "cascade" }),
    status: text("status").notNull(),
    /** The navigator's note to the client on this change; encrypted at rest. */
    note: text("note"),
    changedBy: text("changed_by").references(() => user.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (t) => [index("application_status_history_app_idx").on(t.applicationId, t.createdAt)],
);

export const contactMessages = pgTable(
  "contact_messages",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: text("user_id").references(() => user.id, { onDelete: "set null" }),
    /** contact form, assistant hand-off, partner or donor inquiry, a text message (SMS) */
    source: text("source", { enum: ["contact", "handoff", "partner", "donor", "sms", "ussd"] })
      .notNull()
      .default("contact"),
    /** Encrypted, as are the e-mail, phone, subject and message (docs/decisions/064). */
    name: text("name"),
    email: text("email"),
    phone: text("phone"),
    /** Keyed blind indexes for the workspace's search, as on service_applications. */
    phoneKey: text("phone_key"),
    emailKey: text("email_key"),
    nameKeys: text("name_keys").array(),
    subject: text("subject"),
    /** People write about their health here. */
    message: text("message").notNull(),
    region: text("region", { enum: ["kampala", "masaka", "mbarara", "fort_portal"] }),
    createdAt: createdAt(),
  },
  (t) => [
    index("contact_messages_user_idx").on(t.userId),
    index("contact_messages_phone_key_idx").on(t.phoneKey),
    index("contact_messages_email_key_idx").on(t.emailKey),
  ],
);

export const notifications = pgTable(
  "notifications",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    type: text("type", { enum: ["application", "message", "reply", "other"] }).notNull(),
    /** Encrypted, with the message and the data (JSON): a reply's words, a reminder's label. */
    title: text("title").notNull(),
    message: text("message").notNull(),
    data: text("data").notNull(),
    read: boolean("read").notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("notifications_user_created_idx").on(t.userId, t.createdAt.desc()),
    index("notifications_user_unread_idx")
      .on(t.userId)
      .where(sql`${t.read} = false`),
  ],
);

/** A case's priority as a number to sort by, most urgent highest: the queue's order and its index. */
export const CASE_PRIORITY_RANK = sql.raw(
  `case "priority" when 'urgent' then 4 when 'high' then 3 when 'medium' then 2 else 1 end`,
);

/**
 * A case: one client's care requests in a region, shared by the region's team
 * (docs/decisions/054-cases.md). The client is an account, or an anonymous contact known
 * by keyed blind indexes of the phone and e-mail they left (never the values themselves).
 */
export const cases = pgTable(
  "cases",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    number: integer("number").generatedAlwaysAsIdentity({ startWith: 1001 }).notNull().unique(),
    region: text("region", { enum: ["kampala", "masaka", "mbarara", "fort_portal"] }),
    clientUserId: text("client_user_id").references(() => user.id, { onDelete: "set null" }),
    phoneKey: text("phone_key"),
    emailKey: text("email_key"),
    /** Set when the client closed their account: the case stays, their words go. */
    clientClosedAt: timestamp("client_closed_at", { withTimezone: true }),
    state: text("state", { enum: CASE_STATES }).notNull().default("new"),
    assigneeId: text("assignee_id").references(() => user.id, { onDelete: "set null" }),
    /** The highest priority of its items; nothing lowers it but a navigator's override. */
    priority: text("priority", { enum: ["urgent", "high", "medium", "low"] })
      .notNull()
      .default("medium"),
    /** Since when the client has waited for the team; null when nobody owes them an answer. */
    waitingSince: timestamp("waiting_since", { withTimezone: true }),
    lastActivityAt: timestamp("last_activity_at", { withTimezone: true }).notNull().defaultNow(),
    resolvedAt: timestamp("resolved_at", { withTimezone: true }),
    /**
     * A crisis (a high reading of danger, a hand-off) came in at this time and waits for a
     * navigator; with firstResponseAt its response time (docs/decisions/059).
     */
    crisisSince: timestamp("crisis_since", { withTimezone: true }),
    /** A navigator's first take, reply or state change after crisisSince. */
    firstResponseAt: timestamp("first_response_at", { withTimezone: true }),
    /** How far up the ladder the waiting crisis has gone: 0, 1 (the region's team), 2 (every admin). */
    ladderStep: smallint("ladder_step").notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("cases_crisis_waiting_idx")
      .on(t.crisisSince)
      .where(sql`${t.crisisSince} is not null and ${t.firstResponseAt} is null`),
    index("cases_region_state_idx").on(t.region, t.state, t.lastActivityAt.desc()),
    // The workspace's queue of open cases in its order (list-cases.ts; npm run bench:scale).
    index("cases_open_queue_idx")
      .on(
        sql`(${CASE_PRIORITY_RANK}) desc`,
        t.waitingSince.asc().nullsLast(),
        t.lastActivityAt.desc().nullsFirst(),
        t.number.asc(),
      )
      .where(sql`${t.state} <> 'resolved'`),
    // A team's open cases (case-team.ts visibleTo), counted from the index alone.
    index("cases_open_team_idx")
      .on(sql`coalesce(${t.region}, '')`, t.region)
      .where(sql`${t.state} <> 'resolved'`),
    // A team's open cases nobody has taken: the bell's count of new items in the team queue.
    index("cases_unassigned_team_idx")
      .on(sql`coalesce(${t.region}, '')`)
      .where(sql`${t.assigneeId} is null and ${t.state} <> 'resolved'`),
    // The overdue view and its count: the clients still waiting on the team, by priority.
    index("cases_waiting_idx")
      .on(t.priority, t.waitingSince, t.region)
      .where(sql`${t.state} in ('new', 'in_progress')`),
    // With the id, a client's cases are found from the index alone (the search by an account's name).
    index("cases_of_client_idx").on(t.clientUserId, t.createdAt.desc(), t.id),
    index("cases_phone_key_idx").on(t.phoneKey),
    index("cases_email_key_idx").on(t.emailKey),
    index("cases_assignee_idx").on(t.assigneeId),
  ],
);

/**
 * A visitor's live chat with the team, in the iCare panel (docs/decisions/060): the case
 * it writes into, and the hash of the secret its HttpOnly cookie carries. No name, no
 * number: whoever holds the cookie is the visitor, until it ends or expires.
 */
export const liveChats = pgTable(
  "live_chats",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    caseId: uuid("case_id")
      .notNull()
      .references(() => cases.id, { onDelete: "cascade" }),
    tokenHash: text("token_hash").notNull().unique(),
    createdAt: createdAt(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    endedAt: timestamp("ended_at", { withTimezone: true }),
  },
  (t) => [index("live_chats_case_idx").on(t.caseId)],
);

/**
 * The events a list of cases shows as marks (a wish not to be contacted, a flood of refused
 * writes): the condition of their partial index, which a query repeats to be planned on it.
 */
export const isCaseMark = (code: Column) => sql`${code} in ('contact_declined', 'possible_flood')`;

/** The case's one thread: client messages, replies, internal notes and what happened. */
export const caseEvents = pgTable(
  "case_events",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** Insertion order: entries written in the same instant still read in the order they happened. */
    seq: bigserial("seq", { mode: "number" }).notNull(),
    caseId: uuid("case_id")
      .notNull()
      .references(() => cases.id, { onDelete: "cascade" }),
    kind: text("kind", { enum: ["client", "reply", "note", "event"] }).notNull(),
    code: text("code"),
    /** Encrypted JSON, null when empty: the service asked for, the names of navigators. */
    data: text("data"),
    authorId: text("author_id").references(() => user.id, { onDelete: "set null" }),
    /** Encrypted at rest. */
    body: text("body"),
    channel: text("channel", { enum: ["in_app", "email", "sms", "chat"] }),
    itemType: text("item_type", { enum: ["application", "message"] }),
    itemId: uuid("item_id"),
    createdAt: createdAt(),
  },
  (t) => [
    index("case_events_case_idx").on(t.caseId, t.seq),
    // The two marks a list shows of each case (a wish not to be contacted, a flood of refused
    // writes): a few rows in millions, read for a page of cases from this index alone.
    index("case_events_marks_idx").on(t.caseId, t.code, t.createdAt).where(isCaseMark(t.code)),
  ],
);

/**
 * The words of the names on each case's requests and messages, as their blind indexes
 * (search-keys.ts), one row a word and case, with the case's region ('' for none). Kept by
 * triggers on the items and their links to cases (migration 0018), never written by the
 * app. A search by name reads this index alone: through the items' own GIN indexes, each
 * match was a page of its table to read (240 ms at national scale; docs/benchmarks.md).
 */
export const caseNameKeys = pgTable(
  "case_name_keys",
  {
    nameKey: text("name_key").notNull(),
    region: text("region").notNull(),
    caseId: uuid("case_id")
      .notNull()
      .references(() => cases.id, { onDelete: "cascade" }),
  },
  (t) => [
    primaryKey({ columns: [t.nameKey, t.region, t.caseId] }),
    index("case_name_keys_case_idx").on(t.caseId),
  ],
);

export const applicationNotifications = pgTable(
  "application_notifications",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    applicationId: uuid("application_id")
      .notNull()
      .references(() => serviceApplications.id, { onDelete: "cascade" }),
    userId: text("user_id").notNull(),
    /** The case's assignee: the spec's "assigned to their admin_id". */
    adminId: text("admin_id").references(() => user.id, { onDelete: "set null" }),
    caseId: uuid("case_id")
      .notNull()
      .references(() => cases.id, { onDelete: "cascade" }),
    status: text("status").notNull().default("new"),
    priority: text("priority", { enum: ["urgent", "high", "medium", "low"] })
      .notNull()
      .default("medium"),
    /** Encrypted, as is the list of insights (JSON): they restate what the client wrote. */
    aiSummary: text("ai_summary"),
    aiInsights: text("ai_insights"),
    priorityOverriddenBy: text("priority_overridden_by").references(() => user.id, { onDelete: "set null" }),
    priorityOverriddenAt: timestamp("priority_overridden_at", { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("application_notifications_case_idx").on(t.caseId),
    index("application_notifications_application_idx").on(t.applicationId),
    index("application_notifications_admin_created_idx").on(t.adminId, t.createdAt.desc()),
    index("application_notifications_admin_new_idx")
      .on(t.adminId)
      .where(sql`${t.status} = 'new'`),
  ],
);

export const messageNotifications = pgTable(
  "message_notifications",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    messageId: uuid("message_id")
      .notNull()
      .references(() => contactMessages.id, { onDelete: "cascade" }),
    /** Empty string for an anonymous sender (spec section 7). */
    userId: text("user_id").notNull().default(""),
    /** The case's assignee: the spec's "assigned to their admin_id". */
    adminId: text("admin_id").references(() => user.id, { onDelete: "set null" }),
    caseId: uuid("case_id")
      .notNull()
      .references(() => cases.id, { onDelete: "cascade" }),
    status: text("status").notNull().default("new"),
    priority: text("priority", { enum: ["urgent", "high", "medium", "low"] })
      .notNull()
      .default("medium"),
    /** Encrypted, as is the list of insights (JSON): they restate what the client wrote. */
    aiSummary: text("ai_summary"),
    aiInsights: text("ai_insights"),
    priorityOverriddenBy: text("priority_overridden_by").references(() => user.id, { onDelete: "set null" }),
    priorityOverriddenAt: timestamp("priority_overridden_at", { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("message_notifications_case_idx").on(t.caseId),
    index("message_notifications_message_idx").on(t.messageId),
    index("message_notifications_admin_created_idx").on(t.adminId, t.createdAt.desc()),
    index("message_notifications_admin_new_idx")
      .on(t.adminId)
      .where(sql`${t.status} = 'new'`),
  ],
);

export const testimonials = pgTable(
  "testimonials",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** Set null when the author deletes their account: the testimonial stays, anonymous. */
    userId: text("user_id").references(() => user.id, { onDelete: "set null" }),
    /** Encrypted, with the role and the content: published once approved, private until then. */
    name: text("name").notNull(),
    role: text("role"),
    content: text("content").notNull(),
    rating: integer("rating").notNull().default(5),
    isApproved: boolean("is_approved").notNull().default(false),
    rejectedAt: timestamp("rejected_at", { withTimezone: true }),
    reviewedBy: text("reviewed_by").references(() => user.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (t) => [
    check("testimonials_rating_range", sql`${t.rating} between 1 and 5`),
    index("testimonials_approved_created_idx")
      .on(t.createdAt.desc())
      .where(sql`${t.isApproved} = true`),
  ],
);

export const pushSubscriptions = pgTable(
  "push_subscriptions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    endpoint: text("endpoint").notNull().unique(),
    p256dh: text("p256dh").notNull(),
    auth: text("auth").notNull(),
    userAgent: text("user_agent"),
    createdAt: createdAt(),
  },
  (t) => [index("push_subscriptions_user_idx").on(t.userId)],
);

export const reminders = pgTable(
  "reminders",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    kind: text("kind", { enum: ["medication", "refill"] }).notNull(),
    /** A label of the user's choosing; the UI suggests neutral words. Encrypted. */
    label: text("label").notNull(),
    /** Where it rings: in the app (and push), or by SMS to the account's number (decision 083). */
    channel: text("channel", { enum: REMINDER_CHANNELS }).notNull().default("app"),
    /** By SMS, the neutral wording the person picked (an id of SMS_REMINDER_WORDINGS). */
    smsWording: text("sms_wording"),
    timeOfDay: text("time_of_day").notNull(),
    timezone: text("timezone").notNull().default("Africa/Kampala"),
    active: boolean("active").notNull().default(true),
    nextDueAt: timestamp("next_due_at", { withTimezone: true }).notNull(),
    /**
     * The minute of the day (UTC, 0 to 1439) its next dose is due, which a daily ring leaves as
     * it was where the clocks do not change, as in Kampala. The scheduler finds a minute's
     * reminders by it, so a ring changes no indexed column and PostgreSQL can keep the new
     * row on its page with no new index entry (decision 095). PostgreSQL computes it:
     * `extract(epoch from timestamptz)` is not immutable, a difference of two instants is.
     */
    dueMinute: smallint("due_minute").generatedAlwaysAs(
      sql`(floor(extract(epoch from (next_due_at - timestamptz '2000-01-01 00:00:00+00')) / 60)::bigint % 1440)::smallint`,
    ),
    /** A dose that rang and is not answered yet; the next ring records it as missed. */
    pendingDoseAt: timestamp("pending_dose_at", { withTimezone: true }),
    snoozedUntil: timestamp("snoozed_until", { withTimezone: true }),
    lastSentAt: timestamp("last_sent_at", { withTimezone: true }),
    /**
     * Its last ring in the app, which the bell lists as an item of its own (decision 094):
     * when, the dose it was about, whether a snooze brought it again, and when its owner read
     * it (null: unread). Kept here, not as a notification row: a million rows a day otherwise.
     */
    bellRungAt: timestamp("bell_rung_at", { withTimezone: true }),
    bellDoseAt: timestamp("bell_dose_at", { withTimezone: true }),
    bellAgain: boolean("bell_again").notNull().default(false),
    bellReadAt: timestamp("bell_read_at", { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("reminders_user_idx").on(t.userId),
    index("reminders_due_minute_idx")
      .on(t.dueMinute)
      .where(sql`${t.active} = true`),
    index("reminders_snoozed_idx")
      .on(t.snoozedUntil)
      .where(sql`${t.active} = true and ${t.snoozedUntil} is not null`),
  ],
);

export const adherenceLog = pgTable(
  "adherence_log",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    reminderId: uuid("reminder_id").references(() => reminders.id, { onDelete: "set null" }),
    scheduledFor: timestamp("scheduled_for", { withTimezone: true }).notNull(),
    status: text("status", { enum: ["taken", "missed"] }).notNull(),
    recordedAt: timestamp("recorded_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("adherence_log_user_idx").on(t.userId, t.scheduledFor.desc()),
    uniqueIndex("adherence_log_dose_unique").on(t.reminderId, t.scheduledFor),
  ],
);

/**
 * A signed-in person's iCare conversations (docs/decisions/053): kept in the account so
 * that nothing of them stays on a shared phone. The messages are one encrypted JSON value.
 */
export const chatSessions = pgTable(
  "chat_sessions",
  {
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    /** The browser's chat_{time}_{random}. */
    id: text("id").notNull(),
    messages: text("messages").notNull(),
    /** The conversation open in the chat; at most one per person. */
    isCurrent: boolean("is_current").notNull().default(false),
    lastActiveAt: timestamp("last_active_at", { withTimezone: true }).notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.id] }),
    index("chat_sessions_user_active_idx").on(t.userId, t.lastActiveAt.desc()),
  ],
);

export const auditLog = pgTable(
  "audit_log",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    actorId: text("actor_id"),
    action: text("action").notNull(),
    entityType: text("entity_type").notNull(),
    entityId: text("entity_id").notNull(),
    details: jsonb("details").$type<Record<string, unknown>>().notNull().default({}),
    createdAt: createdAt(),
  },
  (t) => [
    index("audit_log_entity_idx").on(t.entityType, t.entityId),
    index("audit_log_created_idx").on(t.createdAt.desc()),
  ],
);

/** E-mail and SMS kept here when no provider is configured, and a record of what was sent. */
export const outbox = pgTable(
  "outbox",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    channel: text("channel", { enum: ["email", "sms"] }).notNull(),
    /** Encrypted, with the subject, body and error. */
    recipient: text("recipient").notNull(),
    /** Keyed blind index of the recipient: what an account's deletion removes. */
    recipientKey: text("recipient_key"),
    subject: text("subject"),
    body: text("body").notNull(),
    status: text("status", { enum: ["stored", "sent", "failed"] }).notNull(),
    error: text("error"),
    /** The provider's id for a sent SMS, which its delivery reports name. */
    providerMessageId: text("provider_message_id"),
    /** The provider's last delivery report: "Success", "Failed", "Rejected", "Buffered"… */
    delivery: text("delivery"),
    deliveryReportedAt: timestamp("delivery_reported_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index("outbox_created_idx").on(t.createdAt.desc()),
    index("outbox_recipient_key_idx").on(t.recipientKey, t.createdAt),
    index("outbox_provider_message_idx")
      .on(t.providerMessageId)
      .where(sql`${t.providerMessageId} is not null`),
  ],
);

/**
 * A person who writes to us by SMS (issue 22, decision 081): their number (encrypted, found
 * by its blind index), the language they write in, and whether they told us to stop.
 */
export const smsContacts = pgTable(
  "sms_contacts",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** Encrypted. */
    phone: text("phone").notNull(),
    phoneKey: text("phone_key").notNull(),
    language: text("language", { enum: SITE_LOCALES }).notNull(),
    /** They texted STOP: nothing more is sent to the number until they text START. */
    stoppedAt: timestamp("stopped_at", { withTimezone: true }),
    /**
     * The weekly check-in they chose (decision 083): the day (0 Sunday … 6 Saturday) and the
     * time of day in Kampala, and when the next one goes out. null: no check-ins.
     */
    checkInDay: smallint("check_in_day"),
    checkInTime: text("check_in_time"),
    checkInNextAt: timestamp("check_in_next_at", { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("sms_contacts_phone_key_idx").on(t.phoneKey),
    index("sms_contacts_check_in_due_idx")
      .on(t.checkInNextAt)
      .where(sql`${t.checkInNextAt} is not null`),
  ],
);

/**
 * One weekly check-in sent (decision 083) and what came of it: "ok", "problem" (a reply
 * naming one) or "no_reply" (48 hours of silence); null while it waits for the reply.
 * The reply's words go to the case, never here.
 */
export const checkIns = pgTable(
  "check_ins",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    contactId: uuid("contact_id")
      .notNull()
      .references(() => smsContacts.id, { onDelete: "cascade" }),
    sentAt: timestamp("sent_at", { withTimezone: true }).notNull(),
    replyBy: timestamp("reply_by", { withTimezone: true }).notNull(),
    outcome: text("outcome", { enum: ["ok", "problem", "no_reply"] }),
    answeredAt: timestamp("answered_at", { withTimezone: true }),
  },
  (t) => [
    index("check_ins_contact_idx").on(t.contactId, t.sentAt.desc()),
    index("check_ins_waiting_idx")
      .on(t.replyBy)
      .where(sql`${t.outcome} is null`),
  ],
);

/**
 * Consent to each kind of message we send unasked (decision 083), every giving and taking
 * back kept with when and through which channel: the record a person, or the operator
 * answering a question about it, can read. What holds now is on the contact (stopped_at,
 * check_in_day) and on the reminder (channel).
 */
export const consentEvents = pgTable(
  "consent_events",
  {
    /** In the order they happened, several in one instant too. */
    id: bigserial("id", { mode: "number" }).primaryKey(),
    contactId: uuid("contact_id")
      .notNull()
      .references(() => smsContacts.id, { onDelete: "cascade" }),
    channel: text("channel", { enum: CONSENT_CHANNELS }).notNull(),
    given: boolean("given").notNull(),
    via: text("via", { enum: CONSENT_VIA }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("consent_events_contact_idx").on(t.contactId, t.createdAt)],
);

/** The provider's ids of the messages received, so a callback sent twice is handled once. */
export const smsReceived = pgTable("sms_received", {
  providerMessageId: text("provider_message_id").primaryKey(),
  createdAt: createdAt(),
});

/**
 * A USSD session (decision 082), kept so that what it asked for is done once however often
 * the provider sends the same step, and so that how it ended (a time-out, a dropped line) is
 * known. It holds no choice of the person's beyond that it asked for something.
 */
export const ussdSessions = pgTable("ussd_sessions", {
  sessionId: text("session_id").primaryKey(),
  /** The blind index of the caller's number. */
  phoneKey: text("phone_key").notNull(),
  /** When the session's request (a call-back, a delivery) was filed; null: nothing yet. */
  requestedAt: timestamp("requested_at", { withTimezone: true }),
  /** The provider's word on how it ended: "Success", "Incomplete" (timed out), "Failed". */
  endedStatus: text("ended_status"),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const appSettings = pgTable("app_settings", {
  key: text("key").primaryKey(),
  value: text("value").notNull(),
  updatedAt: updatedAt(),
});

/**
 * The resources directory (decision 070): clinics, hotlines and organisations by region,
 * one row per place with its English and Swahili description; lead admins edit it, the
 * assistant lists it under "Places that may help".
 */
export const resources = pgTable(
  "resources",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** null: a national service. */
    region: text("region", { enum: REGIONS }),
    category: text("category", { enum: RESOURCE_CATEGORIES }).notNull(),
    title: text("title").notNull(),
    /** The description in English. */
    content: text("content").notNull(),
    /** The description in Swahili; English is shown when there is none. */
    contentSw: text("content_sw"),
    /** The description in Luganda; English is shown when there is none. */
    contentLg: text("content_lg"),
    url: text("url"),
    /** Search words beyond the title and content ("suicide", "pep", "kliniki"). */
    tags: jsonb("tags").$type<string[]>().notNull().default([]),
    services: jsonb("services").$type<ResourceService[]>().notNull().default([]),
    address: text("address"),
    openingHours: text("opening_hours"),
    /** +256XXXXXXXXX or a short code (116). */
    phone: text("phone"),
    /** null: not known. */
    access: text("access", { enum: RESOURCE_ACCESS }),
    cost: text("cost", { enum: RESOURCE_COSTS }).notNull().default("unknown"),
    costNote: text("cost_note"),
    youthFriendly: boolean("youth_friendly").notNull().default(false),
    keyPopulationFriendly: boolean("key_population_friendly").notNull().default(false),
    /** The day someone last checked the details with the place; null: never. */
    lastVerified: date("last_verified", { mode: "string" }),
    /** Details the operator must still fill in: its address, phone and hours are never shown to clients. */
    placeholder: boolean("placeholder").notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("resources_region_idx").on(t.region)],
);

/** A create request carrying an Idempotency-Key is stored once, whatever the retries. */
export const idempotencyKeys = pgTable(
  "idempotency_keys",
  {
    scope: text("scope").notNull(),
    key: text("key").notNull(),
    /** A keyed hash of the request: a short body could be guessed back from a plain one. */
    requestHash: text("request_hash").notNull(),
    responseStatus: integer("response_status"),
    /** Encrypted JSON: a created item's answer may repeat what the person wrote. */
    responseBody: text("response_body"),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.scope, t.key] })],
);

/** Server-side anonymous limit of the assistant, per signed anonymous id and per network address. */
export const assistantUsage = pgTable("assistant_usage", {
  clientKey: text("client_key").primaryKey(),
  count: integer("count").notNull(),
  windowStartedAt: timestamp("window_started_at", { withTimezone: true }).notNull(),
});

export const adminInvites = pgTable("admin_invites", {
  id: uuid("id").primaryKey().defaultRandom(),
  tokenHash: text("token_hash").notNull().unique(),
  /** Encrypted, with the phone; found again through their keyed blind indexes. */
  email: text("email"),
  phone: text("phone"),
  emailKey: text("email_key"),
  phoneKey: text("phone_key"),
  region: text("region", { enum: ["kampala", "masaka", "mbarara", "fort_portal"] }),
  createdBy: text("created_by").references(() => user.id, { onDelete: "set null" }),
  expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  usedAt: timestamp("used_at", { withTimezone: true }),
  createdAt: createdAt(),
});

/** Better Auth reads its models from this object, keyed by its model names. */
export const authSchema = { user, session, account, verification, twoFactor, rateLimit };
