import { useTranslation } from "@web/lib/i18n";
import { DoorOpen, ShieldCheck } from "lucide-react";
import { DiscreetModeToggle } from "./discreet-mode-toggle";

/** The safety part of the settings page: discreet mode, how quick exit works, and tips. */
export function SafetySettings() {
  const { t } = useTranslation("safety");
  return (
    <section
      aria-labelledby="safety-settings"
      className="grid gap-4 rounded-2xl border bg-card p-5 shadow-sm"
    >
      <div className="grid gap-1">
        <h2 id="safety-settings" className="flex items-center gap-2 text-lg font-semibold">
          <ShieldCheck className="size-5 text-primary" aria-hidden="true" />
          {t("settings.heading")}
        </h2>
        <p className="text-sm text-muted-foreground">{t("settings.intro")}</p>
      </div>
      <DiscreetModeToggle />
      <div className="flex gap-3 rounded-lg bg-muted p-3">
        <DoorOpen className="mt-0.5 size-5 shrink-0 text-destructive" aria-hidden="true" />
        <div className="grid gap-1 text-sm">
          <p className="font-medium">{t("settings.quickExit.title")}</p>
          <p className="text-muted-foreground">{t("settings.quickExit.text")}</p>
        </div>
      </div>
      <div className="grid gap-2 text-sm">
        <h3 className="font-medium">{t("settings.tips.heading")}</h3>
        <ul className="grid list-disc gap-1 pl-5 text-muted-foreground">
          {(t("settings.tips.items", { returnObjects: true }) as string[]).map((tip) => (
            <li key={tip}>{tip}</li>
          ))}
        </ul>
      </div>
    </section>
  );
}
