/**
 * Push notifications on this device, and the opt-in to previews (decision 030).
 * Announces the outcomes of spec sections 4 and 8: Notifications enabled!, Notification
 * permission denied, Notifications not supported, Unsubscribed from push notifications.
 */
import { useEffect, useState } from "react";
import { useTranslation } from "@web/lib/i18n";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { notify } from "@web/lib/toast";
import {
  currentSubscription,
  disablePush,
  enablePush,
  fetchPushPreferences,
  initPush,
  pushPreferencesKey,
  savePushPreferences,
  type EnableOutcome,
} from "../push-subscription";
import { SwitchRow } from "../../../components/ui/switch-row";

type DeviceState = "checking" | "unsupported" | "off" | "on" | "busy";

const ANNOUNCE: Record<EnableOutcome, { kind: "success" | "error"; key: string }> = {
  enabled: { kind: "success", key: "push.enabled" },
  denied: { kind: "error", key: "push.denied" },
  unsupported: { kind: "error", key: "push.unsupported" },
  failed: { kind: "error", key: "push.failed" },
};

function usePreviews(enabled: boolean) {
  const queryClient = useQueryClient();
  const query = useQuery({ queryKey: pushPreferencesKey, queryFn: fetchPushPreferences, enabled });
  const mutation = useMutation({
    mutationFn: (previews: boolean) => savePushPreferences({ previews }),
    onSuccess: (saved) => queryClient.setQueryData(pushPreferencesKey, saved),
  });
  return {
    previews: query.data?.previews ?? false,
    ready: query.isSuccess,
    save: mutation.mutate,
    saving: mutation.isPending,
  };
}

/** In the bell's panel by default; the settings page gives it its own spacing. */
export function PushToggle({ className = "border-t px-4 py-3" }: { className?: string }) {
  const { t } = useTranslation("notifications");
  const [device, setDevice] = useState<DeviceState>("checking");
  const previews = usePreviews(device === "on");

  useEffect(() => {
    let active = true;
    void (async () => {
      const supported = await initPush();
      const subscribed = supported && (await currentSubscription().catch(() => null)) !== null;
      if (active) setDevice(!supported ? "unsupported" : subscribed ? "on" : "off");
    })();
    return () => {
      active = false;
    };
  }, []);

  async function change(on: boolean) {
    setDevice("busy");
    if (on) {
      const outcome = await enablePush();
      const { kind, key } = ANNOUNCE[outcome];
      notify[kind](t(key));
      setDevice(outcome === "enabled" ? "on" : outcome === "unsupported" ? "unsupported" : "off");
    } else {
      const done = await disablePush();
      if (done) notify.success(t("push.unsubscribed"));
      setDevice(done ? "off" : "on");
    }
  }

  return (
    <div className={`grid gap-3 ${className}`}>
      <SwitchRow
        label={t("push.device")}
        description={device === "unsupported" ? t("push.unsupported") : t("push.deviceHint")}
        checked={device === "on"}
        disabled={device === "checking" || device === "busy" || device === "unsupported"}
        onCheckedChange={(on) => void change(on)}
      />
      {device === "on" ? (
        <SwitchRow
          label={t("push.previews")}
          description={previews.previews ? t("push.previewsOn") : t("push.previewsOff")}
          checked={previews.previews}
          disabled={!previews.ready || previews.saving}
          onCheckedChange={(on) => previews.save(on)}
        />
      ) : null}
    </div>
  );
}
