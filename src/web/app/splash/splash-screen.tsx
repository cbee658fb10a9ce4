import { HeartHandshake, Lightbulb, NotepadText } from "lucide-react";
import { useTranslation } from "@web/lib/i18n";
import { SPLASH } from "@shared/constants";
import { neutralAppName } from "@shared/domain/neutral-name";
import { getConfig } from "@web/lib/config";
import { useDiscreetMode } from "@web/lib/discreet-mode";
import { cn } from "@web/lib/utils";
import { useSplashProgress } from "./use-splash-progress";

/** The splash's background: the product's teal, or in discreet mode the neutral app's slate. */
const SPLASH_BACKGROUND = {
  product:
    "bg-[radial-gradient(circle_at_30%_20%,#14958a_0%,#0f766e_35%,#0b4f4a_100%)] dark:bg-[radial-gradient(circle_at_30%_20%,#0f5c55_0%,#0b3b37_45%,#071a18_100%)]",
  neutral:
    "bg-[radial-gradient(circle_at_30%_20%,#64748b_0%,#475569_35%,#334155_100%)] dark:bg-[radial-gradient(circle_at_30%_20%,#334155_0%,#1e293b_45%,#0f172a_100%)]",
} as const;

const RING_RADIUS = 52;
const RING_LENGTH = 2 * Math.PI * RING_RADIUS;

function ProgressRing({ progress, label }: { progress: number; label: string }) {
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={progress}
      className="relative grid size-36 place-items-center"
    >
      <svg viewBox="0 0 120 120" className="absolute inset-0 -rotate-90" aria-hidden="true">
        <circle cx="60" cy="60" r={RING_RADIUS} fill="none" strokeWidth="8" className="stroke-white/20" />
        <circle
          cx="60"
          cy="60"
          r={RING_RADIUS}
          fill="none"
          strokeWidth="8"
          strokeLinecap="round"
          strokeDasharray={RING_LENGTH}
          strokeDashoffset={RING_LENGTH * (1 - progress / 100)}
          className="stroke-white motion-safe:transition-[stroke-dashoffset] motion-safe:duration-75"
        />
      </svg>
      <span className="text-3xl font-bold tabular-nums" data-testid="splash-percent">
        {progress}%
      </span>
    </div>
  );
}

/** Five dots that light up as loading advances, one per fifth. */
function ProgressDots({ progress }: { progress: number }) {
  const perDot = 100 / SPLASH.dotCount;
  return (
    <div className="flex gap-2" aria-hidden="true" data-testid="splash-dots">
      {Array.from({ length: SPLASH.dotCount }, (_, index) => {
        const lit = progress >= (index + 1) * perDot;
        const current = !lit && progress >= index * perDot;
        return (
          <span
            key={index}
            data-lit={lit}
            className={cn(
              "size-2.5 rounded-full motion-safe:transition-colors",
              lit ? "bg-white" : current ? "bg-white/60 motion-safe:animate-pulse" : "bg-white/25",
            )}
          />
        );
      })}
    </div>
  );
}

function HealthTip({ tipIndex }: { tipIndex: number }) {
  const { t } = useTranslation("splash");
  const tips = t("tips", { returnObjects: true }) as string[];
  return (
    <figure className="w-full max-w-sm rounded-2xl bg-white/10 p-5 ring-1 ring-white/20">
      <figcaption className="mb-2 flex items-center gap-2 text-xs font-semibold uppercase tracking-wider text-white/85">
        <Lightbulb className="size-4" aria-hidden="true" />
        {t("tipLabel")}
        <span className="ml-auto tabular-nums" aria-hidden="true">
          {tipIndex + 1}/{SPLASH.tipCount}
        </span>
      </figcaption>
      <p className="min-h-18 text-base leading-relaxed" data-testid="splash-tip">
        {tips[tipIndex]}
      </p>
    </figure>
  );
}

/**
 * The full-screen loading splash of spec sections 2, 4 and 9. In discreet mode it is the
 * neutral app's: its everyday name and mark, no health tips, the same ring, dots and
 * timing (docs/decisions/049). Whoever glances at a shared phone sees a notes app load.
 */
export default function SplashScreen({ onComplete }: { onComplete: () => void }) {
  const { t, language } = useTranslation("splash");
  const discreet = useDiscreetMode();
  const { progress, tipIndex, clockRef } = useSplashProgress(onComplete);
  const name = discreet ? neutralAppName(language) : getConfig().siteName;
  const loading = discreet ? t("loadingNeutral", { name }) : t("loading", { product: name });
  const Mark = discreet ? NotepadText : HeartHandshake;
  return (
    <section
      ref={clockRef}
      aria-label={loading}
      data-testid="splash"
      data-splash=""
      className={cn(
        "fixed inset-0 z-[100] flex flex-col items-center justify-center gap-8 overflow-y-auto px-6 py-10 text-white",
        discreet ? SPLASH_BACKGROUND.neutral : SPLASH_BACKGROUND.product,
      )}
    >
      <div className="flex items-center gap-3 text-2xl font-bold tracking-tight">
        <span className="grid size-11 place-items-center rounded-xl bg-white/15 ring-1 ring-white/25">
          <Mark className="size-6" aria-hidden="true" />
        </span>
        {name}
      </div>
      <ProgressRing progress={progress} label={t("progress")} />
      <div className="flex flex-col items-center gap-3">
        <p className="text-lg font-medium">{loading}</p>
        <ProgressDots progress={progress} />
      </div>
      {discreet ? null : <HealthTip tipIndex={tipIndex} />}
    </section>
  );
}
