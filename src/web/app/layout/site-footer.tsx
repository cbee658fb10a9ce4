import { useTranslation } from "react-i18next";
import { getConfig } from "@web/lib/config";

export function SiteFooter() {
  const { t } = useTranslation("common");
  return (
    <footer className="border-t bg-muted">
      <div className="mx-auto max-w-6xl px-4 py-8 text-sm text-muted-foreground">
        {t("footer.copyright", { year: new Date().getFullYear(), product: getConfig().siteName })}
      </div>
    </footer>
  );
}
