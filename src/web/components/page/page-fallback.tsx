import { useTranslation } from "@web/lib/i18n";

const HEIGHTS = {
  /** Where a page will be. */
  page: "min-h-[50dvh]",
  /** Where a form will be, about its height. */
  form: "min-h-48",
} as const;

/**
 * Shown while a page's (or a form's) code or strings load: a quiet spinner, announced
 * politely in the reader's language. It never waits for strings itself, being what shows
 * while they come: the common strings are loaded with any page's, and until they are,
 * English is said.
 */
export function PageFallback({ height = "page" }: { height?: keyof typeof HEIGHTS }) {
  const { t } = useTranslation("common", { useSuspense: false });
  return (
    <div className={`flex ${HEIGHTS[height]} items-center justify-center`} role="status" aria-live="polite">
      <span
        className="size-8 animate-spin rounded-full border-4 border-muted border-t-primary"
        aria-hidden="true"
      />
      <span className="sr-only">{t("loading", { defaultValue: "Loading..." })}</span>
    </div>
  );
}
