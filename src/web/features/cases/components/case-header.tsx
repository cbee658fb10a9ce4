import { useState, type Ref } from "react";
import { useTranslation } from "@web/lib/i18n";
import { Link } from "@web/lib/router";
import { ArrowLeft, CircleCheck, Hand, MapPin, Undo2, UserRound } from "lucide-react";
import { caseAssigneeBodySchema, type CaseDetail } from "@shared/api/cases";
import type { CaseState } from "@shared/constants";
import { Button } from "@web/components/ui/button";
import { Field } from "@web/components/ui/field";
import { SubmitButton } from "@web/components/ui/form-submit";
import { useSchemaForm, type ErrorCopy } from "@web/lib/schema-form";
import { useAuth } from "@web/lib/auth";
import { ApiError } from "@web/lib/http";
import { useNow } from "@web/lib/use-now";
import { cn } from "@web/lib/utils";
import { WORKSPACE_PATH } from "../case-address";
import type { ListPlace } from "../case-filters";
import { caseAgeText } from "../case-text";
import type { CaseActions } from "../hooks/use-case-actions";
import { NativeSelect } from "./native-select";
import { ContactBadges, OverdueBadge, PriorityBadge, StateBadge } from "./priority-badge";

/** The states a navigator can move a case to from where it is. */
const NEXT_STATES: Record<CaseState, Array<{ to: CaseState; label: string }>> = {
  new: [
    { to: "in_progress", label: "toInProgress" },
    { to: "waiting", label: "toWaiting" },
    { to: "resolved", label: "toResolved" },
  ],
  in_progress: [
    { to: "waiting", label: "toWaiting" },
    { to: "resolved", label: "toResolved" },
  ],
  waiting: [
    { to: "in_progress", label: "toInProgress" },
    { to: "resolved", label: "toResolved" },
  ],
  resolved: [{ to: "in_progress", label: "reopen" }],
};

interface Said {
  text: string;
  failed: boolean;
}

/** Nothing chosen: "Choose a teammate". */
const HAND_OVER_COPY: ErrorCopy = { key: () => "assign.choose" };

function HandOver({
  detail,
  onHand,
  pending,
}: {
  detail: CaseDetail;
  onHand(id: string, name: string): void;
  pending: boolean;
}) {
  const { t } = useTranslation("cases");
  const { user } = useAuth();
  const teammates = detail.team.filter(
    (person) => person.id !== user?.id && person.id !== detail.case.assignee?.id,
  );
  const { form, formRef, errorOf, submit } = useSchemaForm(caseAssigneeBodySchema, {
    defaultValues: { assignee_id: "" },
    fields: ["assignee_id"],
    copy: HAND_OVER_COPY,
    t,
  });
  if (teammates.length === 0) return null;
  const onSubmit = submit(({ assignee_id: id }) => {
    const person = teammates.find((mate) => mate.id === id);
    if (person) onHand(person.id, person.name);
  });
  return (
    <form ref={formRef} onSubmit={onSubmit} className="flex flex-wrap items-end gap-2" noValidate>
      <div className="min-w-52 flex-1 sm:flex-none">
        <Field label={t("assign.handTo")} error={errorOf("assignee_id")}>
          <NativeSelect {...form.register("assignee_id")}>
            <option value="">{t("assign.choose")}</option>
            {teammates.map((mate) => (
              <option key={mate.id} value={mate.id}>
                {mate.name}
              </option>
            ))}
          </NativeSelect>
        </Field>
      </div>
      <SubmitButton variant="outline" pending={pending} pendingLabel={t("assign.handOver")}>
        {t("assign.handOver")}
      </SubmitButton>
    </form>
  );
}

/**
 * The case's header: number, client, state, priority, region, who has it and how long the
 * client has waited; then what can be done: take it, hand it on, put it back in the queue,
 * move its state. What happened is said in the status line, and the focus returns to the
 * case's heading, since the button pressed may be gone.
 */
