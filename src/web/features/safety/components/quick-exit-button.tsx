import { useTranslation } from "@web/lib/i18n";
import { DoorOpen } from "lucide-react";
import { buttonVariants } from "@web/components/ui/button";
import { getConfig } from "@web/lib/config";
import { cn } from "@web/lib/utils";
import { quickExit } from "../quick-exit";

/**
 * The visible quick exit: one press leaves for a neutral page (docs/safety.md). On a
 * phone only "Exit" fits beside the menu; the full name is always its accessible name.
 * A link to the neutral page: on a page the server drew, it leaves even before the app's
 * code has arrived (a slow phone's first seconds), and then the app's exit, which also
 * clears the device and the history, takes its place.
 */
export function QuickExitButton({ className }: { className?: string }) {
  const { t } = useTranslation("common");
  return (
    <a
      className={cn(
        buttonVariants({ variant: "destructive", size: "sm" }),
        "h-10 px-3 font-semibold",
        className,
      )}
      href={getConfig().quickExitUrl}
      rel="noreferrer"
      title={`${t("quickExit.hint")} ${t("quickExit.shortcut")}`}
      aria-label={t("quickExit.label")}
      data-quick-exit
      onClick={(event) => {
        event.preventDefault();
        void quickExit();
      }}
    >
      <DoorOpen aria-hidden="true" />
      <span className="hidden sm:inline">{t("quickExit.label")}</span>
      <span className="sm:hidden" aria-hidden="true">
        {t("quickExit.short")}
      </span>
    </a>
  );
}
