/**
 * The item actions of the spec (sections 3 and 9): the bodies of a navigator's actions on
 * one application or message of a case, the reply channels, and an application's status
 * history. The cases themselves are in ./cases.ts. Error messages are short keys the UI
 * translates.
 */
import { z } from "zod";
import { APPLICATION_STATUSES, PRIORITIES } from "../constants";
import { missingOr, optionalText } from "./fields";

export const INBOX_ITEM_TYPES = ["application", "message"] as const;
export const inboxItemTypeSchema = z.enum(INBOX_ITEM_TYPES);
export type InboxItemType = z.infer<typeof inboxItemTypeSchema>;

const prioritySchema = z.enum(PRIORITIES, { error: missingOr("invalid_priority") });

/** Path parameters of /api/admin/inbox/:type/:id/... */
export const inboxItemParamsSchema = z.object({
  type: inboxItemTypeSchema,
  id: z.uuid({ error: "invalid_id" }),
});
export type InboxItemParams = z.infer<typeof inboxItemParamsSchema>;

/** Marking reviewed needs no fields; unknown ones are ignored. */
export const inboxReviewBodySchema = z.object({});
export type InboxReviewBody = z.infer<typeof inboxReviewBodySchema>;

/** "chat": the visitor's live chat in the iCare panel, while it is open (decision 060). */
export const REPLY_CHANNELS = ["in_app", "email", "sms", "chat"] as const;

const applicationStatusSchema = z.enum(APPLICATION_STATUSES, { error: missingOr("invalid_status") });

/** The note the client reads with the new status. */
export const APPLICATION_NOTE_MAX_CHARS = 500;

export const applicationStatusChangeBodySchema = z.object({
  status: applicationStatusSchema,
  note: optionalText(APPLICATION_NOTE_MAX_CHARS),
});
export type ApplicationStatusChangeBody = z.infer<typeof applicationStatusChangeBodySchema>;

/** A navigator may correct the automatic triage. */
export const priorityOverrideBodySchema = z.object({ priority: prioritySchema });
export type PriorityOverrideBody = z.infer<typeof priorityOverrideBodySchema>;

const isoDateTime = z.iso.datetime({ offset: true });
export const applicationStatusEntrySchema = z.object({
  status: z.enum(APPLICATION_STATUSES),
  note: z.string().nullable(),
  /** null when the client made the change (submitting) or the account is gone. */
  changed_by_name: z.string().nullable(),
  created_at: isoDateTime,
});
