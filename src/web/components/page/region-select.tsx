import { useController, type Control, type FieldValues, type Path } from "react-hook-form";
import { useTranslation } from "@web/lib/i18n";
import { REGIONS } from "@shared/constants";
import { cn } from "@web/lib/utils";

/**
 * The four regions the service covers (spec section 1), as a native select and one of a
 * form's fields: named for the focus, labelled and described by its Field as any control.
 * `Checked`: what the form's schema makes of its values.
 */
export function RegionSelect<V extends FieldValues, Checked = V>({
  control,
  name,
  className,
  ...props
}: {
  control: Control<V, unknown, Checked>;
  name: Path<V>;
  className?: string;
  id?: string;
  "aria-invalid"?: boolean;
  "aria-describedby"?: string;
}) {
  const { t } = useTranslation("admin");
  // Found for the focus by its name (useSchemaForm), so React Hook Form needs no ref of it.
  const {
    field: { name: fieldName, value, onBlur, onChange },
  } = useController<V, Path<V>, Checked>({ control, name });
  return (
    <select
      {...props}
      name={fieldName}
      value={value}
      onChange={onChange}
      onBlur={onBlur}
      className={cn(
        "h-11 w-full rounded-md border border-input bg-background px-3 text-base text-foreground focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-ring",
        className,
      )}
    >
      <option value="">{t("regions.choose")}</option>
      {REGIONS.map((region) => (
        <option key={region} value={region}>
          {t(`regions.${region}`)}
        </option>
      ))}
    </select>
  );
}
