import { useTranslation } from "@web/lib/i18n";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { Me } from "@shared/api/system";
import { meQuery, useAuth } from "@web/lib/auth";
import { notify } from "@web/lib/toast";
import { SwitchRow } from "@web/components/ui/switch-row";
import { saveCareSharing } from "../api";
import { SettingsSection } from "./section";

/**
 * The consent asked at sign-up, shown and changeable: whether the care team sees this
 * person's reminders and how their doses are going, on their case. Off unless they say so.
 */
export function CareSharingSection() {
  const { t } = useTranslation("account");
  const { me } = useAuth();
  const queryClient = useQueryClient();
  const change = useMutation({
    mutationFn: saveCareSharing,
    onSuccess: ({ shareCareWithTeam }) => {
      queryClient.setQueryData<Me | null>(meQuery.queryKey, (current) =>
        current ? { ...current, profile: { ...current.profile, shareCareWithTeam } } : current,
      );
      notify.success(shareCareWithTeam ? t("careSharing.sharing") : t("careSharing.notSharing"));
    },
    onError: () => notify.error(t("careSharing.failed")),
  });
  const shared = change.isPending ? Boolean(change.variables) : me?.profile.shareCareWithTeam === true;
  return (
    <SettingsSection id="settings-care-sharing" title={t("careSharing.title")}>
      <SwitchRow
        label={t("careSharing.label")}
        description={t("careSharing.description")}
        checked={shared}
        disabled={!me || change.isPending}
        onCheckedChange={(share) => change.mutate(share)}
      />
    </SettingsSection>
  );
}
