import { Link, useSearchParams } from "@web/lib/router";
import { useTranslation } from "@web/lib/i18n";
import { Card, CardContent, CardDescription, CardHeader } from "@web/components/ui/card";
import { usePageTitle } from "@web/lib/use-page-title";
import { RequestReset, ResetWithToken } from "@web/features/auth/components/reset-password";
import { FormAlert } from "@web/components/ui/form-alert";

/** /reset-password: ask for a link or code, or (with ?token=) choose the new password. */
export default function ResetPasswordPage() {
  const { t } = useTranslation("auth");
  usePageTitle(t("reset.pageTitle"), { private: true });
  const [params] = useSearchParams();
  const token = params.get("token");
  const failed = params.get("error") === "INVALID_TOKEN";
  return (
    <div className="mx-auto w-full max-w-md px-4 py-10">
      <Card>
        <CardHeader>
          <h1 className="text-xl font-semibold">{token ? t("reset.newTitle") : t("reset.title")}</h1>
          <CardDescription>{token ? t("reset.newDescription") : t("reset.description")}</CardDescription>
        </CardHeader>
        <CardContent className="grid gap-4">
          <FormAlert message={failed ? t("errors.invalidToken") : undefined} />
          {token ? <ResetWithToken token={token} /> : <RequestReset />}
          <Link
            to="/portal"
            className="justify-self-center text-sm font-medium text-primary underline underline-offset-4"
          >
            {t("reset.back")}
          </Link>
        </CardContent>
      </Card>
    </div>
  );
}
