import { useMutation } from "@tanstack/react-query";
import { TRIED_AT_ONCE } from "@web/lib/query-client";
import { useTranslation } from "@web/lib/i18n";
import type { DirectoryEntry } from "@shared/api/directory";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  ConfirmFooter,
  DialogHeader,
  DialogTitle,
} from "@web/components/ui/dialog";
import { notify } from "@web/lib/toast";
import { deleteEntry } from "../api";
import { failureOf } from "../entry-form";

/** Confirms deleting an entry: iCare stops listing it at once. */
export function DeleteEntryDialog({
  entry,
  onClose,
}: {
  entry: DirectoryEntry;
  onClose: (changed: boolean) => void;
}) {
  const { t } = useTranslation(["directory", "common"]);
  const remove = useMutation({
    ...TRIED_AT_ONCE,
    mutationFn: () => deleteEntry(entry.id),
    onSuccess: () => {
      notify.success(t("delete.done", { title: entry.title }));
      onClose(true);
    },
    onError: (error) => {
      const form = failureOf(error);
      notify.error(t(form));
      onClose(form !== "errors.generic");
    },
  });
  return (
    <Dialog open onOpenChange={(open) => (open ? undefined : onClose(false))}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{t("delete.title", { title: entry.title })}</DialogTitle>
          <DialogDescription>{t("delete.text")}</DialogDescription>
        </DialogHeader>
        <ConfirmFooter
          onCancel={() => onClose(false)}
          onConfirm={() => remove.mutate()}
          pending={remove.isPending}
          confirmLabel={t("delete.confirm")}
          pendingLabel={t("delete.deleting")}
        />
      </DialogContent>
    </Dialog>
  );
}
