import { useCallback, useId, useRef, useState, type FormEvent, type KeyboardEvent } from "react";
import type { TFunction } from "@web/lib/i18n";
import { useTranslation } from "@web/lib/i18n";
import { LockKeyhole, MessageSquareReply, Send, StickyNote, TriangleAlert } from "lucide-react";
import { CASE_MESSAGE_MAX_CHARS, caseNoteBodySchema, type CaseDetail } from "@shared/api/cases";
import type { REPLY_CHANNELS } from "@shared/api/inbox";
import { Label, Textarea } from "@web/components/ui/input";
import { ApiError } from "@web/lib/http";
import { useSchemaForm, type ErrorCopy } from "@web/lib/schema-form";
import { cn } from "@web/lib/utils";
import type { CaseActions } from "../hooks/use-case-actions";
import { SubmitButton } from "@web/components/ui/form-submit";

type Channel = (typeof REPLY_CHANNELS)[number];
type Mode = "reply" | "note";

/** The text's codes: too long (with the limit), else "write something first". */
const COPY: ErrorCopy<string> = {
  key: (_field, _name, code) => `composer.errors.${code === "too_long" ? "too_long" : "required"}`,
  values: () => ({ max: CASE_MESSAGE_MAX_CHARS }),
};

/** A refusal that is not about the text: a key in cases.json's "composer.errors". */
type Refusal = "channel_unavailable" | "sms_stopped" | "sms_ceiling" | "not_delivered" | "gone" | "failed";

function refusalOf(error: unknown): Refusal {
  if (!(error instanceof ApiError)) return "failed";
  if (error.code === "channel_unavailable") return "channel_unavailable";
  // The person's own choice (they texted STOP), or the day's ceiling on texts (decision 081).
  if (error.code === "sms_stopped" || error.code === "sms_ceiling") return error.code;
  if (error.code === "reply_not_delivered" || error.status === 502) return "not_delivered";
  if (error.status === 404) return "gone";
  return "failed";
}

/** "In the app", "SMS to +256…", "E-mail to …": where a reply will go, plainly. */
export function channelText(t: TFunction, channel: Channel, client: CaseDetail["client"]): string {
  if (channel === "sms" && client.phone) return t("composer.channelSms", { phone: client.phone });
  if (channel === "email" && client.email) return t("composer.channelEmail", { email: client.email });
  return t(`channels.${channel}`);
}

const segment =
  "relative flex min-h-11 cursor-pointer items-center justify-center gap-2 rounded-md px-3 text-center text-sm font-medium text-muted-foreground has-[:checked]:bg-background has-[:checked]:text-foreground has-[:checked]:shadow-sm has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-ring";

