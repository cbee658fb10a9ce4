import { useEffect } from "react";
import { useLocation } from "@web/lib/router";
import { useTranslation } from "@web/lib/i18n";
import { Handshake, Heart, Scale, ShieldCheck, Users } from "lucide-react";
import { getConfig } from "@web/lib/config";
import { usePageTitle } from "@web/lib/use-page-title";
import { PageHeader } from "@web/components/page/page-header";
import { IconList } from "@web/components/ui/icon-list";
import { ContactDetails } from "@web/features/contact/components/contact-details";
import { ContactForm } from "@web/features/contact/components/contact-form";

const VALUES = [
  { key: "confidentiality", icon: ShieldCheck },
  { key: "dignity", icon: Heart },
  { key: "community", icon: Users },
  { key: "accuracy", icon: Scale },
  { key: "access", icon: Handshake },
] as const;

/** /about, /contact and /about-contact: one page; /contact opens at the contact section. */
export default function AboutContactPage() {
  const { t } = useTranslation("about");
  const { pathname } = useLocation();
  const product = getConfig().siteName;
  usePageTitle(t("page.title"));

  useEffect(() => {
    if (pathname === "/contact") document.getElementById("contact")?.scrollIntoView({ block: "start" });
  }, [pathname]);

  const story = t("story.paragraphs", { returnObjects: true, product }) as string[];
  const teamPoints = t("team.points", { returnObjects: true }) as string[];

  return (
    <>
      <PageHeader title={t("page.heading", { product })} intro={t("page.intro")} />
      <div className="mx-auto grid max-w-6xl gap-16 px-4 pb-16">
        <div className="grid gap-10 lg:grid-cols-[1fr_1.4fr]">
          <section
            aria-labelledby="about-mission"
            className="h-fit rounded-2xl bg-[linear-gradient(135deg,#0f766e_0%,#0b4f4a_100%)] p-6 text-white sm:p-8"
          >
            <h2 id="about-mission" className="text-2xl font-bold">
              {t("mission.heading")}
            </h2>
            <p className="mt-3 text-lg leading-relaxed opacity-95">{t("mission.text")}</p>
          </section>
          <section aria-labelledby="about-story" className="grid gap-4">
            <h2 id="about-story" className="text-2xl font-bold">
              {t("story.heading")}
            </h2>
            {story.map((paragraph) => (
              <p key={paragraph} className="leading-relaxed text-muted-foreground">
                {paragraph}
              </p>
            ))}
          </section>
        </div>

        <section
          aria-labelledby="about-team"
          className="grid gap-6 rounded-2xl border bg-card p-6 shadow-sm sm:p-8 lg:grid-cols-2"
        >
          <div className="grid content-start gap-3">
            <h2 id="about-team" className="text-2xl font-bold">
              {t("team.heading")}
            </h2>
            <p className="leading-relaxed text-muted-foreground">{t("team.text")}</p>
          </div>
          <IconList items={teamPoints} className="grid content-start gap-3" itemGap="gap-3" />
        </section>

        <section aria-labelledby="about-values">
          <h2 id="about-values" className="text-2xl font-bold">
            {t("values.heading")}
          </h2>
          <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-5">
            {VALUES.map(({ key, icon: Icon }) => (
              <li key={key} className="grid content-start gap-2 rounded-xl bg-muted p-5">
                <Icon className="size-6 text-primary" aria-hidden="true" />
                <h3 className="font-semibold">{t(`values.items.${key}.title`)}</h3>
                <p className="text-sm text-muted-foreground">{t(`values.items.${key}.text`)}</p>
              </li>
            ))}
          </ul>
        </section>

        <section id="contact" aria-labelledby="contact-heading" className="scroll-mt-20">
          <div className="grid max-w-2xl gap-2">
            <h2 id="contact-heading" className="text-3xl font-bold tracking-tight">
              {t("contact.heading")}
            </h2>
            <p className="text-muted-foreground">{t("contact.intro")}</p>
          </div>
          <div className="mt-8 grid gap-10 lg:grid-cols-[1fr_1.5fr]">
            <ContactDetails />
            <section
              aria-labelledby="contact-form-heading"
              className="rounded-2xl border bg-card p-6 shadow-sm sm:p-8"
            >
              <h3 id="contact-form-heading" className="mb-2 text-xl font-semibold">
                {t("form.heading")}
              </h3>
              <ContactForm />
            </section>
          </div>
        </section>
      </div>
    </>
  );
}
