import { useState } from "react";
import { useTranslation } from "@web/lib/i18n";
import { MailWarning } from "lucide-react";
import { realEmail } from "@shared/domain/phone-account";
import { Button } from "@web/components/ui/button";
import { useAuth } from "@web/lib/auth";

/**
 * Sign-in works before the e-mail is confirmed (decision 022); until it is, this banner
 * says so and can send the link again. Replies by e-mail wait for a confirmed address.
 */
export function VerificationBanner() {
  const { t } = useTranslation("auth");
  const { user } = useAuth();
  const [state, setState] = useState<"idle" | "sending" | "sent" | "failed">("idle");
  const email = realEmail(user?.email);
  if (!user || user.emailVerified || !email) return null;

  async function resend() {
    setState("sending");
    const { authClient } = await import("@web/lib/auth-client");
    const result = await authClient.sendVerificationEmail({
      email: email!,
      callbackURL: "/portal?verified=1",
    });
    setState(result.error ? "failed" : "sent");
  }

  return (
    <div className="border-b bg-amber-50 text-amber-950 dark:bg-amber-950/40 dark:text-amber-100">
      <div className="mx-auto flex max-w-5xl flex-wrap items-center gap-x-4 gap-y-2 px-4 py-3 text-sm">
        <MailWarning className="size-5 shrink-0" aria-hidden="true" />
        <p className="flex-1">{t("verify.banner", { email })}</p>
        {state === "sent" ? (
          <p role="status" className="font-medium">
            {t("verify.sent")}
          </p>
        ) : (
          <Button
            size="sm"
            variant="outline"
            className="bg-transparent"
            disabled={state === "sending"}
            onClick={() => void resend()}
          >
            {state === "failed" ? t("verify.retry") : t("verify.resend")}
          </Button>
        )}
      </div>
    </div>
  );
}
