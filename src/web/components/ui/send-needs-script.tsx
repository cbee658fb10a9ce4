import type { ReactNode } from "react";

/**
 * Where a form's send button is, on a page the server drew: without scripts the button is
 * hidden (`data-needs-script`, a rule inline in index.html) and this note, given the form's
 * own words, says why and where to turn instead, rather than letting the browser send the
 * form to an address that cannot take it (docs/decisions/076). With scripts it is nothing.
 */
export function SendNeedsScript({ children }: { children: ReactNode }) {
  return (
    <noscript>
      <p role="note" className="rounded-md border border-border bg-muted p-3 text-sm text-foreground">
        {children}
      </p>
    </noscript>
  );
}

/** On a form's send button: hidden without scripts (see SendNeedsScript). */
export const NEEDS_SCRIPT = { "data-needs-script": "" } as const;
