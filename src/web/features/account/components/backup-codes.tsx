import { useState } from "react";
import { useTranslation } from "@web/lib/i18n";
import { Copy, KeyRound } from "lucide-react";
import { Button } from "@web/components/ui/button";

/** The backup codes, shown once: each opens the account once if the phone is lost. */
export function BackupCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const { t } = useTranslation("account");
  const [copied, setCopied] = useState(false);
  return (
    <div className="grid gap-4">
      <div className="flex gap-2 rounded-md bg-muted p-3 text-sm">
        <KeyRound className="size-5 shrink-0" aria-hidden="true" />
        <p>{t("backupCodes.intro")}</p>
      </div>
      <ul
        className="grid grid-cols-2 gap-2 font-mono text-sm"
        aria-label={t("backupCodes.label")}
        data-testid="backup-codes"
      >
        {codes.map((code) => (
          <li key={code} className="rounded border px-2 py-1 text-center">
            {code}
          </li>
        ))}
      </ul>
      <div className="flex flex-wrap gap-2">
        <Button
          variant="outline"
          onClick={() =>
            void navigator.clipboard?.writeText(codes.join("\n")).then(
              () => setCopied(true),
              () => setCopied(false),
            )
          }
        >
          <Copy aria-hidden="true" />
          {copied ? t("backupCodes.copied") : t("backupCodes.copy")}
        </Button>
        <Button onClick={onDone}>{t("backupCodes.saved")}</Button>
      </div>
    </div>
  );
}
