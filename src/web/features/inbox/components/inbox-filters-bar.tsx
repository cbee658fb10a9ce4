import { useTranslation } from "react-i18next";
import { FilterX } from "lucide-react";
import { Button } from "@web/components/ui/button";
import { Field } from "@web/components/ui/field";
import {
  activeFilterCount,
  FILTER_CHOICES,
  FILTER_NAMES,
  filterValue,
  NO_FILTERS,
  type FilterName,
  type InboxFilters,
} from "../inbox-filters";
import { NativeSelect } from "./native-select";

/** Where each filter's option labels live in the strings. */
const OPTION_LABELS: Record<FilterName, string> = {
  type: "typesPlural",
  status: "inboxStatus",
  priority: "priority",
  region: "regions",
};

export function InboxFiltersBar({
  filters,
  onChange,
}: {
  filters: InboxFilters;
  onChange(next: InboxFilters): void;
}) {
  const { t } = useTranslation("inbox");
  return (
    <fieldset className="grid gap-3">
      <legend className="sr-only">{t("filters.legend")}</legend>
      <div className="grid grid-cols-2 gap-3">
        {FILTER_NAMES.map((name) => (
          <Field key={name} label={t(`filters.${name}`)}>
            <NativeSelect
              name={name}
              value={filters[name]}
              onChange={(event) => onChange({ ...filters, [name]: filterValue(name, event.target.value) })}
            >
              <option value="">{t("filters.all")}</option>
              {FILTER_CHOICES[name].map((choice) => (
                <option key={choice} value={choice}>
                  {t(`${OPTION_LABELS[name]}.${choice}`)}
                </option>
              ))}
            </NativeSelect>
          </Field>
        ))}
      </div>
      {activeFilterCount(filters) > 0 ? (
        <Button variant="ghost" size="sm" className="justify-self-start" onClick={() => onChange(NO_FILTERS)}>
          <FilterX aria-hidden="true" />
          {t("filters.clear")}
        </Button>
      ) : null}
    </fieldset>
  );
}
