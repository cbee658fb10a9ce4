import { useId, useState } from "react";
import { useTranslation } from "@web/lib/i18n";
import { FilterX, SlidersHorizontal } from "lucide-react";
import { ASSIGNEE_FILTERS } from "@shared/api/cases";
import { PRIORITIES, REGIONS, SERVICE_TYPES } from "@shared/constants";
import { Button } from "@web/components/ui/button";
import { Field } from "@web/components/ui/field";
import { cn } from "@web/lib/utils";
import { activeFilterCount, DEFAULT_FILTERS, STATE_FILTER_CHOICES, type CaseFilters } from "../case-filters";
import { NativeSelect } from "./native-select";

type Editable = "state" | "priority" | "service" | "assignee" | "region";

/**
 * State (open by default), priority, service, assignee and region. On a phone they fold
 * away behind one button, so the list comes first; from a laptop's width they stay in view.
 */
export function CaseFiltersBar({
  filters,
  onChange,
}: {
  filters: CaseFilters;
  onChange(next: CaseFilters): void;
}) {
  const { t } = useTranslation("cases");
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const active = activeFilterCount(filters);
  const overdueView = filters.view === "overdue";

  const select = (
    name: Editable,
    choices: readonly string[],
    label: (choice: string) => string,
    any?: string,
  ) => (
    <Field key={name} label={t(`filters.${name}`)}>
      <NativeSelect
        name={name}
        value={filters[name]}
        onChange={(event) => onChange({ ...filters, [name]: event.target.value })}
      >
        {any !== undefined ? <option value="">{any}</option> : null}
        {choices.map((choice) => (
          <option key={choice} value={choice}>
            {label(choice)}
          </option>
        ))}
      </NativeSelect>
    </Field>
  );

  return (
    <div className="grid gap-3">
      <Button
        variant="outline"
        className="justify-self-start lg:hidden"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((value) => !value)}
      >
        <SlidersHorizontal aria-hidden="true" />
        {active > 0 ? t("filters.toggleActive", { count: active }) : t("filters.toggle")}
      </Button>
      <fieldset id={panelId} className={cn("gap-3 lg:grid", open ? "grid" : "hidden")}>
        <legend className="sr-only">{t("filters.legend")}</legend>
        <div className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5">
          {overdueView
            ? null
            : select("state", STATE_FILTER_CHOICES, (choice) => t(`filters.states.${choice}`))}
          {select("priority", PRIORITIES, (choice) => t(`priority.${choice}`), t("filters.any"))}
          {select("service", SERVICE_TYPES, (choice) => t(`services.${choice}`), t("filters.any"))}
          {select("assignee", ASSIGNEE_FILTERS, (choice) => t(`filters.assignees.${choice}`))}
          {select("region", REGIONS, (choice) => t(`regions.${choice}`), t("filters.anyRegion"))}
        </div>
        {active > 0 ? (
          <Button
            variant="ghost"
            size="sm"
            className="justify-self-start"
            onClick={() => onChange({ ...DEFAULT_FILTERS, q: filters.q, view: filters.view })}
          >
            <FilterX aria-hidden="true" />
            {t("filters.clear")}
          </Button>
        ) : null}
      </fieldset>
    </div>
  );
}
