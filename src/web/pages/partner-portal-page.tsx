import { useTranslation } from "@web/lib/i18n";
import { Check, Cpu, Handshake, ShieldCheck, Truck } from "lucide-react";
import { PageHeader } from "@web/components/page/page-header";
import { InquirySection, PromisePanel } from "@web/features/contact/components/inquiry-section";
import { usePageTitle } from "@web/lib/use-page-title";

/** The three partnership kinds of the home page (spec section 2). */
const PARTNER_KINDS = [
  { key: "ngo", icon: Handshake },
  { key: "logistics", icon: Truck },
  { key: "technology", icon: Cpu },
] as const;
const INQUIRY_KINDS = [...PARTNER_KINDS.map(({ key }) => key), "other"] as const;

/** /partner-portal: partnership kinds, commitments, and an inquiry that reaches the inbox. */
export default function PartnerPortalPage() {
  const { t } = useTranslation("pages");
  usePageTitle(t("partner.title"));
  return (
    <>
      <PageHeader title={t("partner.heading")} intro={t("partner.intro")} />
      <div className="mx-auto grid max-w-6xl gap-14 px-4 pb-16">
        <section aria-labelledby="partner-kinds" className="grid gap-5">
          <h2 id="partner-kinds" className="text-2xl font-bold">
            {t("partner.kinds.heading")}
          </h2>
          <ul className="grid gap-5 md:grid-cols-3">
            {PARTNER_KINDS.map(({ key, icon: Icon }) => (
              <li key={key} className="grid content-start gap-3 rounded-2xl border bg-card p-6 shadow-sm">
                <span className="grid size-12 place-items-center rounded-xl bg-secondary text-secondary-foreground">
                  <Icon className="size-6" aria-hidden="true" />
                </span>
                <h3 className="text-lg font-semibold">{t(`partner.kinds.${key}.title`)}</h3>
                <p className="text-sm text-muted-foreground">{t(`partner.kinds.${key}.text`)}</p>
                <ul className="grid gap-2 text-sm">
                  {(t(`partner.kinds.${key}.points`, { returnObjects: true }) as string[]).map((point) => (
                    <li key={point} className="flex gap-2">
                      <Check className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
                      {point}
                    </li>
                  ))}
                </ul>
              </li>
            ))}
          </ul>
        </section>

        <PromisePanel
          id="partner-commitments"
          icon={ShieldCheck}
          heading={t("partner.commitments.heading")}
          points={t("partner.commitments.points", { returnObjects: true }) as string[]}
        />

        <InquirySection
          id="partner-inquiry"
          heading={t("partner.inquiry.heading")}
          text={t("partner.inquiry.text")}
          source="partner"
          kinds={INQUIRY_KINDS}
        />
      </div>
    </>
  );
}
