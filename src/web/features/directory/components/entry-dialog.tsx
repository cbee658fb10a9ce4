import { useId, type ReactNode } from "react";
import { useTranslation } from "@web/lib/i18n";
import { REGIONS, type Region } from "@shared/constants";
import { directoryEntryCreateSchema, type DirectoryEntry } from "@shared/api/directory";
import {
  RESOURCE_ACCESS,
  RESOURCE_CATEGORIES,
  RESOURCE_COSTS,
  RESOURCE_SERVICES,
  DIRECTORY_LIMITS,
} from "@shared/domain/directory";
import { Button } from "@web/components/ui/button";
import { SubmitButton } from "@web/components/ui/form-submit";
import { Field } from "@web/components/ui/field";
import { Input, Textarea } from "@web/components/ui/input";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@web/components/ui/dialog";
import { CheckBox } from "@web/components/ui/check-box";
import { kampalaDay } from "@web/lib/dates";
import { useSchemaForm, type ErrorCopy } from "@web/lib/schema-form";
import { notify } from "@web/lib/toast";
import { createEntry, updateEntry } from "../api";
import {
  changesOf,
  draftOf,
  ENTRY_ERROR_CODES,
  ENTRY_FIELDS,
  failureOf,
  requestOf,
  type EntryDraft,
  type EntryField,
  type ParsedEntry,
} from "../entry-form";
import { FormAlert } from "@web/components/ui/form-alert";

const selectClass =
  "h-11 w-full rounded-md border border-input bg-background px-3 text-base text-foreground focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-ring aria-[invalid=true]:border-destructive";
const choiceClass =
  "flex min-h-11 cursor-pointer items-center gap-2 rounded-md border px-3 text-sm has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-ring";
const boxClass = "size-5 shrink-0 accent-[var(--primary)]";

/** `errors.<code>` for the codes the copy words, "invalid_choice" for any other. */
const COPY: ErrorCopy<string> = {
  key: (_field, _name, code) => `errors.${ENTRY_ERROR_CODES.has(code) ? code : "invalid_choice"}`,
};

/** The description in each language it may be written in, English first (the one required). */
const DESCRIPTIONS = [
  { field: "content", label: "form.content", lang: undefined },
  { field: "content_sw", label: "form.contentSw", lang: "sw" },
  { field: "content_lg", label: "form.contentLg", lang: "lg" },
] as const;

