import { useId } from "react";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { MessageCircle } from "lucide-react";
import { Button } from "@web/components/ui/button";
import { formatDateTime } from "@web/lib/dates";
import { cn } from "@web/lib/utils";
import { markReplyRead, repliesQuery, type NavigatorReply } from "../api";

function ReplyItem({ reply }: { reply: NavigatorReply }) {
  const { t, i18n } = useTranslation("applications");
  const queryClient = useQueryClient();
  const markRead = useMutation({
    mutationFn: () => markReplyRead(reply.id),
    // The bell counts the same notifications: both refresh.
    onSettled: () => queryClient.invalidateQueries({ queryKey: ["notifications"] }),
  });
  return (
    <li
      className={cn(
        "grid gap-2 rounded-lg border p-4",
        reply.read ? "bg-card" : "border-primary/50 bg-primary/5",
      )}
    >
      <div className="flex flex-wrap items-center justify-between gap-2 text-sm">
        <span className="font-semibold">
          {reply.adminName ? t("replies.from", { name: reply.adminName }) : t("replies.fromTeam")}
        </span>
        <span className="flex items-center gap-2 text-muted-foreground">
          {reply.read ? null : (
            <span className="rounded-full bg-primary px-2 py-0.5 text-xs font-semibold text-primary-foreground">
              {t("replies.new")}
            </span>
          )}
          <time dateTime={reply.createdAt}>{formatDateTime(reply.createdAt, i18n.language)}</time>
        </span>
      </div>
      <p className="whitespace-pre-line break-words">{reply.message}</p>
      {reply.read ? null : (
        <Button
          size="sm"
          variant="outline"
          className="justify-self-start"
          disabled={markRead.isPending}
          onClick={() => markRead.mutate()}
        >
          {t("replies.markRead")}
        </Button>
      )}
    </li>
  );
}

/** Replies from the client's navigator (in-app reply notifications), unread ones marked. */
export function NavigatorReplies() {
  const { t } = useTranslation("applications");
  const headingId = useId();
  const { data, isPending, isError } = useQuery(repliesQuery);
  return (
    <section aria-labelledby={headingId} className="grid gap-3">
      <h2 id={headingId} className="flex items-center gap-2 text-xl font-semibold">
        <MessageCircle className="size-5 text-primary" aria-hidden="true" />
        {t("replies.heading")}
      </h2>
      {isPending ? null : isError ? (
        <p role="alert" className="text-sm">
          {t("replies.failed")}
        </p>
      ) : data.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t("replies.empty")}</p>
      ) : (
        <ul className="grid gap-3">
          {data.map((reply) => (
            <ReplyItem key={reply.id} reply={reply} />
          ))}
        </ul>
      )}
    </section>
  );
}
