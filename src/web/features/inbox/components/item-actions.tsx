import { useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { CheckCheck } from "lucide-react";
import type { InboxItemDetail } from "@shared/api/inbox";
import { APPLICATION_STATUSES, PRIORITIES, type ApplicationStatus, type Priority } from "@shared/constants";
import { Button } from "@web/components/ui/button";
import { Field } from "@web/components/ui/field";
import { Textarea } from "@web/components/ui/input";
import { formatDateTime } from "@web/lib/dates";
import type { useInboxActions } from "../hooks/use-inbox-actions";
import { DetailSection } from "./detail-parts";
import { NativeSelect } from "./native-select";

type Actions = ReturnType<typeof useInboxActions>;

function PriorityOverride({ detail, actions }: { detail: InboxItemDetail; actions: Actions }) {
  const { t, i18n } = useTranslation("inbox");
  const current = detail.item.priority;
  const [choice, setChoice] = useState<Priority | "">(current ?? "");
  const override = detail.priority_override;
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (choice) actions.priority.mutate(choice);
  };
  return (
    <form onSubmit={onSubmit} className="grid gap-2">
      <Field label={t("actions.priority")} hint={t("actions.priorityHint")}>
        <NativeSelect
          name="priority"
          value={choice}
          onChange={(event) => setChoice(event.target.value as Priority)}
        >
          {current === null ? <option value="">{t("priority.none")}</option> : null}
          {PRIORITIES.map((priority) => (
            <option key={priority} value={priority}>
              {t(`priority.${priority}`)}
            </option>
          ))}
        </NativeSelect>
      </Field>
      {override ? (
        <p className="text-xs text-muted-foreground">
          {t("actions.overriddenBy", {
            name: override.admin_name,
            date: formatDateTime(override.at, i18n.language),
          })}
        </p>
      ) : null}
      <Button
        type="submit"
        variant="outline"
        className="justify-self-start"
        disabled={!choice || choice === current || actions.priority.isPending}
      >
        {actions.priority.isPending ? t("actions.working") : t("actions.savePriority")}
      </Button>
    </form>
  );
}

function StatusChange({ status, actions }: { status: ApplicationStatus; actions: Actions }) {
  const { t } = useTranslation("inbox");
  const [choice, setChoice] = useState<ApplicationStatus>(status);
  const [note, setNote] = useState("");
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    actions.status.mutate({ status: choice, note }, { onSuccess: () => setNote("") });
  };
  return (
    <form onSubmit={onSubmit} className="grid gap-3">
      <Field label={t("actions.status")}>
        <NativeSelect
          name="status"
          value={choice}
          onChange={(event) => setChoice(event.target.value as ApplicationStatus)}
        >
          {APPLICATION_STATUSES.map((value) => (
            <option key={value} value={value}>
              {t(`applicationStatus.${value}`)}
            </option>
          ))}
        </NativeSelect>
      </Field>
      <Field label={t("actions.note")} hint={t("actions.noteHint")}>
        <Textarea
          name="note"
          rows={2}
          maxLength={500}
          value={note}
          onChange={(event) => setNote(event.target.value)}
        />
      </Field>
      <Button
        type="submit"
        variant="outline"
        className="justify-self-start"
        disabled={(choice === status && note.trim() === "") || actions.status.isPending}
      >
        {actions.status.isPending ? t("actions.working") : t("actions.saveStatus")}
      </Button>
    </form>
  );
}

/** Mark reviewed, override the priority, and for an application change its status. */
export function ItemActions({ detail, actions }: { detail: InboxItemDetail; actions: Actions }) {
  const { t } = useTranslation("inbox");
  const reviewed = detail.item.status === "reviewed";
  return (
    <DetailSection
      title={t("actions.heading")}
      action={
        <Button
          size="sm"
          variant={reviewed ? "outline" : "default"}
          disabled={reviewed || actions.review.isPending}
          onClick={() => actions.review.mutate()}
        >
          <CheckCheck aria-hidden="true" />
          {reviewed ? t("actions.reviewed") : t("actions.markReviewed")}
        </Button>
      }
    >
      <div className="grid gap-6 md:grid-cols-2">
        <PriorityOverride key={detail.item.priority ?? "none"} detail={detail} actions={actions} />
        {detail.application ? (
          <StatusChange
            key={detail.application.status}
            status={detail.application.status}
            actions={actions}
          />
        ) : null}
      </div>
    </DetailSection>
  );
}
