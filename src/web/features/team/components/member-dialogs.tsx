import { useState, type FormEvent } from "react";
import { useTranslation } from "@web/lib/i18n";
import type { Region } from "@shared/constants";
import type { TeamMember } from "@shared/api/team";
import { Button } from "@web/components/ui/button";
import { Field } from "@web/components/ui/field";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@web/components/ui/dialog";
import { RegionSelect } from "@web/components/page/region-select";
import { notify } from "@web/lib/toast";
import { changeMemberRegion, removeMember, setMemberLead } from "../api";
import { teamErrorKey } from "../team-errors";

export type MemberAction = { kind: "region" | "remove" | "lead"; member: TeamMember };

interface DialogProps {
  member: TeamMember;
  /** Closes the dialog; `changed` when the team changed (or may have: refetch). */
  onClose: (changed: boolean) => void;
}

/** What happens to the member's open cases, said before the change. */
function ReturnedCases({ count }: { count: number }) {
  const { t } = useTranslation("team");
  return <p className="text-sm">{count === 0 ? t("returned.none") : t("returned.some", { count })}</p>;
}

function useTeamChange(onClose: DialogProps["onClose"]) {
  const { t } = useTranslation("team");
  const [pending, setPending] = useState(false);
  async function run(change: () => Promise<{ returned_cases?: number }>, done: string) {
    setPending(true);
    try {
      const { returned_cases: count = 0 } = await change();
      notify.success(done, count > 0 ? { description: t("returned.done", { count }) } : undefined);
      onClose(true);
    } catch (error) {
      const key = teamErrorKey(error);
      notify.error(t(key));
      if (key !== "errors.generic") onClose(true);
    } finally {
      setPending(false);
    }
  }
  return { pending, run };
}

/** Confirms a move to another region: the member leaves this team, their cases stay here. */
export function ChangeRegionDialog({ member, onClose }: DialogProps) {
  const { t } = useTranslation(["team", "admin", "common"]);
  const [region, setRegion] = useState<Region | "">("");
  const [error, setError] = useState<string | undefined>();
  const { pending, run } = useTeamChange(onClose);

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!region || region === member.region) {
      setError(region ? t("region.same") : t("invites.errors.region"));
      return;
    }
    setError(undefined);
    void run(
      () => changeMemberRegion(member.id, region),
      t("region.done", { name: member.name, region: t(`admin:regions.${region}`) }),
    );
  }

  return (
    <Dialog open onOpenChange={(open) => (open ? undefined : onClose(false))}>
      <DialogContent>
        <form onSubmit={submit} className="grid gap-4" noValidate>
          <DialogHeader>
            <DialogTitle>{t("region.title", { name: member.name })}</DialogTitle>
            <DialogDescription>{member.is_me ? t("region.selfText") : t("region.text")}</DialogDescription>
          </DialogHeader>
          <ReturnedCases count={member.open_cases} />
          <Field label={t("region.label")} error={error}>
            <RegionSelect value={region} onChange={setRegion} />
          </Field>
          <DialogFooter>
            <Button variant="outline" onClick={() => onClose(false)}>
              {t("common:actions.cancel")}
            </Button>
            <Button type="submit" disabled={pending}>
              {pending ? t("region.moving") : t("region.confirm")}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}

/** Confirms taking the admin role away: the account stays, the workspace and sessions go. */
export function RemoveMemberDialog({ member, onClose }: DialogProps) {
  const { t } = useTranslation(["team", "common"]);
  const { pending, run } = useTeamChange(onClose);
  return (
    <Dialog open onOpenChange={(open) => (open ? undefined : onClose(false))}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{t("remove.title", { name: member.name })}</DialogTitle>
          <DialogDescription>{t("remove.text")}</DialogDescription>
        </DialogHeader>
        <ReturnedCases count={member.open_cases} />
        <DialogFooter>
          <Button variant="outline" onClick={() => onClose(false)}>
            {t("common:actions.cancel")}
          </Button>
          <Button
            variant="destructive"
            disabled={pending}
            onClick={() => void run(() => removeMember(member.id), t("remove.done", { name: member.name }))}
          >
            {pending ? t("remove.removing") : t("remove.confirm")}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

/** Confirms making a member a lead admin, or taking the role back. */
export function LeadDialog({ member, onClose }: DialogProps) {
  const { t } = useTranslation(["team", "common"]);
  const { pending, run } = useTeamChange(onClose);
  const making = !member.lead;
  const texts = making ? "lead.make" : "lead.unmake";
  return (
    <Dialog open onOpenChange={(open) => (open ? undefined : onClose(false))}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{t(`${texts}.title`, { name: member.name })}</DialogTitle>
          <DialogDescription>{t(`${texts}.text`)}</DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <Button variant="outline" onClick={() => onClose(false)}>
            {t("common:actions.cancel")}
          </Button>
          <Button
            disabled={pending}
            onClick={() =>
              void run(
                async () => {
                  await setMemberLead(member.id, making);
                  return {};
                },
                t(`${texts}.done`, { name: member.name }),
              )
            }
          >
            {pending ? t("lead.saving") : t(`${texts}.confirm`)}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
