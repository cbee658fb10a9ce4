/**
 * Tells the admins' open dashboards that their inbox changed. A lost event only delays a
 * refresh, so a failure is logged and never fails the request that made the change.
 */
import type { EventBus } from "../../realtime/bus";
import type { Logger } from "../../logger";

export async function publishInboxChange(
  deps: { bus: EventBus; logger: Logger },
  adminIds: ReadonlyArray<string | null>,
): Promise<void> {
  const userIds = [...new Set(adminIds.filter((id): id is string => id !== null))];
  try {
    await deps.bus.publish({ kind: "inbox", userIds });
  } catch (error) {
    deps.logger.warn({ err: error }, "inbox change event not published");
  }
}
