import { useState } from "react";
import { navigate } from "@web/lib/router";
import { useTranslation } from "@web/lib/i18n";
import { useQueryClient } from "@tanstack/react-query";
import { Download, Trash2 } from "lucide-react";
import { Button } from "@web/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@web/components/ui/dialog";
import { forgetAccount } from "@web/lib/sign-out";
import { notify } from "@web/lib/toast";
import { deleteAccount, downloadMyData } from "../api";
import { useReauth } from "../hooks/use-reauth";
import { SettingsSection } from "./section";

/**
 * The rights of Uganda's Data Protection and Privacy Act 2019: a copy of everything the
 * service keeps about the person, and deletion of the account with every personal row.
 */
export function MyDataSection() {
  const { t } = useTranslation("account");
  const queryClient = useQueryClient();
  const { confirm, dialog } = useReauth();
  const [asking, setAsking] = useState(false);
  const [understood, setUnderstood] = useState(false);

  const download = () =>
    confirm(t("data.download"), async () => {
      await downloadMyData();
      notify.success(t("data.downloaded"));
    });

  const remove = () => {
    setAsking(false);
    confirm(t("data.delete"), async () => {
      await deleteAccount();
      await forgetAccount(queryClient);
      notify.success(t("data.deleted"));
      navigate("/", { replace: true });
    });
  };

  return (
    <SettingsSection id="my-data" title={t("data.title")} description={t("data.description")}>
      <div className="flex flex-wrap gap-2">
        <Button variant="outline" onClick={download}>
          <Download aria-hidden="true" />
          {t("data.download")}
        </Button>
        <Button variant="destructive" onClick={() => setAsking(true)}>
          <Trash2 aria-hidden="true" />
          {t("data.delete")}
        </Button>
      </div>
      <Dialog
        open={asking}
        onOpenChange={(open) => {
          setAsking(open);
          setUnderstood(false);
        }}
      >
        <DialogContent>
          <DialogHeader>
            <DialogTitle>{t("data.deleteTitle")}</DialogTitle>
            <DialogDescription>{t("data.deleteText")}</DialogDescription>
          </DialogHeader>
          <ul className="list-disc pl-5 text-sm">
            <li>{t("data.deleteList1")}</li>
            <li>{t("data.deleteList2")}</li>
            <li>{t("data.deleteList3")}</li>
          </ul>
          <label className="flex items-start gap-3 text-sm font-medium">
            <input
              type="checkbox"
              className="mt-0.5 size-4"
              checked={understood}
              onChange={(e) => setUnderstood(e.target.checked)}
            />
            <span>{t("data.deleteConfirm")}</span>
          </label>
          <DialogFooter>
            <Button variant="outline" onClick={() => setAsking(false)}>
              {t("common:actions.cancel")}
            </Button>
            <Button variant="destructive" disabled={!understood} onClick={remove}>
              {t("data.deleteForever")}
            </Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
      {dialog}
    </SettingsSection>
  );
}
