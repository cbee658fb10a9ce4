import { useState } from "react";
import { useTranslation } from "@web/lib/i18n";
import { ChevronDown, MessageCircle, Phone } from "lucide-react";
import { ButtonLink, buttonVariants } from "@web/components/ui/button";
import { cn } from "@web/lib/utils";
import { getConfig } from "@web/lib/config";
import { SectionHeading, sectionClass } from "./section-heading";

export const FAQ_KEYS = [
  "delivery",
  "cost",
  "privacy",
  "prepEligibility",
  "testing",
  "peerNavigators",
  "areas",
  "missedDose",
  "dataAccess",
  "gettingStarted",
] as const;

/**
 * Ten questions, one open at a time, each collapsible (spec section 2). Native
 * <details> elements sharing a name do this without script; the state below keeps the
 * rule in browsers that do not know the name attribute yet.
 */
export function FaqSection() {
  const { t } = useTranslation("home");
  const { siteName: product, contact } = getConfig();
  const [openKey, setOpenKey] = useState<string | null>(null);

  return (
    <section id="faq" aria-labelledby="faq-heading" className={sectionClass}>
      <SectionHeading id="faq-heading" heading={t("faq.heading")} intro={t("faq.intro")} />
      <div className="mx-auto mt-10 grid max-w-3xl gap-3">
        {FAQ_KEYS.map((key) => (
          <details
            key={key}
            name="faq"
            open={openKey === key}
            onToggle={(event) => {
              const isOpen = event.currentTarget.open;
              setOpenKey((current) => (isOpen ? key : current === key ? null : current));
            }}
            className="group rounded-xl border bg-card shadow-sm open:border-primary/40"
          >
            <summary className="flex min-h-14 cursor-pointer list-none items-center justify-between gap-4 rounded-xl px-5 py-4 text-left font-semibold [&::-webkit-details-marker]:hidden">
              {t(`faq.items.${key}.question`, { product })}
              <ChevronDown
                className="size-5 shrink-0 text-muted-foreground motion-safe:transition-transform group-open:rotate-180"
                aria-hidden="true"
              />
            </summary>
            <p className="px-5 pb-5 leading-relaxed text-muted-foreground">
              {t(`faq.items.${key}.answer`, { product })}
            </p>
          </details>
        ))}
        <div className="mt-4 flex flex-col items-start gap-4 rounded-xl bg-secondary p-6 text-secondary-foreground sm:flex-row sm:items-center">
          <div className="flex-1">
            <h3 className="text-lg font-semibold">{t("faq.stillHaveQuestions.heading")}</h3>
            <p className="text-sm">{t("faq.stillHaveQuestions.text")}</p>
          </div>
          <div className="flex flex-wrap gap-2">
            <ButtonLink to="/contact">
              <MessageCircle aria-hidden="true" />
              {t("faq.stillHaveQuestions.contact")}
            </ButtonLink>
            {/* Its words may be longer than a 320 px screen (Swahili's "Piga simu" and the number):
                it wraps rather than widening the page. */}
            <a
              className={cn(
                buttonVariants({ variant: "outline" }),
                "h-auto min-h-9 max-w-full whitespace-normal!",
              )}
              href={`tel:${contact.phone.replace(/\s+/g, "")}`}
            >
              <Phone aria-hidden="true" />
              {t("faq.stillHaveQuestions.call", { phone: contact.phone })}
            </a>
          </div>
        </div>
      </div>
    </section>
  );
}
