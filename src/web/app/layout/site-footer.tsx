import { Link } from "@web/lib/router";
import { useTranslation } from "@web/lib/i18n";
import { Clock, Mail, MapPin, Phone } from "lucide-react";
import { getConfig } from "@web/lib/config";
import { kampalaYear } from "@web/lib/kampala-year";
import { Brand } from "./brand";
import { FooterSocialLinks } from "./footer-social-links";
import { DiscreetModeToggle } from "@web/features/safety/components/discreet-mode-toggle";
import { SERVICE_ANCHORS } from "@web/features/services/service-anchors";

const QUICK_LINKS = [
  { to: "/", key: "home" },
  { to: "/about", key: "about" },
  { to: "/services", key: "services" },
  { to: "/portal", key: "portal" },
  { to: "/impact", key: "impact" },
] as const;

const LEGAL_LINKS = [
  { to: "/privacy-policy", key: "privacy" },
  { to: "/terms-conditions", key: "terms" },
  { to: "/cookie-policy", key: "cookies" },
  { to: "/accessibility", key: "accessibility" },
] as const;

const linkClass =
  "inline-block rounded-sm py-1 text-muted-foreground hover:text-foreground hover:underline underline-offset-4";

function FooterColumn({ id, heading, children }: { id: string; heading: string; children: React.ReactNode }) {
  return (
    <nav aria-labelledby={id}>
      <h2 id={id} className="mb-3 text-sm font-semibold text-foreground">
        {heading}
      </h2>
      <ul className="grid gap-1 text-sm">{children}</ul>
    </nav>
  );
}

export function SiteFooter() {
  const { t } = useTranslation("common");
  const { siteName, contact } = getConfig();
  return (
    <footer className="border-t bg-muted/60">
      <div className="mx-auto grid max-w-6xl grid-cols-2 gap-x-6 gap-y-10 px-4 py-12 lg:grid-cols-[1.4fr_1fr_1fr_1.3fr]">
        <div className="col-span-2 grid content-start gap-4 lg:col-span-1">
          <Brand className="w-fit" />
          <p className="max-w-xs text-sm text-muted-foreground">{t("footer.tagline")}</p>
          <FooterSocialLinks />
          <DiscreetModeToggle className="max-w-xs rounded-lg border bg-background/60 p-3" />
        </div>
        <FooterColumn id="footer-quick-links" heading={t("footer.quickLinks.heading")}>
          {QUICK_LINKS.map((link) => (
            <li key={link.to}>
              <Link to={link.to} className={linkClass}>
                {t(`footer.quickLinks.${link.key}`)}
              </Link>
            </li>
          ))}
        </FooterColumn>
        <FooterColumn id="footer-services" heading={t("footer.services.heading")}>
          {/* The services page's anchors: neutral words, never a health word (decision 049). */}
          {SERVICE_ANCHORS.map((link) => (
            <li key={link.anchor}>
              <Link to={`/services#${link.anchor}`} className={linkClass}>
                {t(`footer.services.${link.key}`)}
              </Link>
            </li>
          ))}
        </FooterColumn>
        <div className="col-span-2 lg:col-span-1">
          <h2 id="footer-contact" className="mb-3 text-sm font-semibold text-foreground">
            {t("footer.contact.heading")}
          </h2>
          <ul className="grid gap-3 text-sm">
            <li className="flex items-start gap-2">
              <Phone className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
              <a href={`tel:${contact.phone.replace(/\s+/g, "")}`} className={linkClass}>
                <span className="sr-only">{t("footer.contact.phone")}: </span>
                {contact.phone}
              </a>
            </li>
            <li className="flex items-start gap-2">
              <Mail className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
              <a href={`mailto:${contact.email}`} className={`${linkClass} break-all`}>
                <span className="sr-only">{t("footer.contact.email")}: </span>
                {contact.email}
              </a>
            </li>
            <li className="flex items-start gap-2 text-muted-foreground">
              <Clock className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
              {t("footer.contact.hours")}
            </li>
            <li className="flex items-start gap-2 text-muted-foreground">
              <MapPin className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
              {t("footer.contact.regions")}
            </li>
          </ul>
        </div>
      </div>
      <div className="border-t">
        <div className="mx-auto flex max-w-6xl flex-col gap-4 px-4 py-6 text-sm sm:flex-row sm:items-center sm:justify-between">
          <p className="text-muted-foreground">
            {t("footer.copyright", { year: kampalaYear(), product: siteName })}
          </p>
          <nav aria-label={t("footer.legal.heading")}>
            <ul className="flex flex-wrap gap-x-5 gap-y-2">
              {LEGAL_LINKS.map((link) => (
                <li key={link.to}>
                  <Link to={link.to} className={linkClass}>
                    {t(`footer.legal.${link.key}`)}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        </div>
      </div>
    </footer>
  );
}
