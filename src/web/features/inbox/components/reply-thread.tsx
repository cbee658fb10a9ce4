import { useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { Send } from "lucide-react";
import { INBOX_REPLY_MAX_CHARS, type InboxItemDetail, type InboxReplyBody } from "@shared/api/inbox";
import { Button } from "@web/components/ui/button";
import { Field } from "@web/components/ui/field";
import { Textarea } from "@web/components/ui/input";
import { formatDateTime } from "@web/lib/dates";
import type { useInboxActions } from "../hooks/use-inbox-actions";
import { checkReply, replyErrorOf, type ReplyError } from "../reply-errors";
import { DetailSection } from "./detail-parts";
import { NativeSelect } from "./native-select";

type Channel = InboxReplyBody["channel"];

function ReplyForm({
  channels,
  actions,
}: {
  channels: Channel[];
  actions: ReturnType<typeof useInboxActions>;
}) {
  const { t } = useTranslation("inbox");
  const [message, setMessage] = useState("");
  const [channel, setChannel] = useState<Channel | undefined>(channels[0]);
  const [error, setError] = useState<ReplyError | null>(null);

  if (!channel) return <p className="text-sm text-muted-foreground">{t("replies.noChannel")}</p>;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const body = { message, channel };
    const found = checkReply(body);
    setError(found);
    if (found) return;
    actions.reply.mutate(body, {
      onSuccess: () => setMessage(""),
      onError: (failure) => setError(replyErrorOf(failure)),
    });
  };

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-3">
      <Field
        label={t("replies.label")}
        hint={t("replies.counter", { count: message.length, max: INBOX_REPLY_MAX_CHARS })}
        error={error ? t(`errors.${error.key}`, { max: error.max }) : undefined}
      >
        <Textarea
          name="reply"
          rows={4}
          required
          aria-required="true"
          value={message}
          onChange={(event) => {
            setMessage(event.target.value);
            setError(null);
          }}
        />
      </Field>
      <div className="flex flex-wrap items-end justify-between gap-3">
        {channels.length > 1 ? (
          <div className="min-w-40">
            <Field label={t("replies.channel")}>
              <NativeSelect
                name="channel"
                value={channel}
                onChange={(event) => setChannel(event.target.value as Channel)}
              >
                {channels.map((value) => (
                  <option key={value} value={value}>
                    {t(`channels.${value}`)}
                  </option>
                ))}
              </NativeSelect>
            </Field>
          </div>
        ) : (
          <p className="self-center text-sm text-muted-foreground">
            {t("replies.channel")}: {t(`channels.${channel}`)}
          </p>
        )}
        <Button type="submit" disabled={actions.reply.isPending}>
          <Send aria-hidden="true" />
          {actions.reply.isPending ? t("replies.sending") : t("replies.send")}
        </Button>
      </div>
    </form>
  );
}

/** The replies sent so far, and the form for the next one. */
export function ReplyThread({
  detail,
  actions,
}: {
  detail: InboxItemDetail;
  actions: ReturnType<typeof useInboxActions>;
}) {
  const { t, i18n } = useTranslation("inbox");
  return (
    <DetailSection title={t("replies.heading")}>
      {detail.replies.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t("replies.empty")}</p>
      ) : (
        <ol className="grid gap-3">
          {detail.replies.map((reply) => (
            <li key={reply.id} className="grid gap-1 rounded-lg border bg-secondary/40 p-3">
              <span className="flex flex-wrap justify-between gap-2 text-xs text-muted-foreground">
                <span>
                  {t("replies.by", { name: reply.admin_name, channel: t(`channels.${reply.channel}`) })}
                </span>
                <time dateTime={reply.created_at}>{formatDateTime(reply.created_at, i18n.language)}</time>
              </span>
              <p className="whitespace-pre-line break-words">{reply.message}</p>
            </li>
          ))}
        </ol>
      )}
      <ReplyForm channels={detail.reply_channels} actions={actions} />
    </DetailSection>
  );
}
