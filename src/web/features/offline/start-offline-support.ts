/**
 * What the app starts once the page has loaded (kept off the first download): the
 * offline queue's sender and its notices, image preloading, the worker's cache warm-up,
 * and the strings needed to speak while offline.
 */
import { loadNamespaces } from "@web/lib/i18n";
import { queryClient } from "@web/lib/query-client";
import { countQueued, onQueueEvent, startOfflineQueue } from "@web/lib/offline-queue";
import { startImagePreload } from "@web/lib/image-preload";
import { announceQueueEvent } from "./queue-notices";
import { warmOfflineCache } from "./warm-offline-cache";

export function startOfflineSupport({
  onWaitingChange,
}: {
  onWaitingChange(count: number): void;
}): () => void {
  const refreshCount = () => void countQueued().then(onWaitingChange, () => onWaitingChange(0));
  const stopEvents = onQueueEvent((event) => {
    void announceQueueEvent(event);
    refreshCount();
    // A request sent later changes lists the pages show (a new application, for one).
    if (event.type === "sent") void queryClient.invalidateQueries();
  });
  const stopQueue = startOfflineQueue();
  refreshCount();
  startImagePreload();
  warmOfflineCache();
  // Loaded now, while there is a connection, so an offline notice can still be shown
  // (the toast code itself is precached by the service worker: sw/build.ts).
  void loadNamespaces(["offline"]);
  return () => {
    stopEvents();
    stopQueue();
  };
}
