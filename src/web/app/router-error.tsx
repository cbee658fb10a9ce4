import { useTranslation } from "react-i18next";
import { TriangleAlert } from "lucide-react";

/**
 * The router's fallback (spec section 8). A full page load rather than a router link:
 * the router itself may be what failed, for example a page's code missing after an update.
 */
export function RouterError() {
  const { t } = useTranslation("common");
  return (
    <div className="mx-auto flex min-h-[50dvh] max-w-md flex-col items-center justify-center gap-4 p-6 text-center">
      <TriangleAlert className="size-12 text-destructive" aria-hidden="true" />
      <h1 className="text-2xl font-bold">{t("errors.unexpected")}</h1>
      <p className="text-muted-foreground">{t("errors.boundary")}</p>
      <div className="mt-2 flex flex-wrap justify-center gap-3">
        <button
          type="button"
          onClick={() => window.location.reload()}
          className="inline-flex h-11 items-center rounded-md bg-primary px-4 text-sm font-medium text-primary-foreground hover:bg-primary/90"
        >
          {t("actions.retry")}
        </button>
        <a
          className="inline-flex h-11 items-center rounded-md border px-4 text-sm font-medium hover:bg-muted"
          href="/"
        >
          {t("notFound.backHome")}
        </a>
      </div>
    </div>
  );
}
