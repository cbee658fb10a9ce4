import { useTranslation } from "@web/lib/i18n";
import { CheckBox } from "@web/components/ui/check-box";
import { saveCareSharing } from "@web/features/account/api";
import { notify } from "@web/lib/toast";

/**
 * The sign-up's optional consent that the care team sees the person's reminders and how
 * their doses are going: unticked until they tick it, changeable later in settings.
 */
export function CareSharingChoice({
  checked,
  onChange,
}: {
  checked: boolean;
  onChange(checked: boolean): void;
}) {
  const { t } = useTranslation("auth");
  return (
    <CheckBox name="shareCareWithTeam" checked={checked} onChange={onChange} hint={t("careSharing.hint")}>
      {t("careSharing.label")}
    </CheckBox>
  );
}

/**
 * Stores a consent given at sign-up, once the new account is signed in. Only a "yes" is
 * sent: leaving the box unticked never takes back a consent given before. If it cannot be
 * stored, the person is told and can give it in settings; the account is made either way.
 */
export async function keepCareSharingChoice(share: boolean, t: (key: string) => string) {
  if (!share) return;
  try {
    await saveCareSharing(true);
  } catch {
    notify.error(t("careSharing.failedTitle"), { description: t("careSharing.failedText") });
  }
}
