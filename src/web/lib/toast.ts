/**
 * Toasts (sonner: bottom-right, Alt+T) without putting sonner on the first page load:
 * the toaster mounts the first time something is announced, then the toast is shown.
 */
import type { ExternalToast } from "sonner";

type Kind = "message" | "success" | "error" | "info" | "warning";

let mountToaster: (() => Promise<void>) | null = null;
let mounted: Promise<void> | null = null;

/** Called once by <ToasterHost>; resolves when sonner's <Toaster> has mounted. */
export function registerToasterHost(mount: () => Promise<void>) {
  mountToaster = mount;
}

async function show(kind: Kind, title: string, options?: ExternalToast) {
  mounted ??= mountToaster ? mountToaster() : Promise.resolve();
  const [{ toast }] = await Promise.all([import("./sonner"), mounted]);
  if (kind === "message") toast(title, options);
  else toast[kind](title, options);
}

export const notify = {
  /** Closes a toast shown with this `id`, whatever its duration or a pointer resting on it. */
  dismiss: (id: string) => void import("./sonner").then(({ toast }) => toast.dismiss(id)),
  message: (title: string, options?: ExternalToast) => void show("message", title, options),
  success: (title: string, options?: ExternalToast) => void show("success", title, options),
  error: (title: string, options?: ExternalToast) => void show("error", title, options),
  info: (title: string, options?: ExternalToast) => void show("info", title, options),
  warning: (title: string, options?: ExternalToast) => void show("warning", title, options),
};
