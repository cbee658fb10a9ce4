/**
 * What the web app and its libraries get for "react" (scripts/lib/react-on-preact.ts):
 * Preact's compatibility layer, with one hook made safe. Preact numbers `useId`'s ids per
 * root it finds above a part, and a part drawn again after its strings or code arrived can
 * find another root than the page's and count from 0 again: on the portal, the reminder
 * form's time field was given the id of "My requests", which a screen reader then called
 * "08:00" (a rehearsal's failure, 2026-11-30). Here an id still held by a part on the page
 * is not given out again: the later part gets it with a suffix. The first holder keeps
 * Preact's id, so a page the server drew (one root, ids unique) hydrates with its own ids.
 */
import * as compat from "preact/compat";
import { useId as numberedId, useLayoutEffect, useState } from "preact/compat";

// Its types declare one `export =` namespace, which `export *` cannot name; the module that runs
// (compat.mjs) has every React export by name, and the app's code is typed by React's own types.
// @ts-expect-error TS2498
export * from "preact/compat";

/** The ids held by parts now on the page (in a browser; the prerenderer's pages are one root each). */
const held = new Set<string>();
let suffixes = 0;

export function useId(): string {
  const numbered = numberedId();
  const [id] = useState(() => {
    if (typeof window === "undefined") return numbered;
    const free = held.has(numbered) ? `${numbered}-${(suffixes += 1)}` : numbered;
    held.add(free);
    return free;
  });
  useLayoutEffect(() => () => void held.delete(id), [id]);
  return id;
}

export default { ...compat, useId };
