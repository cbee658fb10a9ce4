import { useTranslation } from "@web/lib/i18n";
import { StaffSubpage } from "@web/components/page/staff-subpage";
import { DirectoryView } from "@web/features/directory/components/directory-view";

/**
 * /admin-dashboard/directory: the places iCare lists (decision 070). It holds no one's
 * personal data, so every admin reads it, two-step sign-in or not; changes are a lead's.
 */
export default function AdminDirectoryPage() {
  const { t } = useTranslation("directory");
  return (
    <StaffSubpage title={t("page.title")} backLabel={t("page.back")} twoStep={false}>
      <DirectoryView />
    </StaffSubpage>
  );
}
