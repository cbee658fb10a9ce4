import { Hono } from "hono";
import {
  doseAnswerSchema,
  reminderInputSchema,
  reminderParamsSchema,
  reminderUpdateSchema,
  type AdherenceSummary,
  type Reminder,
  type ReminderListResponse,
} from "@shared/api/reminders";
import type { AppDeps } from "../../deps";
import { requireUser, type Viewer, type ViewerVariables } from "../../auth/session";
import { parseJson, parseWith } from "../../http/validate";
import { listReminders } from "./list-reminders";
import { createReminder } from "./create-reminder";
import { updateReminder } from "./update-reminder";
import { deleteReminder } from "./delete-reminder";
import { takeDose } from "./take-dose";
import { snoozeDose } from "./snooze-dose";
import { getAdherence } from "./get-adherence";

/** A person's own reminders and adherence; admins have no view of them (nobody else does). */
export function reminderRoutes(deps: AppDeps) {
  return new Hono<{ Variables: ViewerVariables & { user: Viewer } }>()
    .get("/reminders", requireUser, async (c) => {
      c.header("Cache-Control", "no-store");
      return c.json({
        reminders: await listReminders(deps, c.get("user").user.id),
      } satisfies ReminderListResponse);
    })
    .post("/reminders", requireUser, async (c) => {
      const input = await parseJson(c, reminderInputSchema);
      return c.json((await createReminder(deps, c.get("user").user.id, input)) satisfies Reminder, 201);
    })
    .patch("/reminders/:id", requireUser, async (c) => {
      const { id } = parseWith(reminderParamsSchema, c.req.param());
      const change = await parseJson(c, reminderUpdateSchema);
      return c.json((await updateReminder(deps, c.get("user").user.id, id, change)) satisfies Reminder);
    })
    .delete("/reminders/:id", requireUser, async (c) => {
      const { id } = parseWith(reminderParamsSchema, c.req.param());
      await deleteReminder(deps, c.get("user").user.id, id);
      return c.body(null, 204);
    })
    .post("/reminders/:id/taken", requireUser, async (c) => {
      const { id } = parseWith(reminderParamsSchema, c.req.param());
      const { dose_at: doseAt } = await parseJson(c, doseAnswerSchema);
      return c.json(
        (await takeDose(
          deps,
          c.get("user").user.id,
          id,
          doseAt ? new Date(doseAt) : undefined,
        )) satisfies Reminder,
      );
    })
    .post("/reminders/:id/snooze", requireUser, async (c) => {
      const { id } = parseWith(reminderParamsSchema, c.req.param());
      return c.json((await snoozeDose(deps, c.get("user").user.id, id)) satisfies Reminder);
    })
    .get("/adherence", requireUser, async (c) => {
      c.header("Cache-Control", "no-store");
      return c.json((await getAdherence(deps, c.get("user").user.id)) satisfies AdherenceSummary);
    });
}
