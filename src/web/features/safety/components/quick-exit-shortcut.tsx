import { useEscapeTwice } from "../hooks/use-escape-twice";
import { quickExit } from "../quick-exit";

const leave = () => void quickExit();

/** Escape pressed twice leaves at once; mounted once in the app shell. */
export function QuickExitShortcut() {
  useEscapeTwice(leave);
  return null;
}
