/**
 * The premium prompt (spec section 2): shown when an anonymous visitor's free messages of
 * the hour are used up. "Get Started Free" is a full page load of /premium-portal.
 */
import { Check, Lock, ShieldCheck, Sparkles, UsersRound } from "lucide-react";
import { useTranslation } from "@web/lib/i18n";
import { Badge } from "@web/components/ui/badge";
import { Button } from "@web/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from "@web/components/ui/dialog";
import { getConfig } from "@web/lib/config";

const BENEFITS = ["unlimited", "guidance", "support", "kept"] as const;
const ASSURANCES = [
  ["noPayment", Check],
  ["navigators", UsersRound],
  ["confidential", Lock],
] as const;

export function PremiumPromptDialog({ open, onDismiss }: { open: boolean; onDismiss: () => void }) {
  const { t } = useTranslation("assistant");
  return (
    <Dialog open={open} onOpenChange={(next) => (next ? undefined : onDismiss())}>
      <DialogContent className="max-w-md gap-5 [&>*]:min-w-0" data-testid="assistant-premium-prompt">
        <DialogHeader className="items-start gap-3">
          <div className="flex flex-wrap gap-2">
            <Badge variant="accent" className="gap-1">
              <Sparkles className="size-3" aria-hidden="true" />
              {t("premium.badgePremium")}
            </Badge>
            <Badge variant="secondary">{t("premium.badgeFree")}</Badge>
          </div>
          <DialogTitle className="text-2xl leading-tight">
            {t("premium.heading", { product: getConfig().siteName })}
          </DialogTitle>
          <DialogDescription>{t("premium.description")}</DialogDescription>
        </DialogHeader>
        <section aria-label={t("premium.benefitsLabel")} className="rounded-xl bg-secondary p-4">
          <ul className="grid gap-2 sm:grid-cols-2">
            {BENEFITS.map((key) => (
              <li key={key} className="flex items-start gap-2 text-sm font-medium text-secondary-foreground">
                <Check className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
                {t(`premium.benefits.${key}`)}
              </li>
            ))}
          </ul>
        </section>
        <ul className="grid gap-1.5 text-sm text-muted-foreground">
          {ASSURANCES.map(([key, Icon]) => (
            <li key={key} className="flex items-center gap-2">
              <Icon className="size-4 shrink-0 text-primary" aria-hidden="true" />
              {t(`premium.assurances.${key}`)}
            </li>
          ))}
        </ul>
        <div className="grid gap-2">
          <Button
            size="lg"
            // Long translations wrap instead of overflowing (the button's defaults keep one line).
            className="h-auto! min-h-12 py-3 whitespace-normal!"
            onClick={() => window.location.assign("/premium-portal")}
          >
            <ShieldCheck aria-hidden="true" />
            {t("premium.cta")}
          </Button>
          <Button variant="ghost" className="h-auto! min-h-11 py-2 whitespace-normal!" onClick={onDismiss}>
            {t("premium.dismiss")}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
