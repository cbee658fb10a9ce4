import { useCallback, useEffect, useState } from "react";
import { INSTALL_BANNER } from "@shared/constants";
import { onInstallPrompt, promptInstall } from "../install-prompt";
import {
  iosPromptSeen,
  isIos,
  isStandalone,
  mayShowAfterDismissal,
  recordDismissal,
  type InstallBannerMode,
} from "../install-rules";

export interface InstallBanner {
  mode: InstallBannerMode | null;
  install(): Promise<void>;
  dismiss(): void;
}

/** The install banner's state machine (spec section 4); the timings are spec section 9's. */
export function useInstallBanner(): InstallBanner {
  const [mode, setMode] = useState<InstallBannerMode | null>(null);

  useEffect(() => {
    if (isStandalone()) return;
    const timers: Array<ReturnType<typeof setTimeout>> = [];
    const showLater = (next: InstallBannerMode, delayMs: number) =>
      timers.push(setTimeout(() => setMode((current) => current ?? next), delayMs));
    const stopListening = onInstallPrompt(() => {
      if (mayShowAfterDismissal(Date.now())) showLater("browser", INSTALL_BANNER.browserDelayMs);
    });
    if (isIos() && !iosPromptSeen()) showLater("ios", INSTALL_BANNER.iosDelayMs);
    const hide = () => setMode(null);
    window.addEventListener("appinstalled", hide);
    return () => {
      stopListening();
      timers.forEach(clearTimeout);
      window.removeEventListener("appinstalled", hide);
    };
  }, []);

  const dismiss = useCallback(() => {
    if (mode) recordDismissal(mode, Date.now());
    setMode(null);
  }, [mode]);

  const install = useCallback(async () => {
    await promptInstall();
    setMode(null);
  }, []);

  return { mode, install, dismiss };
}
