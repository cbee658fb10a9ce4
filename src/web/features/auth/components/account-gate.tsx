import { useState, type ReactNode } from "react";
import { useSearchParams } from "@web/lib/router";
import { useTranslation } from "@web/lib/i18n";
import { Mail, Smartphone } from "lucide-react";
import { useAuth } from "@web/lib/auth";
import { Card, CardContent, CardDescription, CardHeader } from "@web/components/ui/card";
import { PageFallback } from "@web/components/page/page-fallback";
import { cn } from "@web/lib/utils";
import { SignInForm } from "./sign-in-form";
import { PhoneCodeForm, SignUpForm, TwoFactorChallenge } from "./forms-on-demand";
import { VerificationBanner } from "./verification-banner";
import { FormNote } from "@web/components/ui/form-alert";

type Mode = "sign-in" | "sign-up" | "two-factor";
type Method = "email" | "phone";

function MethodSwitch({ method, onChange }: { method: Method; onChange: (method: Method) => void }) {
  const { t } = useTranslation("auth");
  const options = [
    // The e-mail form is the page's own; the phone's steps load when a press is coming.
    { value: "email" as const, label: t("method.email"), Icon: Mail, preload: undefined },
    { value: "phone" as const, label: t("method.phone"), Icon: Smartphone, preload: PhoneCodeForm.preload },
  ];
  return (
    <div
      className="grid grid-cols-2 gap-1 rounded-lg bg-muted p-1"
      role="group"
      aria-label={t("method.label")}
    >
      {options.map(({ value, label, Icon, preload }) => (
        <button
          key={value}
          type="button"
          aria-pressed={method === value}
          onClick={() => onChange(value)}
          onPointerEnter={preload}
          onFocus={preload}
          className={cn(
            "flex h-10 items-center justify-center gap-2 rounded-md text-sm font-medium transition-colors",
            method === value
              ? "bg-background text-foreground shadow-sm"
              : "text-muted-foreground hover:text-foreground",
          )}
        >
          <Icon className="size-4" aria-hidden="true" />
          {label}
        </button>
      ))}
    </div>
  );
}

/** Where a confirmation link lands (/portal?verified=1, with error=... when it failed). */
function ConfirmationNote() {
  const { t } = useTranslation("auth");
  const [params] = useSearchParams();
  if (params.get("verified") !== "1") return null;
  return <FormNote message={params.get("error") ? t("verify.linkFailed") : t("verify.confirmed")} />;
}

/** Sign in or sign up, by e-mail or phone, then the second factor when the account has one. */
export function SignInOrUp() {
  const { t } = useTranslation("auth");
  const [mode, setMode] = useState<Mode>("sign-in");
  const [method, setMethod] = useState<Method>("email");
  const toTwoFactor = () => setMode("two-factor");
  const title =
    mode === "two-factor" ? t("twoFactor.title") : mode === "sign-in" ? t("signIn.title") : t("signUp.title");
  const description =
    mode === "two-factor"
      ? t("twoFactor.description")
      : mode === "sign-in"
        ? t("signIn.description")
        : t("signUp.description");
  return (
    <div className="mx-auto w-full max-w-md px-4 py-10">
      <Card>
        <CardHeader>
          <h1 className="text-xl font-semibold">{title}</h1>
          <CardDescription>{description}</CardDescription>
        </CardHeader>
        <CardContent className="grid gap-5">
          {mode === "two-factor" ? (
            <TwoFactorChallenge onCancel={() => setMode("sign-in")} />
          ) : (
            <>
              <ConfirmationNote />
              <MethodSwitch method={method} onChange={setMethod} />
              {method === "phone" ? (
                <PhoneCodeForm key={mode} mode={mode} onTwoFactor={toTwoFactor} />
              ) : mode === "sign-in" ? (
                <SignInForm onTwoFactor={toTwoFactor} />
              ) : (
                <SignUpForm />
              )}
              <p className="text-center text-sm">
                {mode === "sign-in" ? t("signIn.noAccount") : t("signUp.haveAccount")}{" "}
                <button
                  type="button"
                  className="font-medium text-primary underline underline-offset-4"
                  onClick={() => setMode(mode === "sign-in" ? "sign-up" : "sign-in")}
                  onPointerEnter={SignUpForm.preload}
                  onFocus={SignUpForm.preload}
                >
                  {mode === "sign-in" ? t("signUp.link") : t("signIn.link")}
                </button>
              </p>
            </>
          )}
        </CardContent>
      </Card>
    </div>
  );
}

/**
 * Shows its children to a signed-in user (with a reminder to confirm the e-mail address
 * while it is not), and sign-in / sign-up to everyone else.
 */
export function AccountGate({ children }: { children: ReactNode }) {
  const { loading, isAuthenticated } = useAuth();
  // The sign-in forms' strings, asked for while the answer is awaited: a page drawn before
  // anyone is known (the server's) then has them in hand when the answer is "nobody", instead
  // of drawing the forms only after a second download.
  useTranslation("auth");
  if (loading) return <PageFallback />;
  if (!isAuthenticated) return <SignInOrUp />;
  return (
    <>
      <VerificationBanner />
      {children}
    </>
  );
}
