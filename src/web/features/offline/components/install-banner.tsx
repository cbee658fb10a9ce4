import { useTranslation } from "@web/lib/i18n";
import { Download, Share, SquarePlus, Check } from "lucide-react";
import { Button } from "@web/components/ui/button";
import { neutralAppName } from "@shared/domain/neutral-name";
import { getConfig } from "@web/lib/config";
import { useNeutralLook } from "@web/lib/discreet-mode";
import type { InstallBannerMode } from "../install-rules";
import { BannerCard } from "./banner-card";

export interface InstallBannerProps {
  mode: InstallBannerMode;
  onInstall(): void;
  onDismiss(): void;
}

const IOS_STEPS = [
  { key: "share", Icon: Share },
  { key: "add", Icon: SquarePlus },
  { key: "confirm", Icon: Check },
] as const;

/** The install banner of spec section 2: Install Now where the browser can, three steps on iOS. */
export default function InstallBanner({ mode, onInstall, onDismiss }: InstallBannerProps) {
  const { t, language } = useTranslation("offline");
  // Like the installed app itself, the banner does not name the product in discreet mode or
  // to a signed-in client (decision 049).
  const neutral = useNeutralLook();
  const product = neutral ? neutralAppName(language) : getConfig().siteName;
  return (
    <BannerCard titleId="install-banner-title" testId="install-banner" className="p-4">
      <div className="flex gap-3">
        <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-primary text-primary-foreground">
          <Download className="size-5" aria-hidden="true" />
        </span>
        <div className="min-w-0 flex-1">
          <p id="install-banner-title" className="font-semibold leading-tight">
            {t("install.title", { product })}
          </p>
          <p className="mt-1 text-sm text-muted-foreground">
            {mode === "ios" ? t("install.iosText") : t("install.text")}
          </p>
        </div>
      </div>
      {mode === "ios" ? (
        <ol className="mt-3 grid gap-2 text-sm">
          {IOS_STEPS.map(({ key, Icon }, index) => (
            <li key={key} className="flex items-center gap-2 rounded-md bg-muted px-3 py-2">
              <span className="font-semibold tabular-nums text-muted-foreground" aria-hidden="true">
                {index + 1}.
              </span>
              <Icon className="size-4 shrink-0 text-primary" aria-hidden="true" />
              <span className="first-letter:uppercase">{t(`install.iosSteps.${key}`)}</span>
            </li>
          ))}
        </ol>
      ) : null}
      <div className="mt-4 flex flex-wrap justify-end gap-2">
        <Button variant="outline" size="sm" onClick={onDismiss}>
          {t("install.dismiss")}
        </Button>
        {mode === "browser" ? (
          <Button size="sm" onClick={onInstall}>
            <Download aria-hidden="true" />
            {t("install.installNow")}
          </Button>
        ) : null}
      </div>
    </BannerCard>
  );
}