function ModeSwitch({
  mode,
  onChange,
  canReply,
}: {
  mode: Mode;
  onChange(mode: Mode): void;
  canReply: boolean;
}) {
  const { t } = useTranslation("cases");
  const name = useId();
  const modes: Array<{ value: Mode; icon: typeof Send }> = [
    ...(canReply ? [{ value: "reply" as const, icon: MessageSquareReply }] : []),
    { value: "note", icon: StickyNote },
  ];
  return (
    <fieldset className="grid gap-1.5">
      <legend className="sr-only">{t("composer.mode")}</legend>
      <div className="grid grid-cols-2 gap-1 rounded-lg bg-muted p-1 sm:inline-grid sm:justify-self-start">
        {modes.map(({ value, icon: Icon }) => (
          <label key={value} className={segment}>
            <input
              type="radio"
              name={name}
              value={value}
              checked={mode === value}
              onChange={() => onChange(value)}
              // Over the whole segment, unseen: a tap anywhere on it is a tap on the radio.
              className="absolute inset-0 m-0 cursor-pointer appearance-none opacity-0"
            />
            <Icon className="size-4" aria-hidden="true" />
            {t(`composer.modes.${value}`)}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

function ChannelChoice({
  channels,
  channel,
  onChange,
  client,
}: {
  channels: Channel[];
  channel: Channel;
  onChange(channel: Channel): void;
  client: CaseDetail["client"];
}) {
  const { t } = useTranslation("cases");
  const name = useId();
  if (channels.length === 1) {
    return (
      <p className="text-sm">
        <span className="text-muted-foreground">{t("composer.goesBy")}</span>{" "}
        {channelText(t, channel, client)}
      </p>
    );
  }
  return (
    <fieldset className="grid gap-1.5">
      <legend className="text-sm font-medium">{t("composer.channel")}</legend>
      <div className="flex flex-wrap gap-x-4 gap-y-1">
        {channels.map((value) => (
          <label key={value} className="flex min-h-11 cursor-pointer items-center gap-2 text-sm break-all">
            <input
              type="radio"
              name={name}
              value={value}
              checked={channel === value}
              onChange={() => onChange(value)}
              className="size-4 shrink-0 accent-primary"
            />
            {channelText(t, value, client)}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/**
 * The composer: a reply to the client (by the channel chosen) or an internal note the
 * client never sees. After sending, the text is cleared and the field has the focus again;
 * when sending fails, the text stays and the reason is said next to it and aloud.
 */
export function Composer({ detail, actions }: { detail: CaseDetail; actions: CaseActions }) {
  const { t } = useTranslation("cases");
  const channels = detail.reply_channels;
  const canReply = channels.length > 0;
  const [chosenMode, setMode] = useState<Mode>(canReply ? "reply" : "note");
  const mode: Mode = canReply ? chosenMode : "note";
  const [chosenChannel, setChannel] = useState<Channel | undefined>(channels[0]);
  const channel = chosenChannel && channels.includes(chosenChannel) ? chosenChannel : channels[0];
  const ownRef = useRef<HTMLTextAreaElement | null>(null);
  // After sending, or failing to, the text field has the focus again.
  const focusText = useCallback(() => requestAnimationFrame(() => ownRef.current?.focus()), []);
  const { form, formRef, errorOf, submit, showServerErrors } = useSchemaForm(caseNoteBodySchema, {
    defaultValues: { text: "" },
    fields: ["text"],
    copy: COPY,
    t,
  });
  const text = form.watch("text");
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const [announcement, setAnnouncement] = useState("");
  const fieldId = useId();
  const counterId = `${fieldId}-counter`;
  const statusId = `${fieldId}-status`;

  const pending = actions.reply.isPending || actions.note.isPending;
  const errorText = errorOf("text") ?? (refusal ? t(`composer.errors.${refusal}`) : undefined);
  const clearErrors = () => {
    form.clearErrors("text");
    setRefusal(null);
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (pending) return;
    setRefusal(null);
    const send = () => {
      setAnnouncement(mode === "reply" ? t("composer.sending") : t("composer.saving"));
      const onSuccess = () => {
        form.reset({ text: "" });
        setAnnouncement(
          mode === "reply" && channel
            ? t("composer.sent", { channel: channelText(t, channel, detail.client) })
            : t("composer.noted"),
        );
        focusText();
      };
      const onError = (failure: unknown) => {
        if (!showServerErrors(failure)) setRefusal(refusalOf(failure));
        setAnnouncement("");
        focusText();
      };
      if (mode === "reply") actions.reply.mutate({ text, channel }, { onSuccess, onError });
      else actions.note.mutate(text, { onSuccess, onError });
    };
    void submit(send)(event);
  };

  // Ctrl+Enter (or ⌘+Enter) sends, as in most messaging tools.
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === "Enter" && (event.ctrlKey || event.metaKey)) {
      event.preventDefault();
      formRef.current?.requestSubmit();
    }
  };

  const textField = form.register("text");
  const note = mode === "note";
  return (
    <form
      ref={formRef}
      onSubmit={onSubmit}
      noValidate
      aria-label={t("composer.label")}
      className={cn(
        "grid gap-3 rounded-lg border p-3 sm:p-4",
        note
          ? "border-2 border-dashed border-amber-500 bg-amber-50/60 dark:border-amber-400/70 dark:bg-amber-950/30"
          : "bg-card",
      )}
    >
      {canReply ? (
        <ModeSwitch
          mode={mode}
          canReply={canReply}
          onChange={(next) => {
            setMode(next);
            clearErrors();
          }}
        />
      ) : (
        <p role="note" className="flex items-start gap-2 rounded-md border border-input bg-muted p-3 text-sm">
          <TriangleAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          {t("composer.unreachable")}
        </p>
      )}
      {mode === "reply" && channel ? (
        <ChannelChoice channels={channels} channel={channel} onChange={setChannel} client={detail.client} />
      ) : (
        <p className="flex items-center gap-2 text-sm font-medium text-amber-900 dark:text-amber-100">
          <LockKeyhole className="size-4 shrink-0" aria-hidden="true" />
          {t("composer.noteHint")}
        </p>
      )}
      <div className="grid gap-1.5">
        <Label htmlFor={fieldId}>{note ? t("composer.noteLabel") : t("composer.replyLabel")}</Label>
        <Textarea
          {...textField}
          ref={(element) => {
            textField.ref(element);
            ownRef.current = element;
          }}
          id={fieldId}
          rows={4}
          required
          aria-required="true"
          aria-invalid={errorText ? true : undefined}
          aria-describedby={`${counterId} ${statusId}`}
          onKeyDown={onKeyDown}
          onChange={(event) => {
            void textField.onChange(event);
            if (errorText) clearErrors();
          }}
        />
        <p id={counterId} className="text-sm text-muted-foreground">
          {t("composer.counter", { count: text.length, max: CASE_MESSAGE_MAX_CHARS })}
        </p>
      </div>
      <div className="flex flex-wrap items-center justify-between gap-3">
        {/* Always in the page, so that what it says next is announced. */}
        <p
          id={statusId}
          role="status"
          className={cn(
            "min-h-5 text-sm",
            errorText ? "font-medium text-destructive" : "text-muted-foreground",
          )}
        >
          {errorText ?? announcement}
        </p>
        <SubmitButton
          pending={pending}
          pendingLabel={t("composer.sending")}
          icon={note ? <StickyNote aria-hidden="true" /> : <Send aria-hidden="true" />}
          variant={note ? "secondary" : "default"}
        >
          {note ? t("composer.addNote") : t("composer.send")}
        </SubmitButton>
      </div>
    </form>
  );
}
