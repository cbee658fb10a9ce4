import { useId, useState, type FormEvent } from "react";
import { useTranslation } from "@web/lib/i18n";
import { CheckCheck } from "lucide-react";
import type { CaseItem } from "@shared/api/cases";
import { APPLICATION_STATUSES, PRIORITIES, type ApplicationStatus, type Priority } from "@shared/constants";
import { Button } from "@web/components/ui/button";
import { Field } from "@web/components/ui/field";
import { Textarea } from "@web/components/ui/input";
import { formatDateTime } from "@web/lib/dates";
import { notify } from "@web/lib/toast";
import type { CaseActions } from "../hooks/use-case-actions";
import { DetailSection } from "./detail-parts";
import { NativeSelect } from "./native-select";

const refOf = (item: CaseItem) => ({ type: item.type, id: item.id });

function PriorityOverride({ item, actions }: { item: CaseItem; actions: CaseActions }) {
  const { t, language } = useTranslation("cases");
  const [choice, setChoice] = useState<Priority>(item.priority);
  // The priority can change under the form (a teammate, a live refresh): an untouched
  // choice follows it, one being made is kept.
  const [seen, setSeen] = useState<Priority>(item.priority);
  if (item.priority !== seen) {
    setSeen(item.priority);
    if (choice === seen) setChoice(item.priority);
  }
  const override = item.priority_override;
  const hintId = useId();
  const pending = actions.priority.isPending && actions.priority.variables?.item.id === item.id;
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    actions.priority.mutate(
      { item: refOf(item), value: choice },
      {
        onSuccess: () => notify.success(t("toasts.priority")),
        onError: () => notify.error(t("toasts.failed")),
      },
    );
  };
  return (
    <form onSubmit={onSubmit} className="grid gap-2">
      <div className="flex flex-wrap items-end gap-2">
        <div className="min-w-40 flex-1">
          <Field label={t("itemActions.priority")}>
            <NativeSelect
              name="priority"
              aria-describedby={hintId}
              value={choice}
              onChange={(event) => setChoice(event.target.value as Priority)}
            >
              {PRIORITIES.map((priority) => (
                <option key={priority} value={priority}>
                  {t(`priority.${priority}`)}
                </option>
              ))}
            </NativeSelect>
          </Field>
        </div>
        <Button type="submit" variant="outline" disabled={choice === item.priority || pending}>
          {pending ? t("itemActions.working") : t("itemActions.savePriority")}
        </Button>
      </div>
      <p id={hintId} className="text-xs text-muted-foreground">
        {override
          ? t("itemActions.overriddenBy", {
              name: override.admin_name ?? t("events.someone"),
              date: formatDateTime(override.at, language),
            })
          : t("itemActions.priorityHint")}
      </p>
    </form>
  );
}

function StatusChange({
  itemId,
  status,
  actions,
}: {
  /** The application's item (its notification row), as the status route takes it. */
  itemId: string;
  status: ApplicationStatus;
  actions: CaseActions;
}) {
  const { t } = useTranslation("cases");
  const [choice, setChoice] = useState<ApplicationStatus>(status);
  // Marking reviewed moves a submitted application to "in review" while this form may be
  // in use: an untouched choice follows the status, one being made (and the note) is kept.
  const [seen, setSeen] = useState<ApplicationStatus>(status);
  if (status !== seen) {
    setSeen(status);
    if (choice === seen) setChoice(status);
  }
  const [note, setNote] = useState("");
  const pending = actions.status.isPending && actions.status.variables?.itemId === itemId;
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    actions.status.mutate(
      { itemId, body: { status: choice, note } },
      {
        onSuccess: () => {
          setNote("");
          notify.success(t("toasts.status"));
        },
        onError: () => notify.error(t("toasts.failed")),
      },
    );
  };
  return (
    <form onSubmit={onSubmit} className="grid gap-3">
      <Field label={t("itemActions.status")}>
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
      <Field label={t("itemActions.note")} hint={t("itemActions.noteHint")}>
        <Textarea
          name="note"
          rows={2}
          maxLength={500}
          className="min-h-20"
          value={note}
          onChange={(event) => setNote(event.target.value)}
        />
      </Field>
      <Button
        type="submit"
        variant="outline"
        className="justify-self-start"
        disabled={(choice === status && note.trim() === "") || pending}
      >
        {pending ? t("itemActions.working") : t("itemActions.saveStatus")}
      </Button>
    </form>
  );
}

/** Mark reviewed, override the priority, and for an application change its status. */
export function ItemActions({ item, actions }: { item: CaseItem; actions: CaseActions }) {
  const { t } = useTranslation("cases");
  const reviewed = item.status === "reviewed";
  const pending = actions.review.isPending && actions.review.variables?.id === item.id;
  const review = () =>
    actions.review.mutate(refOf(item), {
      onSuccess: () => notify.success(t("toasts.reviewed")),
      onError: () => notify.error(t("toasts.failed")),
    });
  return (
    <DetailSection
      title={t("itemActions.heading")}
      action={
        <Button
          size="sm"
          variant={reviewed ? "outline" : "default"}
          disabled={reviewed || pending}
          onClick={review}
        >
          <CheckCheck aria-hidden="true" />
          {reviewed ? t("itemActions.reviewed") : t("itemActions.markReviewed")}
        </Button>
      }
    >
      <div className="grid gap-6">
        <PriorityOverride item={item} actions={actions} />
        {item.type === "application" ? (
          <StatusChange itemId={item.id} status={item.application.status} actions={actions} />
        ) : null}
      </div>
    </DetailSection>
  );
}
