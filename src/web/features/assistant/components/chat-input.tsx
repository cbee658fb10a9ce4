/**
 * The message box (spec sections 2 and 5): Enter sends, Shift+Enter starts a new line;
 * box and button are disabled while a reply is fetched or typed; the placeholder says
 * which. Focus comes back to the box when the reply is done.
 */
import { useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent } from "react";
import { SendHorizontal } from "lucide-react";
import { useTranslation } from "@web/lib/i18n";
import { USER_INPUT_MAX_CHARS } from "../limits";
import type { ChatPlace } from "../chat-vault";

interface ChatInputProps {
  busy: boolean;
  fetching: boolean;
  signedIn: boolean;
  /** Where the conversation is kept, said under the box. */
  place: ChatPlace;
  onSend: (text: string) => Promise<boolean>;
  onActivity: () => void;
  /** In a live chat, the words go to a peer navigator, not to iCare: the box says so. */
  toPerson?: boolean;
}

const PRIVACY_NOTES = {
  account: "panel.privacyAccount",
  visit: "panel.privacyVisit",
  kept: "panel.privacyKept",
} as const satisfies Record<ChatPlace, string>;

const MAX_HEIGHT_PX = 120;

export function ChatInput({
  busy,
  fetching,
  signedIn,
  place,
  onSend,
  onActivity,
  toPerson = false,
}: ChatInputProps) {
  const { t } = useTranslation("assistant");
  const [text, setText] = useState("");
  const box = useRef<HTMLTextAreaElement>(null);
  const noteId = useId();

  // Into the box on open, and back into it when a reply is done.
  useEffect(() => {
    if (!busy) box.current?.focus();
  }, [busy]);

  // Grow with the text, up to a few lines; when empty, tall enough for the whole placeholder.
  useEffect(() => {
    const element = box.current;
    if (!element) return;
    element.style.height = "auto";
    const empty = element.value === "";
    if (empty) element.value = element.placeholder;
    const height = element.scrollHeight;
    if (empty) element.value = "";
    element.style.height = `${Math.min(height + 2, MAX_HEIGHT_PX)}px`;
  }, [text, fetching, signedIn, toPerson]);

  const send = async () => {
    if (busy || text.trim() === "") return;
    const sent = text;
    setText("");
    if (!(await onSend(sent))) setText(sent);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === "Enter" && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      void send();
    }
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void send();
  };

  const placeholder = toPerson
    ? t("live.placeholder")
    : fetching
      ? t("input.placeholderFetching")
      : signedIn
        ? t("input.placeholderSignedIn")
        : t("input.placeholderAnonymous");

  return (
    <form
      onSubmit={onSubmit}
      className="border-t bg-card px-3 pt-3 pb-[max(0.75rem,env(safe-area-inset-bottom))]"
    >
      <div className="flex items-end gap-2">
        <textarea
          ref={box}
          rows={1}
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            onActivity();
          }}
          onKeyDown={onKeyDown}
          disabled={busy}
          maxLength={USER_INPUT_MAX_CHARS}
          placeholder={placeholder}
          aria-label={toPerson ? t("live.inputLabel") : t("input.label")}
          aria-describedby={noteId}
          className="min-h-11 flex-1 resize-none rounded-xl border border-input bg-background px-3 py-2.5 text-base text-foreground placeholder:text-muted-foreground focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-ring disabled:opacity-60 sm:text-sm"
        />
        <button
          type="submit"
          disabled={busy || text.trim() === ""}
          aria-label={t("input.send")}
          className="inline-flex size-11 shrink-0 items-center justify-center rounded-xl bg-primary text-primary-foreground hover:bg-primary/90 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring disabled:pointer-events-none disabled:opacity-50"
        >
          <SendHorizontal className="size-5" aria-hidden="true" />
        </button>
      </div>
      <p id={noteId} className="mt-2 text-center text-[0.6875rem] text-muted-foreground">
        {t(PRIVACY_NOTES[place])}
      </p>
    </form>
  );
}
