/**
 * What the web app and its libraries get for "react" (scripts/lib/react-on-preact.ts):
 * Preact's compatibility layer, with one hook made safe. Preact numbers `useId`'s ids per
 * root it finds above a part, and a part drawn again after its strings or code arrived can
 * find another root than the page's and count from 0 again: on the portal, the reminder
 * form's time field was given the id of "My requests", which a screen reader then called
 * "08:00" (a rehearsal's failure, 2026-11-30). Here an id is given out once in a page's life:
 * a later part that Preact numbers the same gets it with a suffix. Ids are not given back
 * when a part leaves, because a part that waits (Suspense) has its hooks' cleanups run and is
 * drawn again, and a part's id given back that way went to another part while the first
 * still showed it (a second rehearsal, the same day). The first holder keeps Preact's id, so
 * a page the server drew (one root, ids unique) hydrates with its own ids.
 */
import * as compat from "preact/compat";
import { useId as numberedId, useState } from "preact/compat";

// Its types declare one `export =` namespace, which `export *` cannot name; the module that runs
// (compat.mjs) has every React export by name, and the app's code is typed by React's own types.
// @ts-expect-error TS2498
export * from "preact/compat";

/** The ids given out on this page (in a browser; the prerenderer's pages are one root each). */
const given = new Set<string>();
let suffixes = 0;

export function useId(): string {
  const numbered = numberedId();
  const [id] = useState(() => {
    if (typeof window === "undefined") return numbered;
    const unique = given.has(numbered) ? `${numbered}-${(suffixes += 1)}` : numbered;
    given.add(unique);
    return unique;
  });
  return id;
}

export default { ...compat, useId };
