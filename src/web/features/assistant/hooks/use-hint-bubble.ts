/**
 * The hint bubble (spec sections 2 and 4): 2 minutes after the page loaded, at most once
 * every 2 hours on this device, gone after 10 seconds. Never while the chat is open or
 * once it has been used on this page.
 */
import { useCallback, useEffect, useState } from "react";
import { ASSISTANT } from "@shared/constants";
import { loadLastHint, saveLastHint } from "../chat-storage";

/** When the hint may show next, in epoch milliseconds. */
export function nextHintAt(pageStartedAt: number, lastShownAt: number | null): number {
  const afterDelay = pageStartedAt + ASSISTANT.hintDelayMs;
  return lastShownAt === null ? afterDelay : Math.max(afterDelay, lastShownAt + ASSISTANT.hintEveryMs);
}

export function useHintBubble(options: { enabled: boolean; pageStartedAt: number }) {
  const { enabled, pageStartedAt } = options;
  const [visible, setVisible] = useState(false);

  useEffect(() => {
    if (!enabled) return;
    let hideTimer = 0;
    const showTimer = window.setTimeout(
      () => {
        saveLastHint(Date.now());
        setVisible(true);
        hideTimer = window.setTimeout(() => setVisible(false), ASSISTANT.hintVisibleMs);
      },
      Math.max(0, nextHintAt(pageStartedAt, loadLastHint()) - Date.now()),
    );
    return () => {
      window.clearTimeout(showTimer);
      window.clearTimeout(hideTimer);
      setVisible(false);
    };
  }, [enabled, pageStartedAt]);

  const dismiss = useCallback(() => setVisible(false), []);
  return { visible: visible && enabled, dismiss };
}