export function CaseHeader({
  detail,
  actions,
  headingRef,
  backTo,
  onFocusHeading,
}: {
  detail: CaseDetail;
  actions: CaseActions;
  headingRef: Ref<HTMLHeadingElement>;
  backTo: ListPlace;
  onFocusHeading(): void;
}) {
  const { t } = useTranslation("cases");
  const { user } = useAuth();
  const now = useNow();
  const [said, setSaid] = useState<Said | null>(null);
  const summary = detail.case;
  const mine = summary.assignee !== null && summary.assignee.id === user?.id;
  const clientName = summary.client_name ?? t("case.noName");
  const pending = actions.assign.isPending || actions.state.isPending;

  const failed = (error: unknown) =>
    setSaid({
      text: error instanceof ApiError && error.status === 404 ? t("errors.gone") : t("errors.failed"),
      failed: true,
    });
  const done = (text: string) => {
    setSaid({ text, failed: false });
    onFocusHeading();
  };
  const assign = (assigneeId: string | null, text: string) =>
    actions.assign.mutate(assigneeId, { onSuccess: () => done(text), onError: failed });
  const moveTo = (state: CaseState) =>
    actions.state.mutate(state, {
      onSuccess: () => done(t("assign.stateDone", { state: t(`states.${state}`) })),
      onError: failed,
    });

  return (
    <header className="grid gap-4">
      <Link
        to={WORKSPACE_PATH + backTo.search}
        state={{ q: backTo.q }}
        className="inline-flex min-h-11 items-center gap-2 justify-self-start rounded-md text-sm font-medium text-primary underline-offset-4 hover:underline"
      >
        <ArrowLeft className="size-4" aria-hidden="true" />
        {t("case.back")}
      </Link>
      <div className="grid gap-2">
        <h1
          ref={headingRef}
          tabIndex={-1}
          className="flex flex-wrap items-baseline gap-x-3 text-2xl font-bold break-words outline-none sm:text-3xl"
        >
          <span className="text-muted-foreground">{t("case.number", { number: summary.number })}</span>{" "}
          <span className={cn(summary.client_name === null && "italic")}>{clientName}</span>
        </h1>
        <div className="flex flex-wrap items-center gap-2 text-sm">
          <StateBadge state={summary.state} />
          <PriorityBadge priority={summary.priority} />
          {summary.overdue ? <OverdueBadge /> : null}
          <ContactBadges summary={summary} />
          <span className="inline-flex items-center gap-1 text-muted-foreground">
            <MapPin className="size-4" aria-hidden="true" />
            {summary.region ? t(`regions.${summary.region}`) : t("case.noRegion")}
          </span>
          <span className="inline-flex items-center gap-1 text-muted-foreground">
            <UserRound className="size-4" aria-hidden="true" />
            {summary.assignee
              ? mine
                ? t("case.assignedToYou")
                : t("case.assignedTo", { name: summary.assignee.name })
              : t("case.unassigned")}
          </span>
          <span className={cn(summary.overdue ? "font-medium text-destructive" : "text-muted-foreground")}>
            {caseAgeText(t, summary, now)}
          </span>
        </div>
      </div>
      <section aria-label={t("assign.label")} className="rounded-lg border bg-card p-3 sm:p-4">
        <div className="flex flex-wrap items-end gap-x-4 gap-y-3">
          <div className="flex flex-wrap items-end gap-2">
            {mine ? (
              <Button variant="outline" disabled={pending} onClick={() => assign(null, t("assign.queued"))}>
                <Undo2 aria-hidden="true" />
                {t("assign.release")}
              </Button>
            ) : (
              <Button disabled={pending || !user} onClick={() => user && assign(user.id, t("assign.taken"))}>
                <Hand aria-hidden="true" />
                {t("assign.take")}
              </Button>
            )}
            {!mine && summary.assignee ? (
              <Button variant="ghost" disabled={pending} onClick={() => assign(null, t("assign.queued"))}>
                <Undo2 aria-hidden="true" />
                {t("assign.release")}
              </Button>
            ) : null}
            <HandOver
              key={summary.assignee?.id ?? "none"}
              detail={detail}
              pending={pending}
              onHand={(id, name) => assign(id, t("assign.handed", { name }))}
            />
          </div>
          <div
            role="group"
            aria-label={t("assign.stateLabel")}
            className="flex flex-wrap gap-2 sm:border-l sm:pl-4"
          >
            {NEXT_STATES[summary.state].map(({ to, label }) => (
              <Button
                key={to}
                variant={to === "resolved" ? "secondary" : "outline"}
                disabled={pending}
                onClick={() => moveTo(to)}
              >
                {to === "resolved" ? <CircleCheck aria-hidden="true" /> : null}
                {t(`assign.${label}`)}
              </Button>
            ))}
          </div>
        </div>
        {/* Always in the page, so that what it says next is announced; no room taken while empty. */}
        <p
          role="status"
          className={cn(
            "mt-3 text-sm empty:mt-0",
            said?.failed ? "font-medium text-destructive" : "text-muted-foreground",
          )}
        >
          {said?.text}
        </p>
      </section>
    </header>
  );
}
