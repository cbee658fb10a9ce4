import { Monitor, Moon, Sun } from "lucide-react";
import { useTranslation } from "@web/lib/i18n";
import { useTheme, type Theme } from "@web/lib/theme";
import { LazyPopover } from "@web/components/ui/lazy-popover";
import { Button } from "@web/components/ui/button";
import { ChoiceGroup, type Choice } from "./choice-group";

const ICONS = { light: Sun, dark: Moon, system: Monitor } as const;

/** Light, dark or system (the default), remembered under vite-ui-theme by the ThemeProvider. */
export function ThemeChoices({ className }: { className?: string }) {
  const { t } = useTranslation("common");
  const { theme, setTheme } = useTheme();
  const choices: Choice<Theme>[] = (["light", "dark", "system"] as const).map((value) => ({
    value,
    label: t(`theme.${value}`),
    icon: ICONS[value],
  }));
  return (
    <ChoiceGroup
      label={t("theme.label")}
      choices={choices}
      value={theme}
      onChange={setTheme}
      className={className}
    />
  );
}

export function ThemeToggle() {
  const { t } = useTranslation("common");
  const { theme } = useTheme();
  const Icon = ICONS[theme];
  return (
    <LazyPopover
      trigger={
        <Button variant="ghost" size="icon" aria-label={t("theme.toggle")}>
          <Icon className="size-5" aria-hidden="true" />
        </Button>
      }
      label={t("theme.label")}
      contentClassName="w-48 p-2"
    >
      {() => <ThemeChoices />}
    </LazyPopover>
  );
}
