import { useId, useRef, useState } from "react";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "@web/lib/i18n";
import { MessageCircle, Send } from "lucide-react";
import type { ClientCase } from "@shared/api/cases";
import { CASE_MESSAGE_MAX_CHARS } from "@shared/api/cases";
import { Button } from "@web/components/ui/button";
import { formatDateTime } from "@web/lib/dates";
import { cn } from "@web/lib/utils";
import { markReplyRead, myCasesQuery, repliesQuery, writeToCase } from "../api";

function AnswerForm({ caseId }: { caseId: string }) {
  const { t } = useTranslation("applications");
  const queryClient = useQueryClient();
  const fieldId = useId();
  const [text, setText] = useState("");
  const field = useRef<HTMLTextAreaElement>(null);
  // One key per answer: a retry after a lost response does not send it twice.
  const key = useRef(crypto.randomUUID());
  const send = useMutation({
    mutationFn: () => writeToCase(caseId, text.trim(), key.current),
    onSuccess: async () => {
      setText("");
      key.current = crypto.randomUUID();
      await queryClient.invalidateQueries({ queryKey: myCasesQuery.queryKey });
      field.current?.focus();
    },
  });
  return (
    <form
      className="grid gap-2"
      onSubmit={(event) => {
        event.preventDefault();
        if (text.trim()) send.mutate();
      }}
    >
      <label htmlFor={fieldId} className="text-sm font-medium">
        {t("conversations.answerLabel")}
      </label>
      <textarea
        id={fieldId}
        ref={field}
        value={text}
        maxLength={CASE_MESSAGE_MAX_CHARS}
        onChange={(event) => setText(event.target.value)}
        rows={3}
        className="rounded-md border bg-background px-3 py-2 text-base focus-visible:outline-2 focus-visible:outline-ring"
      />
      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" disabled={send.isPending || !text.trim()}>
          <Send aria-hidden="true" />
          {send.isPending ? t("conversations.sending") : t("conversations.send")}
        </Button>
        <p aria-live="polite" className="text-sm">
          {send.isError ? t("conversations.failed") : send.isSuccess ? t("conversations.sent") : ""}
        </p>
      </div>
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
