/**
 * The app's offline layer, mounted once in the app shell: the banners (offline status,
 * Back Online!, install), and, once the page has loaded, the offline support (queue,
 * image preloading, cache warm-up).
 *
 * Placement: on phones at the top, under the header, because the bottom-right corner
 * belongs to the chat launcher, its hint bubble and the toasts; from 640 px on, the
 * bottom-left corner.
 */
import { Suspense, useEffect, useState } from "react";
import { getConfig } from "@web/lib/config";
import { useBackOnline, useOnlineStatus } from "../hooks/use-connectivity";
import { useInstallBanner } from "../hooks/use-install-banner";
import { useDiscreetManifest } from "../hooks/use-discreet-manifest";
import { runAfterLoad } from "@web/lib/run-after-load";
import { BackOnlineBanner } from "./back-online-banner";
import { OfflineStatus } from "./offline-status";
import { QuietBoundary } from "@web/components/ui/quiet-boundary";
import { lazyRetrying } from "@web/lib/lazy-retrying";

// Only ever needed online, so it can load when it shows.
const InstallBanner = lazyRetrying(() => import("./install-banner"));
/** Right after the connection returns, the first downloads can still fail. */
const INSTALL_RETRY_MS = 1000;

/** Counts failed loads of the install banner's code; each one tries again a second later. */
function useInstallBannerRetries() {
  const [failures, setFailures] = useState(0);
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (failures === 0) return;
    const timer = setTimeout(() => {
      InstallBanner.retry();
      setAttempt(failures);
    }, INSTALL_RETRY_MS);
    return () => clearTimeout(timer);
  }, [failures]);
  return { attempt, failed: () => setFailures((count) => count + 1) };
}

function useOfflineSupport(): number {
  const [waiting, setWaiting] = useState(0);
  useEffect(() => {
    if (!getConfig().features.offlineMode) return;
    let stop: (() => void) | undefined;
    let cancelled = false;
    const cancel = runAfterLoad(() => {
      void import("../start-offline-support").then(({ startOfflineSupport }) => {
        if (!cancelled) stop = startOfflineSupport({ onWaitingChange: setWaiting });
      });
    });
    return () => {
      cancelled = true;
      cancel();
      stop?.();
    };
  }, []);
  return waiting;
}

export function OfflineLayer({ onReload }: { onReload?: () => void }) {
  const online = useOnlineStatus();
  const backOnline = useBackOnline();
  const install = useInstallBanner();
  const waiting = useOfflineSupport();
  const installRetries = useInstallBannerRetries();
  useDiscreetManifest();

  const showInstall = online && install.mode !== null;
  if (online && backOnline.since === null && !showInstall) return null;
  return (
    <div
      data-testid="offline-banners"
      className="pointer-events-none fixed inset-x-3 top-[4.5rem] z-50 flex flex-col gap-2 sm:inset-x-auto sm:top-auto sm:bottom-6 sm:left-6 sm:w-96"
    >
      {/* Strings and code still loading show nothing; what failed to load offline is retried
          online. Each banner waits on its own: the install banner's code loading must not
          hide the 2 seconds of Back Online!. */}
      <QuietBoundary key={String(online)}>
        <Suspense fallback={null}>
          {online ? null : <OfflineStatus waiting={waiting} />}
          {backOnline.since === null ? null : <BackOnlineBanner key={backOnline.since} onReload={onReload} />}
        </Suspense>
        {showInstall && install.mode ? (
          <QuietBoundary key={installRetries.attempt} onError={installRetries.failed}>
            <Suspense fallback={null}>
              <InstallBanner
                mode={install.mode}
                onInstall={() => void install.install()}
                onDismiss={install.dismiss}
              />
            </Suspense>
          </QuietBoundary>
        ) : null}
      </QuietBoundary>
    </div>
  );
}
