import { useTranslation } from "@web/lib/i18n";
import { WifiOff } from "lucide-react";
import { BannerCard } from "./banner-card";

/** Shown while offline: that pages already opened still work, or how much waits to be sent. */
export function OfflineStatus({ waiting }: { waiting: number }) {
  const { t } = useTranslation("offline");
  return (
    <BannerCard titleId="offline-status-title" testId="offline-status">
      <div role="status" className="flex items-center gap-3 px-4 py-3">
        <WifiOff className="size-5 shrink-0 text-muted-foreground" aria-hidden="true" />
        <div className="min-w-0">
          <p id="offline-status-title" className="text-sm font-semibold">
            {t("status.offline")}
          </p>
          <p className="text-xs text-muted-foreground">
            {waiting > 0 ? t("status.waiting", { count: waiting }) : t("status.pages")}
          </p>
        </div>
      </div>
    </BannerCard>
  );
}
