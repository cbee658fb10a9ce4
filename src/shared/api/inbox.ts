/**
 * The admin inbox contract (spec sections 3 and 9; DESIGN section 5): the composed item,
 * the list response, and the bodies of the admin's actions on an item.
 * Error messages are short keys the UI translates.
 */
import { z } from "zod";
import { APPLICATION_STATUSES, INBOX_STATUSES, PRIORITIES, REGIONS } from "../constants";
import { DELIVERY_PREFERENCES } from "./applications";
import { CONTACT_SOURCES } from "./contact";
import { choice, missingOr, optionalText, requiredText } from "./fields";

export const INBOX_ITEM_TYPES = ["application", "message"] as const;
export const inboxItemTypeSchema = z.enum(INBOX_ITEM_TYPES);
export type InboxItemType = z.infer<typeof inboxItemTypeSchema>;

export const prioritySchema = z.enum(PRIORITIES, { error: missingOr("invalid_priority") });
export const inboxStatusSchema = z.enum(INBOX_STATUSES);

const applicationItemDataSchema = z.object({
  application_id: z.string(),
  service_type: z.string().nullable(),
  /** Decrypted for the assigned admin in the detail view only (audited); null in the list. */
  medical_history: z.string().nullable(),
  phone: z.string().nullable(),
  ai_insights: z.array(z.string()),
});

const messageItemDataSchema = z.object({
  message_id: z.string(),
  subject: z.string().nullable(),
  /** Decrypted in the detail view only (which is audited); null in the list. */
  message: z.string().nullable(),
  phone: z.string().nullable(),
  ai_insights: z.array(z.string()),
});

const inboxItemBase = {
  id: z.string(),
  title: z.string(),
  summary: z.string(),
  /** null when the stored value is not a known priority (ranked 0, last). */
  priority: prioritySchema.nullable(),
  status: inboxStatusSchema,
  user_name: z.string(),
  user_email: z.string(),
  created_at: z.iso.datetime({ offset: true }),
};

export const inboxItemSchema = z.discriminatedUnion("type", [
  z.object({ ...inboxItemBase, type: z.literal("application"), data: applicationItemDataSchema }),
  z.object({ ...inboxItemBase, type: z.literal("message"), data: messageItemDataSchema }),
]);
export type InboxItem = z.infer<typeof inboxItemSchema>;
export type ApplicationInboxItem = Extract<InboxItem, { type: "application" }>;
export type MessageInboxItem = Extract<InboxItem, { type: "message" }>;

/** `failed` names the sources that could not be read: the others still show (spec section 8). */
export const inboxListResponseSchema = z.object({
  items: z.array(inboxItemSchema),
  failed: z.array(inboxItemTypeSchema),
});
export type InboxListResponse = z.infer<typeof inboxListResponseSchema>;

/** Path parameters of /api/admin/inbox/:type/:id/... */
export const inboxItemParamsSchema = z.object({
  type: inboxItemTypeSchema,
  id: z.uuid({ error: "invalid_id" }),
});
export type InboxItemParams = z.infer<typeof inboxItemParamsSchema>;

/** Marking reviewed needs no fields; unknown ones are ignored. */
export const inboxReviewBodySchema = z.object({});
export type InboxReviewBody = z.infer<typeof inboxReviewBodySchema>;

export const INBOX_REPLY_MAX_CHARS = 2000;
export const REPLY_CHANNELS = ["in_app", "email", "sms"] as const;

export const inboxReplyBodySchema = z.object({
  message: requiredText(INBOX_REPLY_MAX_CHARS),
  /** In-app reaches signed-in clients; email or SMS reaches an anonymous sender. */
  channel: z.enum(REPLY_CHANNELS, { error: missingOr("invalid_channel") }).default("in_app"),
});
export type InboxReplyBody = z.infer<typeof inboxReplyBodySchema>;

export const applicationStatusSchema = z.enum(APPLICATION_STATUSES, { error: missingOr("invalid_status") });

export const applicationStatusChangeBodySchema = z.object({
  status: applicationStatusSchema,
  note: optionalText(500),
});
export type ApplicationStatusChangeBody = z.infer<typeof applicationStatusChangeBodySchema>;

/** A navigator may correct the automatic triage. */
export const priorityOverrideBodySchema = z.object({ priority: prioritySchema });
export type PriorityOverrideBody = z.infer<typeof priorityOverrideBodySchema>;

const isoDateTime = z.iso.datetime({ offset: true });
/** Query strings arrive as "" when a filter is cleared: that means no filter. */
const optionalFilter = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === "" ? undefined : value), schema.optional());

/** GET /api/admin/inbox?type=&status=&priority=&region= (each optional). */
export const inboxListQuerySchema = z.object({
  type: optionalFilter(z.enum(INBOX_ITEM_TYPES, { error: "invalid_choice" })),
  status: optionalFilter(z.enum(INBOX_STATUSES, { error: "invalid_choice" })),
  priority: optionalFilter(z.enum(PRIORITIES, { error: "invalid_priority" })),
  region: optionalFilter(choice(REGIONS)),
});
export type InboxListQuery = z.infer<typeof inboxListQuerySchema>;

export const inboxReplySchema = z.object({
  id: z.string(),
  message: z.string(),
  channel: z.enum(REPLY_CHANNELS),
  admin_name: z.string(),
  created_at: isoDateTime,
});
export type InboxReply = z.infer<typeof inboxReplySchema>;

export const applicationStatusEntrySchema = z.object({
  status: z.enum(APPLICATION_STATUSES),
  note: z.string().nullable(),
  /** null when the client made the change (submitting) or the account is gone. */
  changed_by_name: z.string().nullable(),
  created_at: isoDateTime,
});

/** GET /api/admin/inbox/:type/:id: everything the assigned admin needs to act; audited. */
export const inboxItemDetailSchema = z.object({
  item: inboxItemSchema,
  region: z.enum(REGIONS).nullable(),
  /** The channels that can reach the sender, the preferred first. */
  reply_channels: z.array(z.enum(REPLY_CHANNELS)),
  priority_override: z.object({ admin_name: z.string(), at: isoDateTime }).nullable(),
  replies: z.array(inboxReplySchema),
  application: z
    .object({
      status: z.enum(APPLICATION_STATUSES),
      delivery_preference: z.enum(DELIVERY_PREFERENCES),
      discreet_notes: z.string().nullable(),
      consent_data: z.boolean(),
      consent_delivery: z.boolean(),
      requirements: z.record(z.string(), z.boolean()),
      history: z.array(applicationStatusEntrySchema),
    })
    .nullable(),
  message: z.object({ source: z.enum(CONTACT_SOURCES) }).nullable(),
});
export type InboxItemDetail = z.infer<typeof inboxItemDetailSchema>;

/** The answer to review, priority and status actions: the item as the list shows it. */
export const inboxItemResponseSchema = z.object({ item: inboxItemSchema });
export type InboxItemResponse = z.infer<typeof inboxItemResponseSchema>;

export const inboxReplyResponseSchema = z.object({ reply: inboxReplySchema });
export type InboxReplyResponse = z.infer<typeof inboxReplyResponseSchema>;
