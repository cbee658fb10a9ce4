import { useState } from "react";
import { navigate } from "@web/lib/router";
import { useTranslation } from "@web/lib/i18n";
import { ArrowRight, Check, Clock, LoaderCircle } from "lucide-react";
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@web/components/ui/dialog";
import { Button } from "@web/components/ui/button";
import { useAuth } from "@web/lib/auth";
import { cn } from "@web/lib/utils";
import { MODAL_SERVICE_LOOK, type ModalServiceId } from "../service-catalog";

export interface ServiceModalProps {
  serviceId: ModalServiceId | null;
  closing: boolean;
  onClose: () => void;
}

function DetailList({
  heading,
  items,
  numbered = false,
}: {
  heading: string;
  items: string[];
  numbered?: boolean;
}) {
  const List = numbered ? "ol" : "ul";
  return (
    <section className="grid gap-3">
      <h3 className="text-base font-semibold">{heading}</h3>
      <List className="grid gap-2.5 text-sm">
        {items.map((item, index) => (
          <li key={item} className="flex gap-3">
            {numbered ? (
              <span
                className="grid size-6 shrink-0 place-items-center rounded-full bg-primary text-xs font-bold text-primary-foreground"
                aria-hidden="true"
              >
                {index + 1}
              </span>
            ) : (
              <Check className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
            )}
            <span className="pt-0.5">{item}</span>
          </li>
        ))}
      </List>
    </section>
  );
}

/** Get Started, or Continue to Portal for a signed-in user; both lead to /portal. */
function PortalButton({ onLeave }: { onLeave: () => void }) {
  const { t } = useTranslation("services");
  const { loading, isAuthenticated } = useAuth();
  if (loading) {
    return (
      <Button disabled>
        <LoaderCircle className="motion-safe:animate-spin" aria-hidden="true" />
        {t("modal.checkingAccount")}
      </Button>
    );
  }
  return (
    <Button
      onClick={() => {
        onLeave();
        navigate("/portal");
      }}
    >
      {isAuthenticated ? t("modal.continueToPortal") : t("modal.getStarted")}
      <ArrowRight aria-hidden="true" />
    </Button>
  );
}

/**
 * The service modal of spec sections 2 and 9. Radix handles focus (trapped inside, back
 * to the Learn More button after) and locks the page's scrolling while it is open.
 */
export default function ServiceModal({ serviceId, closing, onClose }: ServiceModalProps) {
  const { t } = useTranslation("services");
  // The button that opened the modal gets focus back when it closes.
  const [opener] = useState(() => document.activeElement as HTMLElement | null);
  if (serviceId === null) return null;
  const look = MODAL_SERVICE_LOOK[serviceId];
  const Icon = look.icon;
  const list = (name: string) => t(`items.${serviceId}.${name}`, { returnObjects: true }) as string[];

  return (
    <Dialog open onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent
        data-closing={closing}
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          opener?.focus();
        }}
        className="gap-6 p-6 sm:max-w-2xl transition-[opacity,scale] duration-300 data-[closing=true]:pointer-events-none data-[closing=true]:scale-95 data-[closing=true]:opacity-0"
      >
        <DialogHeader className="gap-3">
          <div className="flex flex-wrap items-center gap-3">
            <span className={cn("grid size-12 place-items-center rounded-xl", look.tone)}>
              <Icon className="size-6" aria-hidden="true" />
            </span>
            <DialogTitle className="text-2xl">{t(`items.${serviceId}.title`)}</DialogTitle>
            <span className="inline-flex items-center gap-1.5 rounded-full bg-emerald-100 px-2.5 py-0.5 text-xs font-semibold text-emerald-900 dark:bg-emerald-900/60 dark:text-emerald-100">
              <span className="size-1.5 rounded-full bg-emerald-600 dark:bg-emerald-300" aria-hidden="true" />
              {t("modal.availableNow")}
            </span>
          </div>
          <DialogDescription className="text-base">{t(`items.${serviceId}.description`)}</DialogDescription>
          <p className="flex items-start gap-2 text-sm">
            <Clock className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
            <span>
              <span className="font-medium">{t("modal.estimatedTime")}:</span>{" "}
              {t(`items.${serviceId}.estimatedTime`)}
            </span>
          </p>
        </DialogHeader>
        <div className="grid gap-6 sm:grid-cols-2">
          <DetailList heading={t("modal.included")} items={list("features")} />
          <DetailList heading={t("modal.benefits")} items={list("benefits")} />
        </div>
        <div className="rounded-lg bg-muted p-4">
          <DetailList heading={t("modal.howItWorks")} items={list("process")} numbered />
        </div>
        <DetailList heading={t("modal.requirements")} items={list("requirements")} />
        <DialogFooter className="border-t pt-4">
          <DialogClose asChild>
            <Button variant="outline">{t("modal.close")}</Button>
          </DialogClose>
          <PortalButton onLeave={onClose} />
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
