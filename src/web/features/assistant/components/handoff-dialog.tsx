/**
 * Talk to a person: after a reply to someone in crisis, they may ask the care team to
 * reach out. They consent, may leave a phone number or e-mail and a region, and tick the
 * messages to share; nothing else of the chat leaves the device. A signed-in person is
 * known by their account (docs/decisions/056): they are asked only for a number to call,
 * and for a region when their profile has none.
 */
import { useState, type FormEvent } from "react";
import { useMutation } from "@tanstack/react-query";
import { TRIED_AT_ONCE } from "@web/lib/query-client";
import { useTranslation } from "@web/lib/i18n";
import { REGIONS, type Region } from "@shared/constants";
import type { HandoffRequest } from "@shared/api/assistant-handoff";
import { normaliseUgandanPhone } from "@shared/domain/phone";
import { Button } from "@web/components/ui/button";
import { CrisisLines } from "./crisis-lines";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from "@web/components/ui/dialog";
import { Field } from "@web/components/ui/field";
import { CheckBox } from "@web/components/ui/check-box";
import { ChoiceCards } from "@web/components/ui/choice-cards";
import { Input } from "@web/components/ui/input";
import { ApiError } from "@web/lib/http";
import { notify } from "@web/lib/toast";
import { AllowanceUsedUpError, requestHandoff } from "../api";
import type { ChatMessage } from "../chat-types";
import { HANDOFF_SHARED_MESSAGES_MAX } from "../limits";
import { FormAlert } from "@web/components/ui/form-alert";

interface HandoffDialogProps {
  /** The crisis reply the request follows, or null when closed. */
  messageId: string | null;
  messages: ChatMessage[];
  /** The signed-in person's account (its region, if the profile has one), or null. */
  account: { region: Region | null } | null;
  onClose: () => void;
  /** Sent; `liveChat`: a visitor's live chat with a navigator was opened (decision 060). */
  onSent: (messageId: string, liveChat: boolean) => void;
}

type ErrorKey = "consent_required" | "invalid_contact" | "rate_limited";

/** One box for either: an "@" makes it an e-mail, anything else a phone number. */
export function splitContact(contact: string): Pick<HandoffRequest, "phone" | "email"> | null {
  const value = contact.trim();
  if (value === "") return {};
  if (value.includes("@")) return { email: value };
  return normaliseUgandanPhone(value) ? { phone: value } : null;
}

/** The messages up to the crisis reply, newest last; the person's own last message is ticked. */
function shareableMessages(messages: ChatMessage[], messageId: string) {
  const end = messages.findIndex((message) => message.id === messageId);
  return messages.slice(0, end + 1).slice(-HANDOFF_SHARED_MESSAGES_MAX);
}

