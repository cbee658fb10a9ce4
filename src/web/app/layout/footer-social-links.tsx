import { useTranslation } from "@web/lib/i18n";
import { getConfig } from "@web/lib/config";

const NETWORKS = ["facebook", "x", "instagram", "whatsapp"] as const;

/**
 * Social links from configuration. In production only the configured ones show; with
 * the development defaults (contact not configured) the missing ones show as visible
 * placeholders, so nobody mistakes them for real accounts.
 */
export function FooterSocialLinks() {
  const { t } = useTranslation("common");
  const { social, contact } = getConfig();
  const shown = NETWORKS.filter((network) => social[network] || !contact.configured);
  if (shown.length === 0) return null;
  return (
    <div>
      <h2 className="mb-2 text-sm font-semibold text-foreground">{t("footer.social.heading")}</h2>
      <ul className="flex flex-wrap gap-2 text-sm">
        {shown.map((network) => {
          const url = social[network];
          const label = t(`footer.social.${network}`);
          return (
            <li key={network}>
              {url ? (
                <a
                  href={url}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="inline-flex min-h-9 items-center rounded-full border bg-background px-3 font-medium hover:border-primary hover:text-primary"
                >
                  {label}
                  <span className="sr-only"> {t("footer.social.opensInNewTab")}</span>
                </a>
              ) : (
                <span
                  className="inline-flex min-h-9 items-center rounded-full border border-dashed px-3 text-muted-foreground"
                  title={t("footer.social.notConfigured")}
                >
                  {label}
                  <span className="sr-only"> ({t("footer.social.notConfigured")})</span>
                </span>
              )}
            </li>
          );
        })}
      </ul>
    </div>
  );
}
