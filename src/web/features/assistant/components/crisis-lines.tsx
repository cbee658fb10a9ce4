import { Phone } from "lucide-react";
import { useTranslation } from "@web/lib/i18n";
import type { CrisisLine } from "@shared/constants";
import { getConfig } from "@web/lib/config";
import { cn } from "@web/lib/utils";

/**
 * The free numbers to call in danger (configuration, with Uganda's national numbers by
 * default), one tap each: on a phone, tel: opens the dialler with the number in it.
 */
export function CrisisLines({ className }: { className?: string }) {
  const { t } = useTranslation("assistant");
  // The operator's own name for a line, else the product's in the person's language.
  const nameOf = (line: CrisisLine) =>
    line.label ?? (line.service ? t(`crisis.services.${line.service}`) : null);
  return (
    <ul className={cn("mt-2 flex flex-wrap gap-2", className)} aria-label={t("crisis.linesLabel")}>
      {getConfig().crisis.lines.map((line) => {
        const name = nameOf(line);
        return (
          <li key={line.number}>
            <a
              href={`tel:${line.number.replace(/\s/g, "")}`}
              className="inline-flex min-h-11 items-center gap-2 rounded-md border border-destructive/50 bg-background px-3 py-1 text-left text-destructive hover:bg-destructive/10 focus-visible:outline-2 focus-visible:outline-ring"
            >
              <Phone className="size-4 shrink-0" aria-hidden="true" />
              <span>
                <span className="block font-semibold">{t("handoff.call", { number: line.number })}</span>
                {name ? <span className="block text-xs">{name}</span> : null}
              </span>
            </a>
          </li>
        );
      })}
    </ul>
  );
}
