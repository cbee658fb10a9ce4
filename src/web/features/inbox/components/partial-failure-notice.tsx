import { useTranslation } from "react-i18next";
import { TriangleAlert } from "lucide-react";
import type { InboxItemType } from "@shared/api/inbox";
import { Button } from "@web/components/ui/button";

/** Spec section 8: when one of the two sources fails, the other's items still show, and we say so. */
export function PartialFailureNotice({ failed, onRetry }: { failed: InboxItemType[]; onRetry(): void }) {
  const { t } = useTranslation("inbox");
  if (failed.length === 0) return null;
  return (
    <div
      role="alert"
      className="flex gap-3 rounded-lg border border-destructive/50 bg-destructive/5 p-3 text-sm"
    >
      <TriangleAlert className="mt-0.5 size-5 shrink-0 text-destructive" aria-hidden="true" />
      <div className="grid flex-1 gap-1">
        <p className="font-semibold">{t("partial.title")}</p>
        <p>
          {failed.map((type) => t(`partial.${type}`)).join(" ")} {t("partial.rest")}
        </p>
        <Button size="sm" variant="outline" className="mt-1 justify-self-start" onClick={onRetry}>
          {t("actions.retry", { ns: "common" })}
        </Button>
      </div>
    </div>
  );
}
