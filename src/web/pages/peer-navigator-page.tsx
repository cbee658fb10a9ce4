import { useTranslation } from "@web/lib/i18n";
import {
  CalendarCheck,
  HeartHandshake,
  MessageCircleHeart,
  Phone,
  Pill,
  ShieldCheck,
  Users,
} from "lucide-react";
import { PageHeader } from "@web/components/page/page-header";
import { AccountGate } from "@web/features/auth/components/account-gate";
import { PeerRequestForm } from "@web/features/applications/components/peer-request-form";
import { getConfig } from "@web/lib/config";
import { usePageTitle } from "@web/lib/use-page-title";

const HELP = [
  { key: "start", icon: CalendarCheck },
  { key: "medicine", icon: Pill },
  { key: "talk", icon: MessageCircleHeart },
  { key: "groups", icon: Users },
  { key: "privacy", icon: ShieldCheck },
  { key: "people", icon: HeartHandshake },
] as const;

const STEPS = ["request", "contact", "plan"] as const;

/** /peer-navigator: what peer navigation is, and a request through the applications API. */
export default function PeerNavigatorPage() {
  const { t } = useTranslation("pages");
  const { contact } = getConfig();
  usePageTitle(t("peer.title"));
  return (
    <>
      <PageHeader title={t("peer.heading")} intro={t("peer.intro")} />
      <div className="mx-auto grid max-w-6xl gap-14 px-4 pb-16">
        <section aria-labelledby="peer-help" className="grid gap-5">
          <h2 id="peer-help" className="text-2xl font-bold">
            {t("peer.help.heading")}
          </h2>
          <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {HELP.map(({ key, icon: Icon }) => (
              <li key={key} className="flex gap-4 rounded-xl border bg-card p-5 shadow-sm">
                <span className="grid size-11 shrink-0 place-items-center rounded-lg bg-secondary text-secondary-foreground">
                  <Icon className="size-5" aria-hidden="true" />
                </span>
                <div className="grid content-start gap-1">
                  <p className="font-semibold">{t(`peer.help.items.${key}.title`)}</p>
                  <p className="text-sm text-muted-foreground">{t(`peer.help.items.${key}.text`)}</p>
                </div>
              </li>
            ))}
          </ul>
        </section>

        <section aria-labelledby="peer-steps" className="grid gap-5">
          <h2 id="peer-steps" className="text-2xl font-bold">
            {t("peer.steps.heading")}
          </h2>
          <ol className="grid gap-4 md:grid-cols-3">
            {STEPS.map((key, index) => (
              <li key={key} className="grid content-start gap-2 rounded-xl bg-muted p-5">
                <span
                  className="grid size-9 place-items-center rounded-full bg-primary font-bold text-primary-foreground"
                  aria-hidden="true"
                >
                  {index + 1}
                </span>
                <p className="font-semibold">{t(`peer.steps.${key}.title`)}</p>
                <p className="text-sm text-muted-foreground">{t(`peer.steps.${key}.text`)}</p>
              </li>
            ))}
          </ol>
        </section>

        <section aria-labelledby="peer-request" className="grid gap-6 lg:grid-cols-[1fr_1.6fr]">
          <div className="grid content-start gap-3">
            <h2 id="peer-request" className="text-2xl font-bold">
              {t("peer.request.heading")}
            </h2>
            <p className="text-muted-foreground">{t("peer.request.text")}</p>
            <p className="flex items-center gap-2 text-sm">
              <Phone className="size-4 text-primary" aria-hidden="true" />
              {t("peer.request.call")}{" "}
              <a
                className="font-medium text-primary underline underline-offset-4"
                href={`tel:${contact.phone.replace(/\s+/g, "")}`}
              >
                {contact.phone}
              </a>
            </p>
          </div>
          <div className="rounded-2xl border bg-card p-5 shadow-sm sm:p-6">
            <AccountGate>
              <PeerRequestForm />
            </AccountGate>
          </div>
        </section>
      </div>
    </>
  );
}
