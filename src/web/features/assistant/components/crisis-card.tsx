import { Phone } from "lucide-react";
import { useTranslation } from "react-i18next";
import { EMERGENCY_NUMBERS } from "@shared/constants";
import { HandoffOffer } from "./handoff-offer";

/**
 * What a reply to someone in crisis carries, in the chat and at once (not after the reply
 * has typed out, and never in a toast over the input): the free numbers to call, one tap
 * each, and a person from the care team.
 */
export function CrisisCard({ sent, onRequest }: { sent: boolean; onRequest: () => void }) {
  const { t } = useTranslation("assistant");
  return (
    <section
      aria-label={t("crisis.label")}
      className="mt-2 w-full rounded-xl border border-destructive/40 bg-destructive/10 p-3 text-sm"
      data-testid="assistant-crisis-card"
    >
      <p className="font-medium">{t("handoff.emergency")}</p>
      <div className="mt-2 flex flex-wrap gap-2">
        {EMERGENCY_NUMBERS.map((number) => (
          <a
            key={number}
            href={`tel:${number}`}
            className="inline-flex min-h-11 items-center gap-2 rounded-md border border-destructive/50 bg-background px-3 font-semibold text-destructive hover:bg-destructive/10 focus-visible:outline-2 focus-visible:outline-ring"
          >
            <Phone className="size-4" aria-hidden="true" />
            {t("handoff.call", { number })}
          </a>
        ))}
      </div>
      <HandoffOffer sent={sent} onRequest={onRequest} />
    </section>
  );
}
