import { useState } from "react";
import { useTranslation } from "@web/lib/i18n";
import {
  ScrollText,
  Clock,
  History,
  Lock,
  MessageCircle,
  MessagesSquare,
  ShieldCheck,
  UsersRound,
  Wallet,
} from "lucide-react";
import { Badge } from "@web/components/ui/badge";
import { Button, ButtonLink } from "@web/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader } from "@web/components/ui/card";
import { PageHeader } from "@web/components/page/page-header";
import { PageFallback } from "@web/components/page/page-fallback";
import { SignInForm } from "@web/features/auth/components/sign-in-form";
import { SignUpForm } from "@web/features/auth/components/sign-up-form";
import { useAuth } from "@web/lib/auth";
import { openChat } from "@web/lib/chat-launcher";
import { getConfig } from "@web/lib/config";
import { usePageTitle } from "@web/lib/use-page-title";

/** The four benefits and three assurances of the chat's premium prompt (spec section 2; decision 068). */
const BENEFITS = [
  { key: "unlimited", icon: MessagesSquare },
  { key: "guidance", icon: ScrollText },
  { key: "support", icon: Clock },
  { key: "kept", icon: History },
] as const;
const ASSURANCES = [
  { key: "noPayment", icon: Wallet },
  { key: "navigators", icon: UsersRound },
  { key: "confidential", icon: Lock },
] as const;

/** Sign-up first (the free account is the point of this page), sign-in one tap away. */
function SignUpOrIn() {
  const { t } = useTranslation("pages");
  const [mode, setMode] = useState<"sign-up" | "sign-in">("sign-up");
  const signingUp = mode === "sign-up";
  return (
    <Card>
      <CardHeader>
        <h2 className="text-xl font-semibold">
          {signingUp ? t("premium.signUp.title") : t("premium.signIn.title")}
        </h2>
        <CardDescription>{signingUp ? t("premium.signUp.text") : t("premium.signIn.text")}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        {signingUp ? <SignUpForm /> : <SignInForm />}
        <p className="text-center text-sm">
          {signingUp ? t("premium.signUp.haveAccount") : t("premium.signIn.noAccount")}{" "}
          <button
            type="button"
            className="font-medium text-primary underline underline-offset-4"
            onClick={() => setMode(signingUp ? "sign-in" : "sign-up")}
          >
            {signingUp ? t("premium.signUp.switch") : t("premium.signIn.switch")}
          </button>
        </p>
      </CardContent>
    </Card>
  );
}

function Unlocked() {
  const { t } = useTranslation("pages");
  return (
    <Card className="border-primary/40">
      <CardHeader>
        <span className="grid size-12 place-items-center rounded-full bg-secondary text-secondary-foreground">
          <ShieldCheck className="size-6" aria-hidden="true" />
        </span>
        <h2 className="text-xl font-semibold">{t("premium.unlocked.title")}</h2>
        <CardDescription>{t("premium.unlocked.text")}</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-3 sm:flex-row">
        <Button size="lg" onClick={openChat}>
          <MessageCircle aria-hidden="true" />
          {t("premium.unlocked.openChat")}
        </Button>
        <ButtonLink size="lg" variant="outline" to="/portal">
          {t("premium.unlocked.portal")}
        </ButtonLink>
      </CardContent>
    </Card>
  );
}

/** /premium-portal: the free sign-up that lifts the chat's limit, reached from the chat's prompt. */
export default function PremiumPortalPage() {
  const { t } = useTranslation("pages");
  const { loading, isAuthenticated } = useAuth();
  const product = getConfig().siteName;
  usePageTitle(t("premium.title"), { private: true });
  return (
    <>
      <PageHeader title={t("premium.heading", { product })} intro={t("premium.intro")}>
        <p className="flex gap-2">
          <Badge>{t("premium.badges.premium")}</Badge>
          <Badge variant="accent">{t("premium.badges.free")}</Badge>
        </p>
      </PageHeader>
      <div className="mx-auto grid max-w-6xl items-start gap-10 px-4 pb-16 lg:grid-cols-[1.1fr_1fr]">
        <div className="grid gap-8">
          <section aria-labelledby="premium-benefits" className="grid gap-4">
            <h2 id="premium-benefits" className="text-2xl font-bold">
              {t("premium.benefits.heading")}
            </h2>
            <ul className="grid gap-4 sm:grid-cols-2">
              {BENEFITS.map(({ key, icon: Icon }) => (
                <li key={key} className="grid content-start gap-2 rounded-xl border bg-card p-5 shadow-sm">
                  <Icon className="size-6 text-primary" aria-hidden="true" />
                  <p className="font-semibold">{t(`premium.benefits.${key}.title`)}</p>
                  <p className="text-sm text-muted-foreground">{t(`premium.benefits.${key}.text`)}</p>
                </li>
              ))}
            </ul>
          </section>
          <section aria-labelledby="premium-assurances" className="grid gap-3 rounded-xl bg-muted p-5">
            <h2 id="premium-assurances" className="text-lg font-semibold">
              {t("premium.assurances.heading")}
            </h2>
            <ul className="grid gap-2">
              {ASSURANCES.map(({ key, icon: Icon }) => (
                <li key={key} className="flex items-center gap-3">
                  <Icon className="size-5 shrink-0 text-primary" aria-hidden="true" />
                  {t(`premium.assurances.${key}`)}
                </li>
              ))}
            </ul>
          </section>
        </div>
        <div className="lg:sticky lg:top-24">
          {loading ? <PageFallback /> : isAuthenticated ? <Unlocked /> : <SignUpOrIn />}
        </div>
      </div>
    </>
  );
}
