import { useId } from "react";
import { useTranslation } from "@web/lib/i18n";
import { setDiscreetMode, useDiscreetMode } from "@web/lib/discreet-mode";
import { cn } from "@web/lib/utils";

/**
 * The discreet mode switch, for the settings page and the footer (docs/safety.md). A plain
 * button with the switch role and common strings: the footer is on every first load, so
 * it adds no library and no strings file to it.
 */
export function DiscreetModeToggle({ className }: { className?: string }) {
  const { t } = useTranslation("common");
  const on = useDiscreetMode();
  const id = useId();
  return (
    <div className={cn("flex items-start justify-between gap-3", className)}>
      <div className="grid gap-0.5">
        <label htmlFor={id} className="text-sm font-medium">
          {t("discreet.label")}
        </label>
        <p id={`${id}-description`} className="text-xs text-muted-foreground">
          {t("discreet.description")}
        </p>
      </div>
      <button
        id={id}
        type="button"
        role="switch"
        aria-checked={on}
        aria-describedby={`${id}-description`}
        onClick={() => setDiscreetMode(!on)}
        className="group relative mt-0.5 inline-flex h-6 w-11 shrink-0 items-center rounded-full border-2 border-transparent bg-input transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring aria-checked:bg-primary"
      >
        <span className="pointer-events-none block size-5 rounded-full bg-background shadow-sm transition-transform group-aria-checked:translate-x-5" />
      </button>
    </div>
  );
}
