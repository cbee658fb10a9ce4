import { BellRing } from "lucide-react";
import { useMutation } from "@tanstack/react-query";
import { TRIED_AT_ONCE } from "@web/lib/query-client";
import { useTranslation } from "@web/lib/i18n";
import { Button } from "@web/components/ui/button";
import type { ChatEscalation, ChatMessage } from "../chat-types";
import { CrisisLines } from "./crisis-lines";
import { HandoffOffer } from "./handoff-offer";

/** What the person can do from a crisis card; the chat store does it. */
export interface CrisisActions {
  /** Opens "Talk to a person" for this reply. */
  requestPerson(messageId: string): void;
  /** They do not want to be called or written to; false when it could not be said. */
  declineContact(messageId: string): Promise<boolean>;
}

/**
 * What a reply to someone in crisis carries, in the chat and at once (not after the reply
 * has typed out, and never in a toast over the input): the free numbers to call, one tap
 * each, and a person from the care team: already alerted for a signed-in person (who is
 * told how and when they will be contacted, and may say no), offered to anyone else.
 */
export function CrisisCard({ message, actions }: { message: ChatMessage; actions: CrisisActions }) {
  const { t } = useTranslation("assistant");
  const { escalation } = message;
  return (
    <section
      aria-label={t("crisis.label")}
      className="mt-2 w-full rounded-xl border border-destructive/40 bg-destructive/10 p-3 text-sm"
      data-testid="assistant-crisis-card"
    >
      <p className="font-medium">{t("handoff.emergency")}</p>
      <CrisisLines />
      {escalation && !escalation.declined ? (
        <TeamAlerted escalation={escalation} onDecline={() => actions.declineContact(message.id)} />
      ) : (
        <>
          {escalation?.declined ? (
            <p className="mt-2 rounded-xl border bg-card p-3" role="status">
              {t("escalation.declined")}
            </p>
          ) : null}
          <HandoffOffer
            sent={message.handoffSent === true}
            onRequest={() => actions.requestPerson(message.id)}
          />
        </>
      )}
    </section>
  );
}

function TeamAlerted({
  escalation,
  onDecline,
}: {
  escalation: ChatEscalation;
  onDecline: () => Promise<boolean>;
}) {
  const { t } = useTranslation("assistant");
  // The chat store says when it could not be said, and the card stays.
  const decline = useMutation({ ...TRIED_AT_ONCE, mutationFn: () => onDecline() });
  const within =
    escalation.withinMinutes === 60
      ? t("escalation.withinHour")
      : t("escalation.withinMinutes", { count: escalation.withinMinutes });
  return (
    <div
      className="mt-2 rounded-xl border border-primary/40 bg-card p-3"
      data-testid="assistant-team-alerted"
    >
      <p className="flex items-start gap-2 font-medium">
        <BellRing className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
        {t("escalation.alerted")}
      </p>
      <p className="mt-1">
        {escalation.reach === "call" && escalation.phoneEnding
          ? t("escalation.call", { ending: escalation.phoneEnding, within })
          : t("escalation.portal", { within })}
      </p>
      <Button
        variant="outline"
        size="sm"
        className="mt-2"
        disabled={decline.isPending}
        onClick={() => decline.mutate()}
      >
        {t("escalation.decline")}
      </Button>
    </div>
  );
}
