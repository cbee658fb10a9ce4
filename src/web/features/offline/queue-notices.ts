/** Tells the person what became of what they wrote offline (toasts, namespace "offline"). */
import { fixedT, loadNamespaces } from "@web/lib/i18n";
import { notify } from "@web/lib/toast";
import type { QueueEvent } from "@web/lib/offline-queue";

const SIGN_IN_STATUSES = new Set([401, 403]);

export async function announceQueueEvent(event: QueueEvent) {
  await loadNamespaces(["offline"]);
  const t = fixedT("offline");
  if (event.type === "queued") {
    notify.info(t("queue.queued.title"), { description: t("queue.queued.text") });
  } else if (event.type === "sent") {
    notify.success(t(`queue.sent.${event.kind}`), { description: t("queue.sent.text") });
  } else {
    const reason = SIGN_IN_STATUSES.has(event.status) ? "signIn" : event.kind;
    notify.error(t("queue.failed.title"), { description: t(`queue.failed.${reason}`) });
  }
}
