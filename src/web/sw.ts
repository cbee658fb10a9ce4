/**
 * The service worker. Each concern is a module in ./sw/ that registers its handlers
 * here: push, the precached app shell, runtime caching and offline page loads. The
 * offline queue lives in the page (src/web/lib/offline-queue.ts).
 * A new version waits for the old one's tabs to close (spec section 4: only logged).
 */
import { registerPushHandlers } from "./sw/push";
import { claimPagesOnActivate, registerPrecache } from "./sw/precache";
import { registerNavigationFallback } from "./sw/offline-fallback";
import { registerRuntimeCaching } from "./sw/runtime-cache";

registerPushHandlers();
// Page loads first: their route must win over every other.
registerNavigationFallback();
registerPrecache();
registerRuntimeCaching();
claimPagesOnActivate();
