// First: Preact's waiting effects run before any key or press is handled (its listeners first).
import { runWaitingEffects } from "./lib/effects-before-input";
import { StrictMode, Suspense, lazy } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { applyTheme, readStoredTheme } from "./lib/theme";
import { detectLanguage, initI18n, loadNamespaces, prepareLanguage, supportedLanguage } from "./lib/i18n";
import { ensureConfig } from "./lib/config";
import { startErrorReporting } from "./lib/error-reporting";
import { App } from "./app/app";
import { preloadPage } from "./app/router";
import { PageTakenOver } from "./app/page-taken-over";
import { PAINT_MARKS } from "./prerender/before-paint";
import { preloadSplash } from "./app/splash/splash-gate";
import { nextTask, takeOver } from "./lib/in-turn";
import { guardAfterQuickExit, isNeutralPage } from "./features/safety/quick-exit";
import "./styles/index.css";

const NeutralWeatherPage = lazy(() => import("./pages/weather-page"));

// The theme's class is set by the head's script on a page the server drew
// (prerender/before-paint.ts); on the stored shell (offline, development) here, before React.
applyTheme(readStoredTheme());

/**
 * What a drawn page needs before the app takes it over: its code, the splash's if the page
 * was sent with it, and the string files it used. Taken over with all of it in hand, every
 * part hydrates at once; a part still waiting for its code would be drawn afresh by the
 * first change around it (the auth state arriving), showing its fallback for a moment.
 * The splash's too where this tab has shown it already (the head's script hid it): it is
 * taken over as sent, then leaves; waiting for its code instead, it had Preact draw the
 * whole page again (decision 096).
 */
async function loadWhatThePageUses(root: HTMLElement) {
  await Promise.all([
    preloadPage(window.location.pathname),
    root.querySelector("[data-splash]") !== null ? preloadSplash() : null,
    loadNamespaces((root.dataset.namespaces ?? "").split(" ").filter(Boolean)),
  ]).catch(() => {
    // A download that failed is tried again, or told, by the part that needs it.
  });
}

// The list of the page's language's string files comes while the configuration does.
void prepareLanguage(supportedLanguage(document.documentElement.lang) ?? detectLanguage()).catch(() => {
  // Tried again when the strings are asked for.
});

void ensureConfig().then(async () => {
  // Back after a quick exit: go straight on to the neutral page, showing nothing.
  if (guardAfterQuickExit()) return;
  const html = document.documentElement;
  html.style.visibility = "";
  const root = document.getElementById("root");
  if (!root) throw new Error("No #root element");
  // The quick exit's neutral page runs alone: none of the app's services, no request of ours.
  const neutral = isNeutralPage();
  // The server sent the page drawn (docs/decisions/076); the app takes it over as it is,
  // unless the head's script found this device wants it otherwise (discreet mode, a language).
  const drawn = root.hasChildNodes() && !neutral && !html.hasAttribute(PAINT_MARKS.redraw);
  await initI18n(drawn ? (supportedLanguage(html.lang) ?? undefined) : undefined);
  const app = (
    <StrictMode>
      {neutral ? (
        <Suspense fallback={null}>
          <NeutralWeatherPage />
          <PageTakenOver />
        </Suspense>
      ) : (
        <App />
      )}
    </StrictMode>
  );
  if (drawn) {
    // Each in a task of its own, after the app's code has just run: asking for the page's
    // code, then running it (the page has most often asked for it already, decision 097: it
    // then runs at once), then the take-over.
    await nextTask();
    await loadWhatThePageUses(root);
    await nextTask();
    takeOver(() => hydrateRoot(root, app), runWaitingEffects);
  } else {
    // What the server drew is gone before anything of it could show.
    root.replaceChildren();
    html.removeAttribute(PAINT_MARKS.redraw);
    createRoot(root).render(app);
  }
  // Loads the reporting SDK only when the operator configured it.
  if (!neutral) void startErrorReporting();
});
