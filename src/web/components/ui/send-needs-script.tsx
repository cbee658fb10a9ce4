import { useTranslation } from "react-i18next";

/**
 * Where a form's send button is, on a page the server drew: without scripts the button is
 * hidden (`data-needs-script`, a rule inline in index.html) and this says why and where to
 * turn instead, rather than letting the browser send the form to an address that cannot take
 * it (docs/decisions/076). With scripts it is nothing.
 */
export function SendNeedsScript() {
  const { t } = useTranslation("common");
  return (
    <noscript>
      <p role="note" className="rounded-md border border-border bg-muted p-3 text-sm text-foreground">
        {t("noScript.form")}
      </p>
    </noscript>
  );
}

/** On a form's send button: hidden without scripts (see SendNeedsScript). */
export const NEEDS_SCRIPT = { "data-needs-script": "" } as const;
