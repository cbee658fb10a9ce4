import { useTranslation } from "@web/lib/i18n";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { TRIED_AT_ONCE } from "@web/lib/query-client";
import { Laptop, LogOut, Smartphone } from "lucide-react";
import type { AccountSession } from "@shared/api/account";
import { Button } from "@web/components/ui/button";
import { Badge } from "@web/components/ui/badge";
import { useSignOut } from "@web/lib/sign-out";
import { formatDateTime } from "@web/lib/dates";
import { notify } from "@web/lib/toast";
import { endSession, sessionsQuery } from "../api";
import { SettingsSection } from "./section";
import { SignOutButton } from "./sign-out-button";

function SessionRow({ session, onEnd }: { session: AccountSession; onEnd: () => void }) {
  const { t, language } = useTranslation("account");
  const Icon = session.device.mobile ? Smartphone : Laptop;
  const device =
    session.device.browser && session.device.os
      ? t("sessions.device", { browser: session.device.browser, os: session.device.os })
      : (session.device.browser ?? session.device.os ?? t("sessions.unknownDevice"));
  const when = formatDateTime(session.lastActiveAt, language);
  return (
    <li className="flex flex-wrap items-center gap-3 py-3">
      <Icon className="size-5 shrink-0 text-muted-foreground" aria-hidden="true" />
      <div className="min-w-0 flex-1">
        <p className="flex flex-wrap items-center gap-2 font-medium">
          {device}
          {session.current ? <Badge variant="secondary">{t("sessions.thisDevice")}</Badge> : null}
        </p>
        <p className="text-sm text-muted-foreground">{t("sessions.lastActive", { when })}</p>
      </div>
      {session.current ? null : (
        <Button size="sm" variant="outline" onClick={onEnd}>
          {t("sessions.end")}
          <span className="sr-only">: {device}</span>
        </Button>
      )}
    </li>
  );
}

/**
 * Where the account is signed in, with device and last activity, and sign-out of this
 * device, of all others, or everywhere (spec section 4's scopes local, others, global).
 */
export function SessionsSection() {
  const { t } = useTranslation("account");
  const queryClient = useQueryClient();
  const sessions = useQuery(sessionsQuery);
  const signOut = useSignOut();
  const others = (sessions.data ?? []).filter((session) => !session.current).length;

  // The outcome said, then the list asked again whatever it was.
  const outcome = {
    ...TRIED_AT_ONCE,
    onError: () => notify.error(t("errors.generic")),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: sessionsQuery.queryKey }),
  } as const;
  const endOne = useMutation({
    ...outcome,
    mutationFn: endSession,
    onSuccess: () => notify.success(t("sessions.ended")),
  });
  const endOthers = useMutation({
    ...outcome,
    mutationFn: () => signOut({ scope: "others" }),
    onSuccess: () => notify.success(t("sessions.othersEnded")),
  });
  const busy = endOne.isPending || endOthers.isPending;

  return (
    <SettingsSection id="sessions" title={t("sessions.title")} description={t("sessions.description")}>
      {sessions.isPending ? (
        <p className="text-sm text-muted-foreground">{t("common:loading")}</p>
      ) : (
        <ul className="divide-y" aria-label={t("sessions.listLabel")}>
          {(sessions.data ?? []).map((session) => (
            <SessionRow key={session.id} session={session} onEnd={() => endOne.mutate(session.id)} />
          ))}
        </ul>
      )}
      <p className="text-sm text-muted-foreground">{t("sessions.leavesNothing")}</p>
      <div className="flex flex-wrap gap-2">
        <SignOutButton variant="outline" disabled={busy}>
          <LogOut aria-hidden="true" />
          {t("sessions.signOutHere")}
        </SignOutButton>
        <Button variant="outline" disabled={busy || others === 0} onClick={() => endOthers.mutate()}>
          {t("sessions.signOutOthers")}
        </Button>
        <SignOutButton scope="global" variant="destructive" disabled={busy}>
          {t("sessions.signOutEverywhere")}
        </SignOutButton>
      </div>
    </SettingsSection>
  );
}
