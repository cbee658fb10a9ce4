import { StrictMode, Suspense, lazy } from "react";
import { createRoot } from "react-dom/client";
import { applyTheme, readStoredTheme } from "./lib/theme";
import { initI18n } from "./lib/i18n";
import { ensureConfig } from "./lib/config";
import { startErrorReporting } from "./lib/error-reporting";
import { App } from "./app/app";
import { guardAfterQuickExit, isNeutralPage } from "./features/safety/quick-exit";
import "./styles/index.css";

const NeutralWeatherPage = lazy(() => import("./pages/weather-page"));

// Before the first paint: the stored theme, so a dark-theme user never sees a white flash.
applyTheme(readStoredTheme());
initI18n();

void ensureConfig().then(() => {
  // Back after a quick exit: go straight on to the neutral page, showing nothing.
  if (guardAfterQuickExit()) return;
  const root = document.getElementById("root");
  if (!root) throw new Error("No #root element");
  // The quick exit's neutral page runs alone: none of the app's services, no request of ours.
  const neutral = isNeutralPage();
  createRoot(root).render(
    <StrictMode>
      {neutral ? (
        <Suspense fallback={null}>
          <NeutralWeatherPage />
        </Suspense>
      ) : (
        <App />
      )}
    </StrictMode>,
  );
  // Loads the reporting SDK only when the operator configured it.
  if (!neutral) void startErrorReporting();
});