export function HandoffDialog({ messageId, messages, account, onClose, onSent }: HandoffDialogProps) {
  const { t } = useTranslation("assistant");
  const signedIn = account !== null;
  const askRegion = account?.region == null;
  const candidates = messageId ? shareableMessages(messages, messageId) : [];
  const lastUserMessage = candidates.filter((message) => message.isUser).at(-1)?.id;
  const [contact, setContact] = useState("");
  const [region, setRegion] = useState<Region | "">("");
  // Until the person changes it, only their own last message is shared.
  const [choice, setChoice] = useState<ReadonlySet<string> | null>(null);
  const [consent, setConsent] = useState(false);
  // A visitor may talk here now; a signed-in person is answered in their account.
  const [chatNow, setChatNow] = useState(true);
  const [error, setError] = useState<ErrorKey | null>(null);

  const shared = choice ?? new Set(lastUserMessage ? [lastUserMessage] : []);
  const toggle = (id: string, on: boolean) => {
    const next = new Set(shared);
    if (on) next.add(id);
    else next.delete(id);
    setChoice(next);
  };

  const reset = () => {
    setContact("");
    setRegion("");
    setChoice(null);
    setConsent(false);
    setChatNow(true);
    setError(null);
  };

  const send = useMutation({
    // A failure says so, with the numbers to call.
    ...TRIED_AT_ONCE,
    mutationFn: ({ request }: { messageId: string; request: HandoffRequest }) => requestHandoff(request),
    onSuccess: (created, { messageId: sentFor }) => {
      // At the top: at the bottom of a phone it would sit over the chat's input.
      notify.success(t("handoff.successTitle"), {
        description: t("handoff.successText"),
        position: "top-center",
      });
      reset();
      onSent(sentFor, created.live_chat === true);
    },
    onError: (caught) => {
      if (caught instanceof AllowanceUsedUpError) setError("rate_limited");
      else if (caught instanceof ApiError && (caught.field === "phone" || caught.field === "email"))
        setError("invalid_contact");
      else notify.error(t("handoff.errorTitle"), { description: t("handoff.errorText") });
    },
  });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!messageId) return;
    const contactFields = splitContact(contact);
    if (!consent) return setError("consent_required");
    if (!contactFields) return setError("invalid_contact");
    send.mutate({
      messageId,
      request: {
        consent: true,
        live_chat: !signedIn && chatNow,
        ...contactFields,
        region: region || null,
        messages: candidates
          .filter((message) => shared.has(message.id))
          .map((message) => ({ from: message.isUser ? "user" : "assistant", text: message.text })),
      },
    });
  };

  return (
    <Dialog
      open={messageId !== null}
      onOpenChange={(open) => {
        if (open) return;
        reset();
        onClose();
      }}
    >
      <DialogContent className="max-w-md" data-testid="assistant-handoff-dialog">
        <DialogHeader>
          <DialogTitle>{t("handoff.title")}</DialogTitle>
          <DialogDescription>{t("handoff.description")}</DialogDescription>
        </DialogHeader>
        <div className="rounded-lg border border-destructive/40 bg-destructive/10 p-3 text-sm">
          <p>{t("handoff.emergency")}</p>
          <CrisisLines />
        </div>
        <form onSubmit={onSubmit} className="grid gap-4" noValidate>
          {signedIn ? null : (
            <ChoiceCards<"now" | "later">
              name="handoff-how"
              compact
              columns="one"
              legend={t("handoff.howLabel")}
              choices={[
                { value: "now", label: t("handoff.howChat") },
                { value: "later", label: t("handoff.howLater") },
              ]}
              value={chatNow ? "now" : "later"}
              onChange={(how) => setChatNow(how === "now")}
            />
          )}
          <Field
            label={signedIn ? t("handoff.signedInContactLabel") : t("handoff.contactLabel")}
            hint={
              signedIn
                ? t("handoff.signedInContactHint")
                : chatNow
                  ? t("handoff.contactHintChat")
                  : t("handoff.contactHint")
            }
            error={error === "invalid_contact" ? t("handoff.errors.invalid_contact") : undefined}
          >
            <Input
              value={contact}
              onChange={(event) => setContact(event.target.value)}
              autoComplete="tel"
              inputMode={signedIn ? "tel" : "text"}
            />
          </Field>
          {askRegion ? (
            <Field label={t("handoff.regionLabel")}>
              <select
                value={region}
                onChange={(event) => setRegion(event.target.value as Region | "")}
                className="h-11 w-full rounded-md border border-input bg-background px-3 text-base text-foreground"
              >
                <option value="">{t("handoff.regionNone")}</option>
                {REGIONS.map((value) => (
                  <option key={value} value={value}>
                    {t(`handoff.regions.${value}`)}
                  </option>
                ))}
              </select>
            </Field>
          ) : null}
          {candidates.length > 0 ? (
            <fieldset className="grid gap-2">
              <legend className="mb-1 text-sm font-medium">{t("handoff.shareLabel")}</legend>
              {candidates.map((message) => (
                <label key={message.id} className="flex items-start gap-2 rounded-md border p-2 text-sm">
                  <input
                    type="checkbox"
                    className="mt-1 size-4 accent-primary"
                    checked={shared.has(message.id)}
                    onChange={(event) => toggle(message.id, event.target.checked)}
                  />
                  <span className="line-clamp-3 min-w-0 text-muted-foreground">
                    {`${message.isUser ? t("messages.you") : t("messages.icare")}: ${message.text}`}
                  </span>
                </label>
              ))}
            </fieldset>
          ) : null}
          <CheckBox
            name="consent"
            checked={consent}
            onChange={setConsent}
            error={error === "consent_required" ? t("handoff.errors.consent_required") : undefined}
          >
            {t("handoff.consent")}
          </CheckBox>
          <FormAlert message={error === "rate_limited" ? t("handoff.errors.rate_limited") : undefined} />
          <Button type="submit" disabled={send.isPending}>
            {send.isPending ? t("handoff.sending") : t("handoff.submit")}
          </Button>
        </form>
      </DialogContent>
    </Dialog>
  );
}
