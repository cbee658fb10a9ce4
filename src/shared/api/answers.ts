/**
 * What each JSON endpoint answers on success, by "METHOD /api/path" (`:name` stands for a part of
 * the path): the shared schema the web reads that answer with. Two tests hold it:
 * - the server's contract test (src/server/http/answers-match-schemas.test.ts) calls every route
 *   here and parses its real answer;
 * - the web tests' fake server (src/web/test/render-app.tsx) parses the answers tests make up,
 *   so a fake answer the server would never give fails the test that made it.
 * Read by tests only: nothing here reaches a page's code.
 */
import type { z } from "zod";
import {
  caseDetailSchema,
  caseEventResponseSchema,
  caseListResponseSchema,
  caseSummaryResponseSchema,
  clientCaseListResponseSchema,
  clientCaseMessageResponseSchema,
} from "./cases";
import { auditListResponseSchema } from "./audit";
import {
  moderatedTestimonialListResponseSchema,
  testimonialCreatedSchema,
  testimonialListResponseSchema,
  testimonialModeratedSchema,
} from "./testimonials";
import {
  teamLeadResponseSchema,
  teamRegionResponseSchema,
  teamRemoveResponseSchema,
  teamResponseSchema,
} from "./team";
import {
  directoryDeleteResponseSchema,
  directoryEntryResponseSchema,
  directoryListResponseSchema,
} from "./directory";
import { myApplicationsResponseSchema, serviceApplicationCreatedSchema } from "./applications";
import {
  markAllReadResponseSchema,
  markReadResponseSchema,
  notificationListSchema,
  unreadCountSchema,
} from "./notifications";
import { contactMessageCreatedSchema } from "./contact";
import { assistantReplySchema } from "./assistant";
import { chatHistoryResponseSchema } from "./chat-history";
import { handoffCreatedSchema } from "./assistant-handoff";
import { liveChatSchema } from "./live-chat";
import { pushPreferencesSchema, pushPublicKeySchema, pushSubscriptionStateSchema } from "./push";
import { accountSessionsSchema, passwordCheckResponseSchema, securitySummarySchema } from "./account";
import { careSharingSchema, meSchema, publicConfigSchema } from "./system";
import { impactFiguresSchema } from "./impact";
import { imageSearchResponseSchema } from "./images";
import { textMessagesSettingsSchema } from "./text-messages";
import { adherenceSummarySchema, reminderListResponseSchema, reminderSchema } from "./reminders";
import {
  adminInviteListResponseSchema,
  adminStatusSchema,
  inviteCreatedSchema,
  inviteRevokedSchema,
  provisionAcceptResponseSchema,
  provisionCheckResponseSchema,
} from "./admin-accounts";

export const ANSWERS = {
  "GET /api/admin/cases": caseListResponseSchema,
  "GET /api/admin/cases/:id": caseDetailSchema,
  "POST /api/admin/cases/:id/assignee": caseSummaryResponseSchema,
  "POST /api/admin/cases/:id/state": caseSummaryResponseSchema,
  "POST /api/admin/cases/:id/notes": caseEventResponseSchema,
  "POST /api/admin/cases/:id/replies": caseEventResponseSchema,
  "GET /api/admin/audit": auditListResponseSchema,
  "GET /api/admin/testimonials": moderatedTestimonialListResponseSchema,
  "POST /api/admin/testimonials/:id/approve": testimonialModeratedSchema,
  "POST /api/testimonials": testimonialCreatedSchema,
  "GET /api/admin/team": teamResponseSchema,
  "POST /api/admin/team/:userId/region": teamRegionResponseSchema,
  "POST /api/admin/team/:userId/lead": teamLeadResponseSchema,
  "DELETE /api/admin/team/:userId": teamRemoveResponseSchema,
  "GET /api/admin/status": adminStatusSchema,
  "GET /api/admin/invites": adminInviteListResponseSchema,
  "POST /api/admin/invites": inviteCreatedSchema,
  "DELETE /api/admin/invites/:id": inviteRevokedSchema,
  "POST /api/admin-provision/check": provisionCheckResponseSchema,
  "POST /api/admin-provision/accept": provisionAcceptResponseSchema,
  "GET /api/admin/resources": directoryListResponseSchema,
  "POST /api/admin/resources": directoryEntryResponseSchema,
  "PATCH /api/admin/resources/:id": directoryEntryResponseSchema,
  "DELETE /api/admin/resources/:id": directoryDeleteResponseSchema,
  "GET /api/applications": myApplicationsResponseSchema,
  "POST /api/applications": serviceApplicationCreatedSchema,
  "GET /api/notifications": notificationListSchema,
  "GET /api/notifications/unread-count": unreadCountSchema,
  "POST /api/notifications/:id/read": markReadResponseSchema,
  "GET /api/cases": clientCaseListResponseSchema,
  "POST /api/cases/:id/messages": clientCaseMessageResponseSchema,
  "GET /api/reminders": reminderListResponseSchema,
  "POST /api/reminders": reminderSchema,
  "PATCH /api/reminders/:id": reminderSchema,
  "POST /api/reminders/:id/snooze": reminderSchema,
  "POST /api/reminders/:id/taken": reminderSchema,
  "GET /api/adherence": adherenceSummarySchema,
  "GET /api/account/security": securitySummarySchema,
  "GET /api/account/sessions": accountSessionsSchema,
  "GET /api/account/text-messages": textMessagesSettingsSchema,
  "PUT /api/me/care-sharing": careSharingSchema,
  "GET /api/push/public-key": pushPublicKeySchema,
  "GET /api/push/preferences": pushPreferencesSchema,
  "PUT /api/push/preferences": pushPreferencesSchema,
  "POST /api/assistant": assistantReplySchema,
  "GET /api/chat-history": chatHistoryResponseSchema,
  "POST /api/assistant/handoff": handoffCreatedSchema,
  "GET /api/live-chat": liveChatSchema,
  "POST /api/live-chat/messages": clientCaseMessageResponseSchema,
  "POST /api/contact": contactMessageCreatedSchema,
  "GET /api/me": meSchema,
  "GET /api/config": publicConfigSchema,
  "GET /api/impact": impactFiguresSchema,
  "GET /api/images/search": imageSearchResponseSchema,
  "GET /api/testimonials": testimonialListResponseSchema,
  "POST /api/password-check": passwordCheckResponseSchema,
  "POST /api/notifications/read-all": markAllReadResponseSchema,
  "POST /api/push/subscriptions": pushSubscriptionStateSchema,
  "DELETE /api/push/subscriptions": pushSubscriptionStateSchema,
} as const satisfies Record<string, z.ZodType>;

export type AnswerRoute = keyof typeof ANSWERS;

/**
 * The route of ANSWERS a request is to ("POST /api/cases/c1/messages" is
 * "POST /api/cases/:id/messages"), if any; where two match, the one with more fixed parts.
 */
export function answerRouteOf(method: string, pathname: string): AnswerRoute | null {
  const actual = pathname.split("/");
  let best: { route: AnswerRoute; fixed: number } | null = null;
  for (const route of Object.keys(ANSWERS) as AnswerRoute[]) {
    const [routeMethod, pattern = ""] = route.split(" ");
    const expected = pattern.split("/");
    if (routeMethod !== method || expected.length !== actual.length) continue;
    if (!expected.every((part, index) => part.startsWith(":") || part === actual[index])) continue;
    const fixed = expected.filter((part) => !part.startsWith(":")).length;
    if (!best || fixed > best.fixed) best = { route, fixed };
  }
  return best?.route ?? null;
}
