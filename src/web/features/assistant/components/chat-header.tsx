import type { Ref } from "react";
import { History, ShieldCheck, X } from "lucide-react";
import { useTranslation } from "@web/lib/i18n";
import { ICareAvatar } from "./icare-avatar";

const iconButton =
  "inline-flex size-10 items-center justify-center rounded-full text-primary-foreground hover:bg-white/15 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-foreground";

export function ChatHeader({
  titleId,
  subtitleId,
  signedIn,
  historyButtonRef,
  onOpenHistory,
  onClose,
}: {
  titleId: string;
  subtitleId: string;
  signedIn: boolean;
  /** Focus comes back here when the history closes. */
  historyButtonRef: Ref<HTMLButtonElement>;
  onOpenHistory: () => void;
  onClose: () => void;
}) {
  const { t } = useTranslation("assistant");
  return (
    <div className="flex items-center gap-3 bg-primary px-4 py-3 text-primary-foreground">
      <ICareAvatar className="size-10 bg-primary-foreground/15 text-primary-foreground" />
      <div className="min-w-0 flex-1">
        <h2 id={titleId} className="text-base leading-tight font-semibold">
          {t("panel.title")}
        </h2>
        <p id={subtitleId} className="text-xs opacity-90">
          {t("panel.subtitle")}
        </p>
        {signedIn ? (
          <span
            // An outline, not a tint: small white text on a lightened teal fell short of 4.5:1.
            className="mt-1 inline-flex items-center gap-1 rounded-full border border-primary-foreground/70 px-2 py-0.5 text-[0.6875rem] font-semibold"
            title={t("panel.signedInBadgeLabel")}
            data-testid="assistant-signed-in-badge"
          >
            <ShieldCheck className="size-3" aria-hidden="true" />
            <span aria-hidden="true">{t("panel.signedInBadge")}</span>
            <span className="sr-only">{t("panel.signedInBadgeLabel")}</span>
          </span>
        ) : null}
      </div>
      <button
        ref={historyButtonRef}
        type="button"
        className={iconButton}
        onClick={onOpenHistory}
        aria-label={t("panel.history")}
      >
        <History className="size-5" aria-hidden="true" />
      </button>
      <button type="button" className={iconButton} onClick={onClose} aria-label={t("panel.close")}>
        <X className="size-5" aria-hidden="true" />
      </button>
    </div>
  );
}
