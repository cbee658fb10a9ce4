import { useTranslation } from "react-i18next";
import { DoorOpen } from "lucide-react";
import { Button } from "@web/components/ui/button";
import { cn } from "@web/lib/utils";
import { quickExit } from "../quick-exit";

/**
 * The visible quick exit: one press leaves for a neutral page (docs/safety.md). On a
 * phone only "Exit" fits beside the menu; the full name is always its accessible name.
 */
export function QuickExitButton({ className }: { className?: string }) {
  const { t } = useTranslation("common");
  return (
    <Button
      size="sm"
      variant="destructive"
      className={cn("h-10 px-3 font-semibold", className)}
      title={`${t("quickExit.hint")} ${t("quickExit.shortcut")}`}
      aria-label={t("quickExit.label")}
      data-quick-exit
      onClick={() => void quickExit()}
    >
      <DoorOpen aria-hidden="true" />
      <span className="hidden sm:inline">{t("quickExit.label")}</span>
      <span className="sm:hidden" aria-hidden="true">
        {t("quickExit.short")}
      </span>
    </Button>
  );
}
