/**
 * The admin's inbox: their application and message notifications, filtered, composed and
 * ordered by spec section 9. The two sources are read separately; when one fails the
 * other's items still show and the answer names the failed one (spec section 8).
 */
import { and, eq, ne, type SQL } from "drizzle-orm";
import type { InboxListQuery, InboxListResponse } from "@shared/api/inbox";
import { mergeInboxResults, type FetchResult } from "@shared/domain/inbox";
import type { AppDeps } from "../../deps";
import type { Logger } from "../../logger";
import {
  applicationNotifications,
  contactMessages,
  messageNotifications,
  serviceApplications,
} from "../../db/schema";
import { selectApplicationRows, selectMessageRows, toApplicationItem, toMessageItem } from "./inbox-rows";

type NotificationTable = typeof applicationNotifications | typeof messageNotifications;

/** "new" covers every status that still awaits review ("pending" included). */
function commonFilters(table: NotificationTable, adminId: string, query: InboxListQuery): SQL[] {
  const filters = [eq(table.adminId, adminId)];
  if (query.status === "reviewed") filters.push(eq(table.status, "reviewed"));
  if (query.status === "new") filters.push(ne(table.status, "reviewed"));
  if (query.priority) filters.push(eq(table.priority, query.priority));
  return filters;
}

async function attempt<T>(source: string, logger: Logger, read: () => Promise<T[]>): Promise<FetchResult<T>> {
  try {
    return { ok: true, items: await read() };
  } catch (error) {
    logger.error({ err: error, source }, "inbox source could not be read");
    return { ok: false };
  }
}

const skipped = { ok: true, items: [] } as const;

export async function listInbox(
  deps: Pick<AppDeps, "db" | "logger">,
  adminId: string,
  query: InboxListQuery,
): Promise<InboxListResponse> {
  const { db, logger } = deps;
  const applicationFilters = commonFilters(applicationNotifications, adminId, query);
  if (query.region) applicationFilters.push(eq(serviceApplications.region, query.region));
  const messageFilters = commonFilters(messageNotifications, adminId, query);
  if (query.region) messageFilters.push(eq(contactMessages.region, query.region));

  const [applications, messages] = await Promise.all([
    query.type === "message"
      ? skipped
      : attempt("application", logger, async () =>
          (await selectApplicationRows(db, and(...applicationFilters))).map((row) => toApplicationItem(row)),
        ),
    query.type === "application"
      ? skipped
      : attempt("message", logger, async () =>
          (await selectMessageRows(db, and(...messageFilters))).map((row) => toMessageItem(row)),
        ),
  ]);
  return mergeInboxResults(applications, messages);
}
