import { Link } from "@web/lib/router";
import { useTranslation } from "@web/lib/i18n";
import type { UsageBanner as Banner } from "@shared/domain/usage";

/** Spec sections 2 and 9: shown to anonymous visitors once 2 or fewer free messages remain. */
export function UsageBanner({ banner }: { banner: Banner }) {
  const { t } = useTranslation("assistant");
  if (banner.kind === "none") return null;
  const text =
    banner.kind === "limit_reached"
      ? t("usage.limitReached")
      : t("usage.remaining", { count: banner.remaining });
  return (
    <div
      data-testid="assistant-usage-banner"
      className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1 border-b bg-accent px-4 py-2 text-sm text-accent-foreground"
    >
      <span className="font-semibold">{text}</span>
      <Link to="/portal" className="underline underline-offset-2 hover:no-underline">
        {t("usage.signIn")}
      </Link>
    </div>
  );
}
