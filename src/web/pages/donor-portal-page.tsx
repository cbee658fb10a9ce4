import { useTranslation } from "@web/lib/i18n";
import { ArrowRight, HandHeart, Package, Route, TestTube } from "lucide-react";
import { ButtonLink } from "@web/components/ui/button";
import { PageHeader } from "@web/components/page/page-header";
import { LiveImpactFigures } from "@web/features/impact/components/live-impact-figures";
import { InquirySection, PromisePanel } from "@web/features/contact/components/inquiry-section";
import { usePageTitle } from "@web/lib/use-page-title";

const USES = [
  { key: "delivery", icon: Package },
  { key: "navigators", icon: Route },
  { key: "testing", icon: TestTube },
] as const;
const INQUIRY_KINDS = ["funding", "inKind", "other"] as const;

/** /donor-portal: what support pays for, the live figures, and a donor inquiry. */
export default function DonorPortalPage() {
  const { t } = useTranslation("pages");
  usePageTitle(t("donor.title"));
  return (
    <>
      <PageHeader title={t("donor.heading")} intro={t("donor.intro")} />
      <div className="mx-auto grid max-w-6xl gap-14 px-4 pb-16">
        <div className="grid justify-items-start gap-4">
          <LiveImpactFigures className="w-full" />
          <ButtonLink variant="outline" to="/impact">
            {t("donor.seeImpact")}
            <ArrowRight aria-hidden="true" />
          </ButtonLink>
        </div>

        <section aria-labelledby="donor-uses" className="grid gap-5">
          <h2 id="donor-uses" className="text-2xl font-bold">
            {t("donor.uses.heading")}
          </h2>
          <ul className="grid gap-5 md:grid-cols-3">
            {USES.map(({ key, icon: Icon }) => (
              <li key={key} className="grid content-start gap-3 rounded-2xl border bg-card p-6 shadow-sm">
                <span className="grid size-12 place-items-center rounded-xl bg-accent text-accent-foreground">
                  <Icon className="size-6" aria-hidden="true" />
                </span>
                <h3 className="text-lg font-semibold">{t(`donor.uses.${key}.title`)}</h3>
                <p className="text-sm text-muted-foreground">{t(`donor.uses.${key}.text`)}</p>
              </li>
            ))}
          </ul>
        </section>

        <PromisePanel
          id="donor-promise"
          icon={HandHeart}
          heading={t("donor.promise.heading")}
          points={t("donor.promise.points", { returnObjects: true }) as string[]}
        />

        <InquirySection
          id="donor-inquiry"
          heading={t("donor.inquiry.heading")}
          text={t("donor.inquiry.text")}
          source="donor"
          kinds={INQUIRY_KINDS}
        />
      </div>
    </>
  );
}
