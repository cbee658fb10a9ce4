import type { ReactNode } from "react";
import { useTranslation } from "@web/lib/i18n";

/** The popover's title row, titled Notifications (spec section 2). */
export function PanelHeader({ titleId, children }: { titleId: string; children?: ReactNode }) {
  const { t } = useTranslation("common");
  return (
    <div className="flex min-h-14 items-center justify-between gap-2 border-b px-4 py-2">
      <h2 id={titleId} className="text-base font-semibold">
        {t("notifications.title")}
      </h2>
      {children}
    </div>
  );
}

/** A quiet line in place of the list: loading, or nothing yet. */
export function PanelMessage({ children, status = false }: { children: ReactNode; status?: boolean }) {
  return (
    <p role={status ? "status" : undefined} className="px-4 py-10 text-center text-sm text-muted-foreground">
      {children}
    </p>
  );
}
