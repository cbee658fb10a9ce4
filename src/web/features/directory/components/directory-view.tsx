import { useState } from "react";
import { Link } from "@web/lib/router";
import { useTranslation } from "@web/lib/i18n";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { Plus } from "lucide-react";
import { REGIONS, type Region } from "@shared/constants";
import type { DirectoryEntry } from "@shared/api/directory";
import { Button } from "@web/components/ui/button";
import { directoryKeys, directoryQuery } from "../api";
import { EntryCard } from "./entry-card";
import { EntryDialog } from "./entry-dialog";
import { DeleteEntryDialog } from "./delete-entry-dialog";

const TWO_STEP_SETTINGS_PATH = "/portal/settings#two-factor";

type Action = { kind: "add" } | { kind: "edit" | "delete"; entry: DirectoryEntry };

/**
 * The directory page's body: every entry by region (national first), placeholders marked;
 * a lead admin adds, edits and deletes what the server would allow (decision 070), anyone
 * else reads.
 */
export function DirectoryView() {
  const { t } = useTranslation(["directory", "admin", "common"]);
  const queryClient = useQueryClient();
  const directory = useQuery(directoryQuery);
  const [action, setAction] = useState<Action | null>(null);

  if (directory.isPending) return <p className="text-muted-foreground">{t("common:loading")}</p>;
  if (directory.isError)
    return (
      <div className="grid justify-items-start gap-3" role="alert">
        <p>{t("page.failed")}</p>
        <Button variant="outline" onClick={() => void directory.refetch()}>
          {t("common:actions.retry")}
        </Button>
      </div>
    );

  const { region, lead, two_factor: twoFactor, can_create: canCreate, entries } = directory.data;
  const groups: { key: Region | "national"; name: string; entries: DirectoryEntry[] }[] = [
    {
      key: "national",
      name: t("groups.national"),
      entries: entries.filter((entry) => entry.region === null),
    },
    ...REGIONS.map((one) => ({
      key: one,
      name: t(`admin:regions.${one}`),
      entries: entries.filter((entry) => entry.region === one),
    })),
  ];
  const placeholders = entries.filter((entry) => entry.placeholder).length;
  const close = (changed: boolean) => {
    setAction(null);
    if (changed) void queryClient.invalidateQueries({ queryKey: directoryKeys.all });
  };

  let powers: string;
  if (!lead) powers = t("page.readOnly");
  else if (!twoFactor) powers = t("page.twoStep");
  else if (region) powers = t("page.regionalLead", { region: t(`admin:regions.${region}`) });
  else powers = t("page.nationalLead");

  return (
    <div className="grid gap-8">
      <div className="grid gap-3">
        <p className="text-muted-foreground">{t("page.intro")}</p>
        <p className="rounded-md border bg-muted/50 p-3 text-sm" data-testid="directory-powers">
          {powers}
          {lead && !twoFactor ? (
            <>
              {" "}
              <Link
                to={TWO_STEP_SETTINGS_PATH}
                className="font-medium text-primary underline underline-offset-2"
              >
                {t("page.twoStepAction")}
              </Link>
            </>
          ) : null}
        </p>
        {placeholders > 0 ? (
          <p className="text-sm font-medium text-amber-800 dark:text-amber-300">
            {t("page.placeholders", { count: placeholders })}
          </p>
        ) : null}
        {canCreate ? (
          <Button className="justify-self-start" onClick={() => setAction({ kind: "add" })}>
            <Plus aria-hidden="true" />
            {t("page.add")}
          </Button>
        ) : null}
      </div>
      {groups.map((group) => {
        const headingId = `directory-group-${group.key}`;
        return (
          <section key={group.key} aria-labelledby={headingId} className="grid gap-3">
            <div className="flex flex-wrap items-baseline justify-between gap-2">
              <h2 id={headingId} className="text-xl font-semibold">
                {group.name}
              </h2>
              <p className="text-sm text-muted-foreground">
                {t("groups.count", { count: group.entries.length })}
              </p>
            </div>
            {group.entries.length === 0 ? (
              <p className="text-sm text-muted-foreground">{t("groups.empty")}</p>
            ) : (
              <ul className="grid gap-3" aria-labelledby={headingId}>
                {group.entries.map((entry) => (
                  <EntryCard
                    key={entry.id}
                    entry={entry}
                    onEdit={(one) => setAction({ kind: "edit", entry: one })}
                    onDelete={(one) => setAction({ kind: "delete", entry: one })}
                  />
                ))}
              </ul>
            )}
          </section>
        );
      })}
      {action?.kind === "add" ? <EntryDialog entry={null} callerRegion={region} onClose={close} /> : null}
      {action?.kind === "edit" ? (
        <EntryDialog entry={action.entry} callerRegion={region} onClose={close} />
      ) : null}
      {action?.kind === "delete" ? <DeleteEntryDialog entry={action.entry} onClose={close} /> : null}
    </div>
  );
}
