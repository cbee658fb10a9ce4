import { useTranslation } from "@web/lib/i18n";
import { REGIONS, type Region } from "@shared/constants";
import { cn } from "@web/lib/utils";

/** The four regions the service covers (spec section 1), as a native select. */
export function RegionSelect({
  value,
  onChange,
  className,
  ...props
}: {
  value: Region | "";
  onChange: (region: Region | "") => void;
  className?: string;
  id?: string;
  /** The field's name in its form: a failed check finds the control by it. */
  name?: string;
  "aria-invalid"?: boolean;
  "aria-describedby"?: string;
}) {
  const { t } = useTranslation("admin");
  return (
    <select
      {...props}
      value={value}
      onChange={(e) => onChange(e.target.value as Region | "")}
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
