import { useMutation } from "@tanstack/react-query";
import { TRIED_AT_ONCE } from "@web/lib/query-client";
import { useTranslation } from "@web/lib/i18n";
import type { Region } from "@shared/constants";
import { teamRegionBodySchema, type TeamMember } from "@shared/api/team";
import { Button } from "@web/components/ui/button";
import { SubmitButton } from "@web/components/ui/form-submit";
import { useSchemaForm, type ErrorCopy } from "@web/lib/schema-form";
import { Field } from "@web/components/ui/field";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  ConfirmFooter,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@web/components/ui/dialog";
import { RegionSelect } from "@web/components/page/region-select";
import { notify } from "@web/lib/toast";
import { changeMemberRegion, removeMember, setMemberLead } from "../api";
import { teamErrorKey } from "../team-errors";

/** The member is in that region already (this form's own code: the server makes no such check). */
const SAME_REGION = "same_region";

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

/**
 * One change to the team from a dialog: the request, then the outcome said and the dialog
 * closed (also on a refusal the team's state explains: it may have changed meanwhile).
 */
function useTeamChange<V = void>(
  onClose: DialogProps["onClose"],
  change: (variables: V) => Promise<{ returned_cases?: number }>,
  done: (variables: V) => string,
) {
  const { t } = useTranslation("team");
  return useMutation({
    ...TRIED_AT_ONCE,
    mutationFn: change,
    onSuccess: ({ returned_cases: count = 0 }, variables) => {
      notify.success(done(variables), count > 0 ? { description: t("returned.done", { count }) } : undefined);
      onClose(true);
    },
    onError: (error) => {
      const key = teamErrorKey(error);
      notify.error(t(key));
      if (key !== "errors.generic") onClose(true);
    },
  });
}

const REGION_FIELDS = ["region"] as const;

/** Nothing chosen, or not a region: "Choose a region"; the member's own: "another one". */
const REGION_COPY: ErrorCopy = {
  key: () => "invites.errors.region",
  overrides: { [SAME_REGION]: "region.same" },
};

/** A region of the service other than the one the member is in. */
const moveSchema = (from: Region | null) =>
  teamRegionBodySchema.refine(({ region }) => region !== from, { path: ["region"], error: SAME_REGION });

/** Confirms a move to another region: the member leaves this team, their cases stay here. */
export function ChangeRegionDialog({ member, onClose }: DialogProps) {
  const { t } = useTranslation(["team", "admin", "common"]);
  const { form, formRef, errorOf, submit } = useSchemaForm(moveSchema(member.region), {
    defaultValues: { region: "" as Region | "" },
    fields: REGION_FIELDS,
    copy: REGION_COPY,
    t,
  });
  const move = useTeamChange(
    onClose,
    (to: Region) => changeMemberRegion(member.id, to),
    (to) => t("region.done", { name: member.name, region: t(`admin:regions.${to}`) }),
  );
  const onSubmit = submit(({ region }) => move.mutate(region));

  return (
    <Dialog open onOpenChange={(open) => (open ? undefined : onClose(false))}>
      <DialogContent>
        <form ref={formRef} onSubmit={onSubmit} className="grid gap-4" noValidate>
          <DialogHeader>
            <DialogTitle>{t("region.title", { name: member.name })}</DialogTitle>
            <DialogDescription>{member.is_me ? t("region.selfText") : t("region.text")}</DialogDescription>
          </DialogHeader>
          <ReturnedCases count={member.open_cases} />
          <Field label={t("region.label")} error={errorOf("region")}>
            <RegionSelect control={form.control} name="region" />
          </Field>
          <DialogFooter>
            <Button variant="outline" onClick={() => onClose(false)}>
              {t("common:actions.cancel")}
            </Button>
            <SubmitButton pending={move.isPending} pendingLabel={t("region.moving")}>
              {t("region.confirm")}
            </SubmitButton>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}

/** Confirms taking the admin role away: the account stays, the workspace and sessions go. */
export function RemoveMemberDialog({ member, onClose }: DialogProps) {
  const { t } = useTranslation(["team", "common"]);
  const remove = useTeamChange(
    onClose,
    () => removeMember(member.id),
    () => t("remove.done", { name: member.name }),
  );
  return (
    <Dialog open onOpenChange={(open) => (open ? undefined : onClose(false))}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{t("remove.title", { name: member.name })}</DialogTitle>
          <DialogDescription>{t("remove.text")}</DialogDescription>
        </DialogHeader>
        <ReturnedCases count={member.open_cases} />
        <ConfirmFooter
          onCancel={() => onClose(false)}
          onConfirm={() => remove.mutate()}
          pending={remove.isPending}
          confirmLabel={t("remove.confirm")}
          pendingLabel={t("remove.removing")}
        />
      </DialogContent>
    </Dialog>
  );
}

/** Confirms making a member a lead admin, or taking the role back. */
export function LeadDialog({ member, onClose }: DialogProps) {
  const { t } = useTranslation(["team", "common"]);
  const making = !member.lead;
  const texts = making ? "lead.make" : "lead.unmake";
  const lead = useTeamChange(
    onClose,
    async () => {
      await setMemberLead(member.id, making);
      return {};
    },
    () => t(`${texts}.done`, { name: member.name }),
  );
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
          <Button disabled={lead.isPending} onClick={() => lead.mutate()}>
            {lead.isPending ? t("lead.saving") : t(`${texts}.confirm`)}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
