import { useLiveEvents } from "../hooks/use-live-events";

/** Mount once in the app shell: live updates for the signed-in user. */
export function LiveEvents() {
  useLiveEvents();
  return null;
}
