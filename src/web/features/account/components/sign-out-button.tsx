import { useState, type ComponentProps } from "react";
import { useMutation } from "@tanstack/react-query";
import { TRIED_AT_ONCE } from "@web/lib/query-client";
import { useTranslation } from "@web/lib/i18n";
import { Button } from "@web/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@web/components/ui/dialog";
import { UnsentWorkError, useSignOut, type SignOutScope } from "@web/lib/sign-out";
import { notify } from "@web/lib/toast";

type SignOutButtonProps = Omit<ComponentProps<typeof Button>, "onClick"> & {
  scope?: Exclude<SignOutScope, "others">;
};

/**
 * Signs out and leaves nothing of the account on this phone. When something written
 * offline has still not been sent (after one more try), the person is told what would be
 * lost and chooses: stay signed in until it is sent, or sign out and delete it.
 */
export function SignOutButton({ scope = "local", disabled, ...props }: SignOutButtonProps) {
  const { t } = useTranslation("account");
  const signOut = useSignOut();
  const [unsent, setUnsent] = useState<number | null>(null);
  const signingOut = useMutation({
    // Offline too: this phone forgets the account at once, the server hears of it later (lib/sign-out).
    ...TRIED_AT_ONCE,
    mutationFn: (discardUnsent: boolean) => signOut({ scope, discardUnsent }),
    onSuccess: () => setUnsent(null),
    onError: (error) => {
      if (error instanceof UnsentWorkError) setUnsent(error.count);
      else notify.error(t("errors.generic"));
    },
  });

  return (
    <>
      <Button
        {...props}
        disabled={disabled || signingOut.isPending}
        onClick={() => signingOut.mutate(false)}
      />
      <Dialog open={unsent !== null} onOpenChange={(open) => (open ? undefined : setUnsent(null))}>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>{t("signOut.unsentTitle")}</DialogTitle>
            <DialogDescription>{t("signOut.unsentText", { count: unsent ?? 0 })}</DialogDescription>
          </DialogHeader>
          <DialogFooter>
            <Button variant="outline" onClick={() => setUnsent(null)}>
              {t("signOut.stay")}
            </Button>
            <Button
              variant="destructive"
              disabled={signingOut.isPending}
              onClick={() => signingOut.mutate(true)}
            >
              {t("signOut.discard")}
            </Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
    </>
  );
}
