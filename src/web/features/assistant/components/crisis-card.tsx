import { useTranslation } from "react-i18next";
import { CrisisLines } from "./crisis-lines";
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
      <CrisisLines />
      <HandoffOffer sent={sent} onRequest={onRequest} />
    </section>
  );
}
