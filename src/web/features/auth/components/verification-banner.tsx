import { useTranslation } from "@web/lib/i18n";
import { MailWarning } from "lucide-react";
import { realEmail } from "@shared/domain/phone-account";
import { Button } from "@web/components/ui/button";
import { useAuth } from "@web/lib/auth";
import { useResendConfirmation } from "../hooks/use-resend-confirmation";

/**
 * Sign-in works before the e-mail is confirmed (decision 022); until it is, this banner
 * says so and can send the link again. Replies by e-mail wait for a confirmed address.
 */
export function VerificationBanner() {
  const { t } = useTranslation("auth");
  const { user } = useAuth();
  const resend = useResendConfirmation();
  const email = realEmail(user?.email);
  if (!user || user.emailVerified || !email) return null;

  return (
    <div className="border-b bg-amber-50 text-amber-950 dark:bg-amber-950/40 dark:text-amber-100">
      <div className="mx-auto flex max-w-5xl flex-wrap items-center gap-x-4 gap-y-2 px-4 py-3 text-sm">
        <MailWarning className="size-5 shrink-0" aria-hidden="true" />
        <p className="flex-1">{t("verify.banner", { email })}</p>
        {resend.isSuccess ? (
          <p role="status" className="font-medium">
            {t("verify.sent")}
          </p>
        ) : (
          <Button
            size="sm"
            variant="outline"
            className="bg-transparent"
            disabled={resend.isPending}
            onClick={() => resend.mutate(email)}
          >
            {resend.isError ? t("verify.retry") : t("verify.resend")}
          </Button>
        )}
      </div>
    </div>
  );
}
