import { useEffect, useRef } from "react";
import { useTranslation } from "@web/lib/i18n";
import { RotateCw, Wifi } from "lucide-react";
import { BACK_ONLINE_COUNTDOWN_MS } from "@shared/constants";
import { Button } from "@web/components/ui/button";
import { BannerCard } from "./banner-card";

export interface BackOnlineBannerProps {
  /** Runs before the page reloads (spec section 2: an optional callback). */
  onReload?: () => void;
  reloadPage?: () => void;
}

/** Back Online! with its 2-second countdown bar (spec sections 2 and 4); the parent hides it. */
export function BackOnlineBanner({
  onReload,
  reloadPage = () => window.location.reload(),
}: BackOnlineBannerProps) {
  const { t } = useTranslation("offline");
  const bar = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const reduceMotion = matchMedia?.("(prefers-reduced-motion: reduce)").matches;
    if (reduceMotion || typeof bar.current?.animate !== "function") return;
    const animation = bar.current.animate([{ transform: "scaleX(1)" }, { transform: "scaleX(0)" }], {
      duration: BACK_ONLINE_COUNTDOWN_MS,
      easing: "linear",
      fill: "forwards",
    });
    return () => animation.cancel();
  }, []);

  const reload = () => {
    onReload?.();
    reloadPage();
  };

  return (
    <BannerCard titleId="back-online-title" testId="back-online-banner">
      <div role="status" className="flex items-center gap-3 p-4">
        <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-secondary text-secondary-foreground">
          <Wifi className="size-5" aria-hidden="true" />
        </span>
        <div className="min-w-0 flex-1">
          <p id="back-online-title" className="font-semibold leading-tight">
            {t("backOnline.title")}
          </p>
          <p className="text-sm text-muted-foreground">{t("backOnline.text")}</p>
        </div>
        <Button size="sm" onClick={reload}>
          <RotateCw aria-hidden="true" />
          {t("backOnline.reload")}
        </Button>
      </div>
      <div className="h-1 bg-muted" aria-hidden="true">
        <div ref={bar} data-testid="back-online-countdown" className="h-full origin-left bg-primary" />
      </div>
    </BannerCard>
  );
}
