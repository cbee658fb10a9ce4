import { useState, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { useAuth } from "@web/lib/auth";
import { Card, CardContent, CardDescription, CardHeader } from "@web/components/ui/card";
import { PageFallback } from "@web/app/page-fallback";
import { SignInForm } from "./sign-in-form";
import { SignUpForm } from "./sign-up-form";

/** Sign in, with a switch to sign up. Mounted only while signed out, so it opens on sign-in. */
function SignInOrUp() {
  const { t } = useTranslation("auth");
  const [mode, setMode] = useState<"sign-in" | "sign-up">("sign-in");
  const signingIn = mode === "sign-in";
  return (
    <div className="mx-auto w-full max-w-md px-4 py-10">
      <Card>
        <CardHeader>
          <h1 className="text-xl font-semibold">{signingIn ? t("signIn.title") : t("signUp.title")}</h1>
          <CardDescription>{signingIn ? t("signIn.description") : t("signUp.description")}</CardDescription>
        </CardHeader>
        <CardContent className="grid gap-4">
          {signingIn ? <SignInForm /> : <SignUpForm />}
          <p className="text-center text-sm">
            {signingIn ? t("signIn.noAccount") : t("signUp.haveAccount")}{" "}
            <button
              type="button"
              className="font-medium text-primary underline underline-offset-4"
              onClick={() => setMode(signingIn ? "sign-up" : "sign-in")}
            >
              {signingIn ? t("signUp.link") : t("signIn.link")}
            </button>
          </p>
        </CardContent>
      </Card>
    </div>
  );
}

/** Shows its children to a signed-in user, and sign-in / sign-up to everyone else. */
export function AccountGate({ children }: { children: ReactNode }) {
  const { loading, isAuthenticated } = useAuth();
  if (loading) return <PageFallback />;
  return isAuthenticated ? <>{children}</> : <SignInOrUp />;
}
