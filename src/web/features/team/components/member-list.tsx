import { useState, type ReactNode } from "react";
import { useTranslation } from "@web/lib/i18n";
import { ShieldCheck, ShieldOff } from "lucide-react";
import type { TeamMember } from "@shared/api/team";
import { Badge } from "@web/components/ui/badge";
import { Button } from "@web/components/ui/button";
import { formatDateTime } from "@web/lib/dates";
import { ChangeRegionDialog, LeadDialog, RemoveMemberDialog, type MemberAction } from "./member-dialogs";

/** What the caller may change (decision 063): a lead manages the team, a national lead also moves people. */
export interface TeamPowers {
  manage: boolean;
  move: boolean;
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid content-start gap-0.5">
      <dt className="text-muted-foreground">{label}</dt>
      <dd className="font-medium">{children}</dd>
    </div>
  );
}

function MemberRow({
  member,
  powers,
  onAction,
}: {
  member: TeamMember;
  powers: TeamPowers;
  onAction: (action: MemberAction) => void;
}) {
  const { t, language } = useTranslation(["team", "admin"]);
  const role = member.region
    ? t("members.regional", { region: t(`admin:regions.${member.region}`) })
    : t("members.national");
  return (
    <li className="grid gap-4 rounded-lg border bg-card p-4 text-card-foreground shadow-sm lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)_15rem] lg:items-center">
      <div className="grid min-w-0 gap-1">
        <h3 className="flex flex-wrap items-center gap-2 text-base font-semibold">
          <span className="break-words">{member.name}</span>
          {member.lead ? <Badge>{t("members.lead")}</Badge> : null}
          {member.is_me ? <Badge variant="secondary">{t("members.you")}</Badge> : null}
        </h3>
        <p className="text-sm text-muted-foreground">{role}</p>
        {member.email || member.phone ? (
          <dl className="grid gap-0.5 text-sm">
            {member.email ? (
              <div className="flex flex-wrap gap-x-1">
                <dt className="text-muted-foreground">{t("members.email")}:</dt>
                <dd className="break-all">{member.email}</dd>
              </div>
            ) : null}
            {member.phone ? (
              <div className="flex flex-wrap gap-x-1">
                <dt className="text-muted-foreground">{t("members.phone")}:</dt>
                <dd>{member.phone}</dd>
              </div>
            ) : null}
          </dl>
        ) : (
          <p className="text-sm text-muted-foreground">{t("members.noContact")}</p>
        )}
      </div>
      <dl className="grid grid-cols-2 gap-x-4 gap-y-3 text-sm sm:grid-cols-3">
        <Fact label={t("members.lastActive")}>
          {member.last_active_at ? formatDateTime(member.last_active_at, language) : t("members.never")}
        </Fact>
        <Fact label={t("members.openCases")}>{member.open_cases}</Fact>
        <Fact label={t("members.twoStep")}>
          <span className="inline-flex items-center gap-1.5">
            {member.two_factor ? (
              <ShieldCheck className="size-4 text-emerald-600" aria-hidden="true" />
            ) : (
              <ShieldOff className="size-4 text-muted-foreground" aria-hidden="true" />
            )}
            <Badge variant={member.two_factor ? "default" : "outline"}>
              {member.two_factor ? t("members.twoStepOn") : t("members.twoStepOff")}
            </Badge>
          </span>
          {member.two_factor ? null : (
            <span className="mt-1 block text-xs font-normal text-muted-foreground">
              {t("members.twoStepOffHint")}
            </span>
          )}
        </Fact>
      </dl>
      <div className="flex flex-wrap gap-2 lg:justify-end">
        {powers.move ? (
          <Button variant="outline" size="sm" onClick={() => onAction({ kind: "region", member })}>
            {t("members.changeRegion")}
            <span className="sr-only"> ({member.name})</span>
          </Button>
        ) : null}
        {powers.manage && !member.is_me ? (
          <>
            <Button variant="outline" size="sm" onClick={() => onAction({ kind: "lead", member })}>
              {member.lead ? t("members.unmakeLead") : t("members.makeLead")}
              <span className="sr-only"> ({member.name})</span>
            </Button>
            <Button variant="outline" size="sm" onClick={() => onAction({ kind: "remove", member })}>
              {t("members.remove")}
              <span className="sr-only"> ({member.name})</span>
            </Button>
          </>
        ) : null}
      </div>
    </li>
  );
}

/** The team's members, each with what the team needs to share the work, and their changes. */
export function MemberList({
  members,
  powers,
  onChanged,
}: {
  members: TeamMember[];
  powers: TeamPowers;
  onChanged: () => void;
}) {
  const { t } = useTranslation("team");
  const [action, setAction] = useState<MemberAction | null>(null);
  const close = (changed: boolean) => {
    setAction(null);
    if (changed) onChanged();
  };
  return (
    <section aria-labelledby="team-members" className="grid gap-3">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="team-members" className="text-xl font-semibold">
          {t("members.title")}
        </h2>
        <p className="text-sm text-muted-foreground">{t("members.count", { count: members.length })}</p>
      </div>
      {members.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t("members.empty")}</p>
      ) : (
        <ul className="grid gap-3" aria-labelledby="team-members">
          {members.map((member) => (
            <MemberRow key={member.id} member={member} powers={powers} onAction={setAction} />
          ))}
        </ul>
      )}
      {action?.kind === "region" ? <ChangeRegionDialog member={action.member} onClose={close} /> : null}
      {action?.kind === "remove" ? <RemoveMemberDialog member={action.member} onClose={close} /> : null}
      {action?.kind === "lead" ? <LeadDialog member={action.member} onClose={close} /> : null}
    </section>
  );
}
