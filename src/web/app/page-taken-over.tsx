import { useEffect } from "react";
import { PAINT_MARKS } from "../prerender/before-paint";
import { whenTakenOver } from "../lib/in-turn";

/**
 * Marks the page as the app's once the page itself (its lazy code with it), or what shows in
 * its place, has been taken over, with every part taken over in turn (lib/in-turn.tsx): from
 * then on the app answers every tap. Until then the
 * head's script holds forms back (prerender/before-paint.ts), so a form sent early never goes
 * out the browser's way, with what was written in the address (docs/decisions/076).
 */
export function PageTakenOver() {
  useEffect(() => whenTakenOver(() => document.documentElement.setAttribute(PAINT_MARKS.appReady, "")), []);
  return null;
}
