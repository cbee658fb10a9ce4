import { useId, useRef } from "react";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "@web/lib/i18n";
import { MessageCircle, Send } from "lucide-react";
import {
  CASE_MESSAGE_MAX_CHARS,
  clientCaseMessageBodySchema,
  type ClientCase,
  type ClientCaseMessageBody,
} from "@shared/api/cases";
import { Button } from "@web/components/ui/button";
import { Field } from "@web/components/ui/field";
import { FormAlert, FormNote } from "@web/components/ui/form-alert";
import { SubmitButton } from "@web/components/ui/form-submit";
import { Textarea } from "@web/components/ui/input";
import { useSchemaForm, type ErrorCopy } from "@web/lib/schema-form";
import { formatDateTime } from "@web/lib/dates";
import { cn } from "@web/lib/utils";
import { markReplyRead, myCasesQuery, repliesQuery, writeToCase } from "../api";

const ANSWER_FIELDS = ["text"] as const;

const ANSWER_COPY: ErrorCopy = {
  key: (_field, name) => (name === "tooLong" ? "conversations.tooLong" : "conversations.empty"),
  values: () => ({ max: CASE_MESSAGE_MAX_CHARS }),
};

function AnswerForm({ caseId }: { caseId: string }) {
  const { t } = useTranslation("applications");
  const queryClient = useQueryClient();
  const { form, formRef, errorOf, submit, showServerErrors, failWith, formError } = useSchemaForm(
    clientCaseMessageBodySchema,
    { defaultValues: { text: "" }, fields: ANSWER_FIELDS, copy: ANSWER_COPY, t },
  );
  // One key per answer: a retry after a lost response does not send it twice.
  const key = useRef(crypto.randomUUID());
  const send = useMutation({
    mutationFn: ({ text }: ClientCaseMessageBody) => writeToCase(caseId, text, key.current),
    onSuccess: async () => {
      form.reset({ text: "" });
      key.current = crypto.randomUUID();
      await queryClient.invalidateQueries({ queryKey: myCasesQuery.queryKey });
      form.setFocus("text");
    },
    onError: (error) => {
      if (!showServerErrors(error)) failWith("conversations.failed");
    },
  });
  const onSubmit = submit((body) => send.mutate(body));
  return (
    <form ref={formRef} className="grid gap-2" onSubmit={onSubmit} noValidate>
      <Field label={t("conversations.answerLabel")} error={errorOf("text")}>
        <Textarea maxLength={CASE_MESSAGE_MAX_CHARS} rows={3} {...form.register("text")} />
      </Field>
      <FormAlert message={formError} />
      <FormNote message={send.isSuccess ? t("conversations.sent") : undefined} />
      <SubmitButton
        className="justify-self-start"
        icon={<Send aria-hidden="true" />}
        pending={send.isPending}
        pendingLabel={t("conversations.sending")}
      >
        {t("conversations.send")}
      </SubmitButton>
    </form>
  );
}

function Conversation({ kase }: { kase: ClientCase }) {
  const { t, language } = useTranslation(["applications", "services"]);
  const services = kase.services.map((service) => t(`services:names.${service}`)).join(", ");
  return (
    <li className="grid gap-3 rounded-lg border bg-card p-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 className="font-semibold">
          {t("conversations.title", { number: kase.number })}
          {services ? <span className="font-normal text-muted-foreground"> · {services}</span> : null}
        </h3>
        <span className="rounded-full bg-muted px-2.5 py-1 text-xs font-semibold">
          {t(`conversations.state.${kase.state}`)}
        </span>
      </div>
      {kase.messages.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t("conversations.noMessages")}</p>
      ) : (
        <ol className="grid gap-2">
          {kase.messages.map((message) => (
            <li
              key={message.id}
              className={cn(
                "grid max-w-[85%] gap-1 rounded-lg px-3 py-2",
                message.from === "you" ? "justify-self-end bg-primary/10" : "justify-self-start bg-muted",
              )}
            >
              <span className="text-xs text-muted-foreground">
                {message.from === "you"
                  ? t("conversations.you")
                  : message.author_name
                    ? t("replies.from", { name: message.author_name })
                    : t("replies.fromTeam")}
                {" · "}
                <time dateTime={message.at}>{formatDateTime(message.at, language)}</time>
              </span>
              <p className="whitespace-pre-line break-words">{message.text}</p>
            </li>
          ))}
        </ol>
      )}
      {kase.state === "resolved" ? (
        <p className="text-sm text-muted-foreground">{t("conversations.resolvedHint")}</p>
      ) : null}
      <AnswerForm caseId={kase.id} />
    </li>
  );
}

/**
 * The client's conversations with the care team, one per case: the team's replies and
 * their own answers, the state in plain words, and a box to answer in the same thread.
 */
export function Conversations() {
  const { t } = useTranslation("applications");
  const headingId = useId();
  const queryClient = useQueryClient();
  const { data, isPending, isError } = useQuery(myCasesQuery);
  const unread = (useQuery(repliesQuery).data ?? []).filter((reply) => !reply.read);
  const markRead = useMutation({
    mutationFn: () => Promise.all(unread.map((reply) => markReplyRead(reply.id))),
    // The bell counts the same notifications: both refresh.
    onSettled: () => queryClient.invalidateQueries({ queryKey: ["notifications"] }),
  });
  return (
    <section aria-labelledby={headingId} className="grid gap-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id={headingId} className="flex items-center gap-2 text-xl font-semibold">
          <MessageCircle className="size-5 text-primary" aria-hidden="true" />
          {t("replies.heading")}
        </h2>
        {unread.length > 0 ? (
          <Button size="sm" variant="outline" disabled={markRead.isPending} onClick={() => markRead.mutate()}>
            {t("conversations.markRead", { count: unread.length })}
          </Button>
        ) : null}
      </div>
      {isPending ? null : isError ? (
        <p role="alert" className="text-sm">
          {t("replies.failed")}
        </p>
      ) : data.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t("replies.empty")}</p>
      ) : (
        <ul className="grid gap-4">
          {data.map((kase) => (
            <Conversation key={kase.id} kase={kase} />
          ))}
        </ul>
      )}
    </section>
  );
}
