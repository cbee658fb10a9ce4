import { useId } from "react";
import { useTranslation } from "@web/lib/i18n";
import { CheckCheck } from "lucide-react";
import type { CaseItem } from "@shared/api/cases";
import {
  APPLICATION_NOTE_MAX_CHARS,
  applicationStatusChangeBodySchema,
  priorityOverrideBodySchema,
} from "@shared/api/inbox";
import { APPLICATION_STATUSES, PRIORITIES, type ApplicationStatus } from "@shared/constants";
import { Button } from "@web/components/ui/button";
import { Field } from "@web/components/ui/field";
import { SubmitButton } from "@web/components/ui/form-submit";
import { useSchemaForm, type ErrorCopy } from "@web/lib/schema-form";
import { Textarea } from "@web/components/ui/input";
import { formatDateTime } from "@web/lib/dates";
import { notify } from "@web/lib/toast";
import type { CaseActions } from "../hooks/use-case-actions";
import { DetailSection } from "./detail-parts";
import { NativeSelect } from "./native-select";

const refOf = (item: CaseItem) => ({ type: item.type, id: item.id });

/**
 * The priority and the status can change under these forms (a teammate, a live refresh,
 * marking reviewed): an untouched choice follows them, one being made (and a note) is kept.
 */
const FOLLOW_THE_ITEM = { resetOptions: { keepDirtyValues: true } } as const;

/** The boxes offer only what the schemas take; a note longer than the box allows is the one refusal. */
const ITEM_COPY: ErrorCopy = {
  key: (field) => (field === "note" ? "itemActions.noteTooLong" : "toasts.failed"),
  values: () => ({ max: APPLICATION_NOTE_MAX_CHARS }),
};

function PriorityOverride({ item, actions }: { item: CaseItem; actions: CaseActions }) {
  const { t, language } = useTranslation("cases");
  const current = { priority: item.priority };
  const { form, formRef, submit } = useSchemaForm(priorityOverrideBodySchema, {
    defaultValues: current,
    values: current,
    ...FOLLOW_THE_ITEM,
    fields: ["priority"],
    copy: ITEM_COPY,
    t,
  });
  const override = item.priority_override;
  const hintId = useId();
  const pending = actions.priority.isPending && actions.priority.variables?.item.id === item.id;
  const onSubmit = submit(({ priority }) =>
    actions.priority.mutate(
      { item: refOf(item), value: priority },
      {
        onSuccess: () => notify.success(t("toasts.priority")),
        onError: () => notify.error(t("toasts.failed")),
      },
    ),
  );
  return (
    <form ref={formRef} onSubmit={onSubmit} className="grid gap-2" noValidate>
      <div className="flex flex-wrap items-end gap-2">
        <div className="min-w-40 flex-1">
          <Field label={t("itemActions.priority")}>
            <NativeSelect aria-describedby={hintId} {...form.register("priority")}>
              {PRIORITIES.map((priority) => (
                <option key={priority} value={priority}>
                  {t(`priority.${priority}`)}
                </option>
              ))}
            </NativeSelect>
          </Field>
        </div>
        <SubmitButton
          variant="outline"
          pending={pending}
          pendingLabel={t("itemActions.working")}
          disabled={form.watch("priority") === item.priority}
        >
          {t("itemActions.savePriority")}
        </SubmitButton>
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
  const current = { status, note: "" };
  const { form, formRef, errorOf, submit } = useSchemaForm(applicationStatusChangeBodySchema, {
    defaultValues: current,
    values: current,
    ...FOLLOW_THE_ITEM,
    fields: ["status", "note"],
    copy: ITEM_COPY,
    t,
  });
  const { status: choice, note } = form.watch();
  const pending = actions.status.isPending && actions.status.variables?.itemId === itemId;
  const onSubmit = submit((body) =>
    actions.status.mutate(
      { itemId, body },
      {
        onSuccess: () => {
          form.resetField("note", { defaultValue: "" });
          notify.success(t("toasts.status"));
        },
        onError: () => notify.error(t("toasts.failed")),
      },
    ),
  );
  return (
    <form ref={formRef} onSubmit={onSubmit} className="grid gap-3" noValidate>
      <Field label={t("itemActions.status")}>
        <NativeSelect {...form.register("status")}>
          {APPLICATION_STATUSES.map((value) => (
            <option key={value} value={value}>
              {t(`applicationStatus.${value}`)}
            </option>
          ))}
        </NativeSelect>
      </Field>
      <Field label={t("itemActions.note")} hint={t("itemActions.noteHint")} error={errorOf("note")}>
        <Textarea
          rows={2}
          maxLength={APPLICATION_NOTE_MAX_CHARS}
          className="min-h-20"
          {...form.register("note")}
        />
      </Field>
      <SubmitButton
        variant="outline"
        className="justify-self-start"
        pending={pending}
        pendingLabel={t("itemActions.working")}
        disabled={choice === status && note.trim() === ""}
      >
        {t("itemActions.saveStatus")}
      </SubmitButton>
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
