import { Languages } from "lucide-react";
import { useTranslation } from "@web/lib/i18n";
import { LANGUAGES, changeLanguage, currentLanguage, type Language } from "@web/lib/i18n";
import { LazyPopover } from "@web/components/ui/lazy-popover";
import { Button } from "@web/components/ui/button";
import { ChoiceGroup } from "./choice-group";

/**
 * English, Kiswahili or Luganda. The choice is stored on the device and read first on the next
 * visit (then the browser language, then the html tag: spec section 9).
 */
export function LanguageChoices({ className }: { className?: string }) {
  const { t } = useTranslation("common");
  const choices = LANGUAGES.map((value) => ({ value, label: t(`language.${value}`) }));
  return (
    <ChoiceGroup<Language>
      label={t("language.label")}
      choices={choices}
      value={currentLanguage()}
      onChange={(language) => void changeLanguage(language)}
      className={className}
    />
  );
}

export function LanguageSwitch() {
  const { t } = useTranslation("common");
  return (
    <LazyPopover
      trigger={
        <Button variant="ghost" className="h-11 gap-1.5 px-2.5" aria-label={t("language.label")}>
          <Languages className="size-5" aria-hidden="true" />
          <span className="text-xs font-semibold uppercase" aria-hidden="true">
            {currentLanguage()}
          </span>
        </Button>
      }
      label={t("language.label")}
      contentClassName="w-48 p-2"
    >
      {() => <LanguageChoices />}
    </LazyPopover>
  );
}
