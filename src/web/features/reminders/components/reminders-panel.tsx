import { useId, useState } from "react";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "@web/lib/i18n";
import { Plus } from "lucide-react";
import { REMINDERS_PER_USER_MAX } from "@shared/api/reminders";
import { Button } from "@web/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader } from "@web/components/ui/card";
import { dueReminders, remindersQuery } from "../api";
import { DueDoses } from "./due-doses";
import { ReminderForm } from "./reminder-form";
import { ReminderList } from "./reminder-list";

/** Daily reminders: the doses waiting for an answer, the reminders set, and a form to add one. */
export function RemindersPanel() {
  const { t } = useTranslation("reminders");
  const headingId = useId();
  const dueHeadingId = useId();
  const { data: reminders, isPending, isError } = useQuery(remindersQuery);
  const [adding, setAdding] = useState(false);
  const canAdd = (reminders?.length ?? 0) < REMINDERS_PER_USER_MAX;
  const formOpen = adding || reminders?.length === 0;
  return (
    <Card aria-labelledby={headingId} role="region">
      <CardHeader>
        <h2 id={headingId} className="text-xl font-semibold">
          {t("heading")}
        </h2>
        <CardDescription>{t("text")}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-5">
        {isPending ? <p className="text-sm text-muted-foreground">{t("loading")}</p> : null}
        {isError ? <p className="text-sm text-destructive">{t("errors.loadFailed")}</p> : null}
        {reminders ? (
          <>
            <DueDoses reminders={dueReminders(reminders)} headingId={dueHeadingId} />
            <ReminderList reminders={reminders} />
            {formOpen && canAdd ? (
              <ReminderForm onAdded={() => setAdding(false)} />
            ) : canAdd ? (
              <Button variant="outline" className="justify-self-start" onClick={() => setAdding(true)}>
                <Plus aria-hidden="true" />
                {t("form.open")}
              </Button>
            ) : (
              <p className="text-sm text-muted-foreground">
                {t("list.full", { max: REMINDERS_PER_USER_MAX })}
              </p>
            )}
          </>
        ) : null}
      </CardContent>
    </Card>
  );
}
