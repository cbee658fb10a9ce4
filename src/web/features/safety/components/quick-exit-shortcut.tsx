import { useShiftTaps } from "../hooks/use-shift-taps";
import { quickExit } from "../quick-exit";

const leave = () => void quickExit();

/** Shift tapped three times leaves at once; mounted once in the app shell. */
export function QuickExitShortcut() {
  useShiftTaps(leave);
  return null;
}
