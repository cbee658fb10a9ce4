import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { applyTheme, readStoredTheme } from "./lib/theme";
import { initI18n } from "./lib/i18n";
import { ensureConfig } from "./lib/config";
import { App } from "./app/app";
import "./styles/index.css";

// Before the first paint: the stored theme, so a dark-theme user never sees a white flash.
applyTheme(readStoredTheme());
initI18n();

void ensureConfig().then(() => {
  const root = document.getElementById("root");
  if (!root) throw new Error("No #root element");
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});
