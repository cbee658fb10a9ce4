/**
 * sonner, behind a module of ours so its chunk has a stable name (assets/sonner-*.js):
 * the service worker precaches it with the shell, so a toast can still be shown offline
 * without the first page load downloading it.
 */
export { Toaster, toast } from "sonner";
