import { useTranslation } from "@web/lib/i18n";
import { getConfig } from "@web/lib/config";
import { usePageTitle } from "@web/lib/use-page-title";
import { PageHeader } from "@web/components/page/page-header";

export type LegalDocumentId = "privacy" | "terms" | "cookies" | "accessibility";

interface Section {
  heading: string;
  paragraphs: string[];
}

/**
 * A legal page or the accessibility statement: its title, date and sections from the
 * legal strings, with the product's configured name and contact details filled in.
 */
export function LegalDocument({ doc }: { doc: LegalDocumentId }) {
  const { t } = useTranslation("legal");
  const { siteName, contact } = getConfig();
  const values = { product: siteName, email: contact.email, phone: contact.phone };
  const title = t(`${doc}.title`);
  usePageTitle(title);
  // Interpolation applies to the nested strings too.
  const sections = t(`${doc}.sections`, { returnObjects: true, ...values }) as Section[];
  const anchor = (index: number) => `${doc}-section-${index + 1}`;

  return (
    <>
      <PageHeader title={title}>
        <p className="text-sm text-muted-foreground">{t(`${doc}.updated`)}</p>
      </PageHeader>
      <div className="mx-auto grid max-w-6xl gap-10 px-4 pb-16 lg:grid-cols-[15rem_1fr]">
        <nav aria-labelledby="legal-toc" className="hidden lg:block">
          <div className="sticky top-24 grid gap-2">
            <h2 id="legal-toc" className="text-sm font-semibold">
              {t("onThisPage")}
            </h2>
            <ol className="grid gap-1.5 border-l text-sm">
              {sections.map((section, index) => (
                <li key={section.heading}>
                  <a
                    href={`#${anchor(index)}`}
                    className="-ml-px block border-l-2 border-transparent py-0.5 pl-3 text-muted-foreground hover:border-primary hover:text-foreground"
                  >
                    {section.heading}
                  </a>
                </li>
              ))}
            </ol>
          </div>
        </nav>
        <article className="grid max-w-3xl gap-8">
          {sections.map((section, index) => (
            <section key={section.heading} id={anchor(index)} className="grid scroll-mt-24 gap-3">
              <h2 className="text-xl font-semibold tracking-tight">{section.heading}</h2>
              {section.paragraphs.map((paragraph) => (
                <p key={paragraph} className="leading-relaxed text-muted-foreground">
                  {paragraph}
                </p>
              ))}
            </section>
          ))}
        </article>
      </div>
    </>
  );
}
