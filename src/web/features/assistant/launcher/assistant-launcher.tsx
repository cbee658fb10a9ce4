/**
 * The chat's launcher, on every page: the round button (and, on the portals where that is
 * hidden, the AI Assistant button that forces the chat open). It is all the first page load
 * carries; the chat itself loads when the page is idle or on the first click.
 */
import { Suspense, useCallback, useEffect, useRef, useState } from "react";
import { useLocation } from "@web/lib/router";
import { useTranslation } from "@web/lib/i18n";
import { Bot, LoaderCircle, MessageCircle } from "lucide-react";
import { OPEN_CHAT_EVENT } from "@web/lib/chat-launcher";
import { lazyRetrying } from "@web/lib/lazy-retrying";
import { QuietBoundary } from "@web/components/ui/quiet-boundary";
import { isChatHiddenOn } from "./hidden-paths";
import { scheduleIdleLoad } from "./idle-load";

const AssistantWidget = lazyRetrying(() => import("../components/assistant-widget"));

const floating = "fixed right-4 bottom-4 z-40 shadow-lg";

export function AssistantLauncher() {
  const { t } = useTranslation("common");
  const hidden = isChatHiddenOn(useLocation().pathname);
  const [pageStartedAt] = useState(() => Date.now());
  const [loading, setLoading] = useState(false);
  // A failed download (offline on a first visit) is tried afresh on the next open.
  const [attempt, setAttempt] = useState(0);
  const [open, setOpen] = useState(false);
  const [forced, setForced] = useState(false);
  const button = useRef<HTMLButtonElement>(null);

  useEffect(() => scheduleIdleLoad(() => setLoading(true)), []);

  const openChat = useCallback((force: boolean) => {
    setLoading(true);
    setForced(force);
    setOpen(true);
  }, []);

  // Pages open the chat without importing it (lib/chat-launcher.ts); that forces it open.
  useEffect(() => {
    const onOpenRequest = () => openChat(true);
    window.addEventListener(OPEN_CHAT_EVENT, onOpenRequest);
    return () => window.removeEventListener(OPEN_CHAT_EVENT, onOpenRequest);
  }, [openChat]);
  const closeChat = () => {
    setOpen(false);
    setForced(false);
    // Back to where the person was: the button that opened the chat.
    requestAnimationFrame(() => button.current?.focus());
  };

  const panelOpen = open && (!hidden || forced);
  return (
    <>
      {panelOpen ? null : hidden ? (
        <button
          ref={button}
          type="button"
          onClick={() => openChat(true)}
          className={`${floating} inline-flex h-12 items-center gap-2 rounded-full bg-primary px-5 text-sm font-semibold text-primary-foreground hover:bg-primary/90`}
        >
          <Bot className="size-5" aria-hidden="true" />
          {t("assistant.aiAssistant")}
        </button>
      ) : (
        <button
          ref={button}
          type="button"
          onClick={() => openChat(false)}
          aria-label={t("assistant.open")}
          className={`${floating} flex size-14 items-center justify-center rounded-full bg-primary text-primary-foreground hover:bg-primary/90`}
        >
          <MessageCircle className="size-7" aria-hidden="true" />
        </button>
      )}
      {loading ? (
        <QuietBoundary
          key={attempt}
          onError={() => {
            AssistantWidget.retry();
            setLoading(false);
            setOpen(false);
            setAttempt((previous) => previous + 1);
          }}
        >
          <Suspense
            fallback={
              panelOpen ? (
                <div
                  role="status"
                  className={`${floating} flex size-14 items-center justify-center rounded-full bg-card`}
                >
                  <LoaderCircle className="size-6 animate-spin text-primary" aria-hidden="true" />
                  <span className="sr-only">{t("loading")}</span>
                </div>
              ) : null
            }
          >
            <AssistantWidget
              open={panelOpen}
              hidden={hidden}
              pageStartedAt={pageStartedAt}
              onOpen={() => openChat(false)}
              onClose={closeChat}
            />
          </Suspense>
        </QuietBoundary>
      ) : null}
    </>
  );
}
