import type { ReactNode } from "react";
import { useTranslation } from "@web/lib/i18n";
import { ExternalLink } from "lucide-react";
import type { DirectoryEntry } from "@shared/api/directory";
import { formatDirectoryPhone } from "@shared/domain/directory";
import { Badge } from "@web/components/ui/badge";
import { Button } from "@web/components/ui/button";
import { formatDay } from "@web/lib/dates";

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid content-start gap-0.5">
      <dt className="text-muted-foreground">{label}</dt>
      <dd className="font-medium break-words">{children}</dd>
    </div>
  );
}

/** A missing detail: the operator's to fill in on a placeholder, otherwise simply not known. */
function Missing({ placeholder }: { placeholder: boolean }) {
  const { t } = useTranslation("directory");
  return placeholder ? (
    <span className="font-semibold text-amber-800 dark:text-amber-300">{t("entry.toFillIn")}</span>
  ) : (
    <span className="font-normal text-muted-foreground">{t("entry.notKnown")}</span>
  );
}

/** The description in another language, or what its readers see for want of one: the English. */
function Translation({
  lang,
  label,
  text,
  missing,
}: {
  lang: string;
  label: string;
  text: string | null;
  missing: string;
}) {
  return text ? (
    <p className="text-sm text-muted-foreground">
      <span className="font-medium">{label}: </span>
      <span lang={lang}>{text}</span>
    </p>
  ) : (
    <p className="text-sm text-muted-foreground">{missing}</p>
  );
}

/** One place of the directory with every field, and a lead's edit and delete when theirs. */
export function EntryCard({
  entry,
  onEdit,
  onDelete,
}: {
  entry: DirectoryEntry;
  onEdit: (entry: DirectoryEntry) => void;
  onDelete: (entry: DirectoryEntry) => void;
}) {
  const { t, language } = useTranslation("directory");
  const headingId = `directory-entry-${entry.id}`;
  const missing = <Missing placeholder={entry.placeholder} />;
  const cost = entry.cost_note ? `${t(`cost.${entry.cost}`)} (${entry.cost_note})` : t(`cost.${entry.cost}`);
  return (
    <li>
      <article
        aria-labelledby={headingId}
        className={
          entry.placeholder
            ? "grid gap-4 rounded-lg border-2 border-dashed border-amber-500 bg-card p-4 text-card-foreground shadow-sm"
            : "grid gap-4 rounded-lg border bg-card p-4 text-card-foreground shadow-sm"
        }
        data-testid="directory-entry"
      >
        <div className="grid gap-2">
          <h3 id={headingId} className="flex flex-wrap items-center gap-2 text-base font-semibold">
            <span className="break-words">{entry.title}</span>
            {entry.placeholder ? (
              <Badge className="bg-amber-100 text-amber-900 dark:bg-amber-900 dark:text-amber-50">
                {t("entry.placeholder")}
              </Badge>
            ) : null}
            {entry.services.includes("emergency") ? (
              <Badge variant="destructive">{t("services.emergency")}</Badge>
            ) : null}
            {entry.youth_friendly ? <Badge variant="secondary">{t("entry.youth")}</Badge> : null}
            {entry.key_population_friendly ? (
              <Badge variant="secondary">{t("entry.keyPopulations")}</Badge>
            ) : null}
          </h3>
          {entry.placeholder ? (
            <p className="rounded-md bg-amber-50 p-2 text-sm text-amber-950 dark:bg-amber-950 dark:text-amber-50">
              {t("entry.placeholderNote")}
            </p>
          ) : null}
          <p className="text-sm">{entry.content}</p>
          <Translation
            lang="sw"
            label={t("entry.descriptionSw")}
            text={entry.content_sw}
            missing={t("entry.noSwahili")}
          />
          <Translation
            lang="lg"
            label={t("entry.descriptionLg")}
            text={entry.content_lg}
            missing={t("entry.noLuganda")}
          />
        </div>
        <dl className="grid grid-cols-1 gap-x-4 gap-y-3 text-sm sm:grid-cols-2 lg:grid-cols-3">
          <Fact label={t("entry.services")}>
            {entry.services.length > 0
              ? entry.services.map((service) => t(`services.${service}`)).join(", ")
              : t("entry.noServices")}
          </Fact>
          <Fact label={t("entry.kind")}>{t(`categories.${entry.category}`)}</Fact>
          <Fact label={t("entry.address")}>{entry.address ?? missing}</Fact>
          <Fact label={t("entry.hours")}>{entry.opening_hours ?? missing}</Fact>
          <Fact label={t("entry.phone")}>{entry.phone ? formatDirectoryPhone(entry.phone) : missing}</Fact>
          <Fact label={t("entry.access")}>{t(`access.${entry.access ?? "unknown"}`)}</Fact>
          <Fact label={t("entry.cost")}>{cost}</Fact>
          <Fact label={t("entry.lastVerified")}>
            {entry.last_verified ? formatDay(entry.last_verified, language) : t("entry.never")}
          </Fact>
          {entry.url ? (
            <Fact label={t("entry.website")}>
              <a
                href={entry.url}
                target="_blank"
                rel="noopener noreferrer"
                className="text-primary underline underline-offset-2"
              >
                {entry.url.replace(/^https:\/\//, "")}
                <ExternalLink className="ml-1 inline size-3 align-baseline" aria-hidden="true" />
                <span className="sr-only"> {t("entry.opensInNewTab")}</span>
              </a>
            </Fact>
          ) : null}
        </dl>
        {entry.editable ? (
          <div className="flex flex-wrap gap-2">
            <Button variant="outline" size="sm" onClick={() => onEdit(entry)}>
              {t("entry.edit")}
              <span className="sr-only"> ({entry.title})</span>
            </Button>
            <Button variant="outline" size="sm" onClick={() => onDelete(entry)}>
              {t("entry.delete")}
              <span className="sr-only"> ({entry.title})</span>
            </Button>
          </div>
        ) : null}
      </article>
    </li>
  );
}
