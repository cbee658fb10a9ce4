import { useTranslation } from "@web/lib/i18n";
import { getConfig } from "@web/lib/config";

/**
 * A trial deployment (DEMO_MODE) says so on every page: its demo accounts are public and
 * its admins read every code and link, so nobody should type real details into it. A
 * landmark of its own, so a screen reader finds it and nothing sits outside the landmarks.
 */
export function DemoLabel() {
  const { t } = useTranslation("common");
  if (!getConfig().demo) return null;
  return (
    <aside
      aria-label={t("demo.name")}
      className="bg-accent px-4 py-1.5 text-center text-sm font-medium text-accent-foreground"
    >
      {t("demo.label")}
    </aside>
  );
}
