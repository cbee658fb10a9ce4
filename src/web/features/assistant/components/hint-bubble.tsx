import { X } from "lucide-react";
import { useTranslation } from "@web/lib/i18n";
import { useHintBubble } from "../hooks/use-hint-bubble";

/** "HIV Support Available": a nudge above the chat button; a click opens the chat. */
export function HintBubble({
  enabled,
  pageStartedAt,
  onOpen,
}: {
  enabled: boolean;
  pageStartedAt: number;
  onOpen: () => void;
}) {
  const { t } = useTranslation("assistant");
  const { visible, dismiss } = useHintBubble({ enabled, pageStartedAt });
  if (!visible) return null;
  return (
    <div
      data-testid="assistant-hint"
      className="fixed right-4 bottom-22 z-40 w-[min(18rem,calc(100vw-2rem))] rounded-xl border bg-card text-card-foreground shadow-lg"
    >
      <button type="button" onClick={onOpen} className="block w-full rounded-xl p-4 pr-10 text-left">
        <span className="block font-semibold text-primary">{t("hint.title")}</span>
        <span className="mt-1 block text-sm text-muted-foreground">{t("hint.text")}</span>
      </button>
      <button
        type="button"
        onClick={dismiss}
        className="absolute top-2 right-2 rounded-md p-1.5 text-muted-foreground hover:bg-muted"
        aria-label={t("hint.dismiss")}
      >
        <X className="size-4" aria-hidden="true" />
      </button>
      <span
        aria-hidden="true"
        className="absolute -bottom-2 right-8 size-4 rotate-45 border-r border-b bg-card"
      />
    </div>
  );
}
