import { CheckCircle2, UserRound } from "lucide-react";
import { useTranslation } from "@web/lib/i18n";
import { Button } from "@web/components/ui/button";

/** Under a reply to someone in crisis: the offer of a person from the care team. */
export function HandoffOffer({ sent, onRequest }: { sent: boolean; onRequest: () => void }) {
  const { t } = useTranslation("assistant");
  if (sent) {
    return (
      <p
        className="mt-2 flex items-start gap-2 rounded-xl border bg-card p-3 text-sm"
        data-testid="assistant-handoff-sent"
      >
        <CheckCircle2 className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
        {t("handoff.sent")}
      </p>
    );
  }
  return (
    <div className="mt-2 rounded-xl border border-primary/40 bg-card p-3 text-sm">
      <p>{t("handoff.offer")}</p>
      <Button size="sm" className="mt-2" onClick={onRequest}>
        <UserRound aria-hidden="true" />
        {t("handoff.offerButton")}
      </Button>
    </div>
  );
}
