import { useCallback, useState, type ReactNode } from "react";
import { ReauthDialog, type ReauthProof } from "../components/reauth-dialog";

type Action = (proof: ReauthProof) => Promise<void> | void;

/**
 * Runs a sensitive action after the person confirms it is them. Returns the function
 * that starts it and the dialog to render.
 */
export function useReauth(): { confirm: (label: string, action: Action) => void; dialog: ReactNode } {
  const [pending, setPending] = useState<{ label: string; action: Action } | null>(null);
  const confirm = useCallback((label: string, action: Action) => setPending({ label, action }), []);
  const dialog = (
    <ReauthDialog
      open={pending !== null}
      onOpenChange={(open) => !open && setPending(null)}
      action={pending?.label ?? ""}
      onConfirmed={async (proof) => pending?.action(proof)}
    />
  );
  return { confirm, dialog };
}