/** A group of checkboxes or radio buttons, its legend, hint and error read with it. */
function Choices({
  legend,
  hint,
  error,
  children,
}: {
  legend: string;
  hint?: string;
  error?: string | undefined;
  children: ReactNode;
}) {
  const id = useId();
  const describedBy = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(" ");
  return (
    <fieldset
      className="grid gap-2"
      aria-describedby={describedBy || undefined}
      data-invalid={error ? "true" : undefined}
    >
      <legend className="mb-1 text-sm font-medium">{legend}</legend>
      {hint ? (
        <p id={`${id}-hint`} className="text-sm text-muted-foreground">
          {hint}
        </p>
      ) : null}
      <div className="grid gap-2 sm:grid-cols-2">{children}</div>
      {error ? (
        <p id={`${id}-error`} className="text-sm font-medium text-destructive">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}

/**
 * Adds an entry, or edits one (sending only what changed). A regional lead's entries stay
 * in their region; a national lead chooses it, national included.
 */
export function EntryDialog({
  entry,
  callerRegion,
  onClose,
}: {
  /** null: a new entry. */
  entry: DirectoryEntry | null;
  /** The lead's region; null for a national lead. */
  callerRegion: Region | null;
  onClose: (changed: boolean) => void;
}) {
  const { t } = useTranslation(["directory", "admin", "common"]);
  const { form, formRef, errorOf, submit, showServerErrors, failWith, formError } = useSchemaForm(
    directoryEntryCreateSchema,
    {
      defaultValues: draftOf(entry, callerRegion),
      fields: ENTRY_FIELDS,
      copy: COPY,
      t,
      toInput: requestOf,
    },
  );
  const draft = form.watch();
  const set = <K extends EntryField>(field: K, value: EntryDraft[K]) => form.setValue(field, value as never);
  const error = (field: EntryField) => errorOf(field);

  // Awaited by the form's submit: pending (formState.isSubmitting) until the answer is handled.
  async function send(change: () => Promise<unknown>, done: string) {
    try {
      await change();
      notify.success(done);
      onClose(true);
    } catch (failure) {
      if (!showServerErrors(failure)) failWith(failureOf(failure));
    }
  }

  const onValid = async (parsed: ParsedEntry) => {
    const request = requestOf(form.getValues());
    if (!entry) return send(() => createEntry(request), t("form.created", { title: parsed.title }));
    const patch = changesOf(entry, { request, parsed });
    if (Object.keys(patch).length === 0) {
      notify.info(t("form.unchanged"));
      onClose(false);
      return;
    }
    return send(() => updateEntry(entry.id, patch), t("form.saved", { title: parsed.title }));
  };

  const regionName = (region: Region | "") =>
    region === "" ? t("form.national") : t(`admin:regions.${region}`);

  return (
    <Dialog open onOpenChange={(open) => (open ? undefined : onClose(false))}>
      <DialogContent className="max-w-2xl">
        <form ref={formRef} onSubmit={submit(onValid)} className="grid gap-4" noValidate>
          <DialogHeader>
            <DialogTitle>
              {entry ? t("form.editTitle", { title: entry.title }) : t("form.addTitle")}
            </DialogTitle>
            <DialogDescription>{t("form.intro")}</DialogDescription>
          </DialogHeader>
          <Field label={t("form.title")} error={error("title")}>
            <Input
              name="title"
              value={draft.title}
              maxLength={DIRECTORY_LIMITS.titleMaxChars}
              onChange={(event) => set("title", event.target.value)}
              autoComplete="off"
            />
          </Field>
          <div className="grid items-start gap-4 sm:grid-cols-2">
            {callerRegion === null ? (
              <Field label={t("form.region")} error={error("region")}>
                <select
                  name="region"
                  value={draft.region}
                  onChange={(event) => set("region", event.target.value as Region | "")}
                  className={selectClass}
                >
                  <option value="">{t("form.national")}</option>
                  {REGIONS.map((region) => (
                    <option key={region} value={region}>
                      {t(`admin:regions.${region}`)}
                    </option>
                  ))}
                </select>
              </Field>
            ) : (
              <p className="self-end text-sm font-medium">
                {t("form.regionFixed", { region: regionName(draft.region) })}
              </p>
            )}
            <Field label={t("form.kind")} error={error("category")}>
              <select
                name="category"
                value={draft.category}
                onChange={(event) => set("category", event.target.value as EntryDraft["category"])}
                className={selectClass}
              >
                {RESOURCE_CATEGORIES.map((category) => (
                  <option key={category} value={category}>
                    {t(`categories.${category}`)}
                  </option>
                ))}
              </select>
            </Field>
          </div>
          <Choices legend={t("form.services")} hint={t("form.servicesHint")} error={error("services")}>
            {RESOURCE_SERVICES.map((service) => (
              <label key={service} className={choiceClass}>
                <input
                  type="checkbox"
                  name={`services.${service}`}
                  checked={draft.services.includes(service)}
                  onChange={(event) =>
                    set(
                      "services",
                      event.target.checked
                        ? [...draft.services, service]
                        : draft.services.filter((one) => one !== service),
                    )
                  }
                  className={boxClass}
                />
                {t(`services.${service}`)}
              </label>
            ))}
          </Choices>
          {DESCRIPTIONS.map(({ field, label, lang }) => (
            <Field key={field} label={t(label)} error={error(field)}>
              <Textarea
                name={field}
                lang={lang}
                value={draft[field]}
                rows={3}
                maxLength={DIRECTORY_LIMITS.contentMaxChars}
                onChange={(event) => set(field, event.target.value)}
              />
            </Field>
          ))}
          <CheckBox
            name="placeholder"
            checked={draft.placeholder}
            onChange={(checked) => set("placeholder", checked)}
            hint={t("form.placeholderHint")}
          >
            {t("form.placeholder")}
          </CheckBox>
          <Field label={t("form.address")} error={error("address")}>
            <Input
              name="address"
              value={draft.address}
              maxLength={DIRECTORY_LIMITS.addressMaxChars}
              onChange={(event) => set("address", event.target.value)}
              autoComplete="off"
            />
          </Field>
          <div className="grid items-start gap-4 sm:grid-cols-2">
            <Field label={t("form.hours")} hint={t("form.hoursHint")} error={error("opening_hours")}>
              <Input
                name="opening_hours"
                value={draft.opening_hours}
                maxLength={DIRECTORY_LIMITS.hoursMaxChars}
                onChange={(event) => set("opening_hours", event.target.value)}
                autoComplete="off"
              />
            </Field>
            <Field label={t("form.phone")} hint={t("form.phoneHint")} error={error("phone")}>
              <Input
                type="tel"
                name="phone"
                value={draft.phone}
                onChange={(event) => set("phone", event.target.value)}
                autoComplete="off"
              />
            </Field>
          </div>
          <Choices legend={t("form.access")} error={error("access")}>
            {[...RESOURCE_ACCESS, "unknown" as const].map((access) => (
              <label key={access} className={choiceClass}>
                <input
                  type="radio"
                  name="access"
                  checked={draft.access === access}
                  onChange={() => set("access", access)}
                  className={boxClass}
                />
                {t(`access.${access}`)}
              </label>
            ))}
          </Choices>
          <Choices legend={t("form.cost")} error={error("cost")}>
            {RESOURCE_COSTS.map((cost) => (
              <label key={cost} className={choiceClass}>
                <input
                  type="radio"
                  name="cost"
                  checked={draft.cost === cost}
                  onChange={() => set("cost", cost)}
                  className={boxClass}
                />
                {t(`cost.${cost}`)}
              </label>
            ))}
          </Choices>
          <Field label={t("form.costNote")} error={error("cost_note")}>
            <Input
              name="cost_note"
              value={draft.cost_note}
              maxLength={DIRECTORY_LIMITS.costNoteMaxChars}
              onChange={(event) => set("cost_note", event.target.value)}
              autoComplete="off"
            />
          </Field>
          <CheckBox
            name="youth_friendly"
            checked={draft.youth_friendly}
            onChange={(checked) => set("youth_friendly", checked)}
          >
            {t("form.youth")}
          </CheckBox>
          <CheckBox
            name="key_population_friendly"
            checked={draft.key_population_friendly}
            onChange={(checked) => set("key_population_friendly", checked)}
          >
            {t("form.keyPopulations")}
          </CheckBox>
          <div className="grid items-start gap-4 sm:grid-cols-2">
            <Field label={t("form.url")} hint={t("form.urlHint")} error={error("url")}>
              <Input
                type="url"
                name="url"
                inputMode="url"
                value={draft.url}
                onChange={(event) => set("url", event.target.value)}
                autoComplete="off"
              />
            </Field>
            <Field label={t("form.lastVerified")} error={error("last_verified")}>
              <Input
                type="date"
                name="last_verified"
                value={draft.last_verified}
                max={kampalaDay(new Date())}
                onChange={(event) => set("last_verified", event.target.value)}
              />
            </Field>
          </div>
          <Field label={t("form.tags")} hint={t("form.tagsHint")} error={error("tags")}>
            <Input
              name="tags"
              value={draft.tags}
              onChange={(event) => set("tags", event.target.value)}
              autoComplete="off"
            />
          </Field>
          <FormAlert message={formError} />
          <DialogFooter>
            <Button variant="outline" onClick={() => onClose(false)}>
              {t("common:actions.cancel")}
            </Button>
            <SubmitButton
              pending={form.formState.isSubmitting}
              pendingLabel={entry ? t("form.saving") : t("form.creating")}
            >
              {entry ? t("form.save") : t("form.create")}
            </SubmitButton>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
