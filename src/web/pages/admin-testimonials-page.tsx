import { useTranslation } from "@web/lib/i18n";
import { RequireAdmin } from "@web/components/page/guards";
import { TestimonialModeration } from "@web/features/cases/components/testimonial-moderation";
import { WorkspaceLinks } from "@web/features/cases/components/workspace-links";
import { usePageTitle } from "@web/lib/use-page-title";

/** /admin-dashboard/testimonials: the stories waiting for a decision. */
export default function AdminTestimonialsPage() {
  const { t } = useTranslation("cases");
  usePageTitle(t("moderation.heading"), { private: true });
  return (
    <RequireAdmin>
      <div className="mx-auto grid w-full max-w-6xl gap-6 px-4 py-8">
        <header className="grid gap-1">
          <h1 className="text-2xl font-bold sm:text-3xl">{t("moderation.heading")}</h1>
          <p className="text-muted-foreground">{t("moderation.intro")}</p>
        </header>
        <WorkspaceLinks current="testimonials" />
        <TestimonialModeration />
      </div>
    </RequireAdmin>
  );
}
