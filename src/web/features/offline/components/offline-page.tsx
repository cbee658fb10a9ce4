/**
 * Stands in for a page whose code is not on this device while there is no connection (its
 * first visit, offline): calm words instead of an error, the pages this device can open
 * offline, and the page itself as soon as the connection returns, without a tap.
 * Precached with the shell (sw/build.ts), so it is there whenever the shell is.
 */
import { useEffect, useState } from "react";
import { Link, useLocation } from "@web/lib/router";
import { useTranslation } from "@web/lib/i18n";
import { RotateCw, WifiOff } from "lucide-react";
import { Button } from "@web/components/ui/button";
import { usePageTitle } from "@web/lib/use-page-title";
import { cn } from "@web/lib/utils";
import { usePageRecovery } from "../hooks/use-page-recovery";
import { pagesStored, storedUrls, type OfferedPage } from "../stored-pages";

function useStoredPages(currentPath: string): OfferedPage[] {
  const [pages, setPages] = useState<OfferedPage[]>([]);
  useEffect(() => {
    let active = true;
    storedUrls().then(
      (urls) => active && setPages(pagesStored(urls, currentPath)),
      // Storage unreadable: the page simply offers no links.
      () => undefined,
    );
    return () => {
      active = false;
    };
  }, [currentPath]);
  return pages;
}

export default function OfflinePage({ reload }: { reload(): Promise<void> }) {
  const { t } = useTranslation("offline");
  usePageTitle(t("page.title"));
  const { pathname } = useLocation();
  const recovery = usePageRecovery(reload);
  const stored = useStoredPages(pathname);

  return (
    // Room at the top on phones: the offline banner floats just under the header there.
    <section
      aria-labelledby="offline-page-title"
      className="mx-auto flex max-w-md flex-col items-center gap-4 px-4 pb-16 pt-28 text-center sm:pt-16"
    >
      <span className="flex size-16 items-center justify-center rounded-full bg-secondary text-secondary-foreground">
        <WifiOff className="size-8" aria-hidden="true" />
      </span>
      <h1 id="offline-page-title" className="text-2xl font-bold text-balance">
        {t("page.heading")}
      </h1>
      <p className="text-muted-foreground text-pretty">{t("page.text")}</p>
      <Button onClick={recovery.tryAgain} aria-busy={recovery.trying} className="mt-2">
        <RotateCw
          className={cn(recovery.trying && "animate-spin motion-reduce:animate-none")}
          aria-hidden="true"
        />
        {t("page.tryAgain")}
      </Button>
      <p role="status" className="min-h-5 text-sm text-muted-foreground">
        {recovery.stillOffline ? t("page.stillOffline") : null}
      </p>
      {stored.length > 0 ? (
        <nav
          aria-labelledby="offline-page-links"
          className="w-full rounded-xl border bg-card p-4 text-left text-card-foreground"
        >
          <h2 id="offline-page-links" className="text-sm font-semibold">
            {t("page.worksOffline")}
          </h2>
          <ul className="mt-2 grid gap-1">
            {stored.map((page) => (
              <li key={page.to}>
                <Link
                  to={page.to}
                  className="flex min-h-11 items-center rounded-md px-2 font-medium text-primary underline-offset-4 hover:bg-muted hover:underline"
                >
                  {t(page.labelKey, { ns: "common" })}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
    </section>
  );
}
