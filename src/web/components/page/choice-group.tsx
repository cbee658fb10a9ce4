import type { ComponentType } from "react";
import { Check } from "lucide-react";
import { cn } from "@web/lib/utils";

export interface Choice<T extends string> {
  value: T;
  label: string;
  icon?: ComponentType<{ className?: string; "aria-hidden"?: boolean }>;
}

interface ChoiceGroupProps<T extends string> {
  label: string;
  choices: readonly Choice<T>[];
  value: T;
  onChange: (value: T) => void;
  className?: string;
}

/**
 * A labelled set of toggle buttons where one is pressed: the theme and language pickers,
 * in the header's popovers and in the mobile menu.
 */
export function ChoiceGroup<T extends string>({
  label,
  choices,
  value,
  onChange,
  className,
}: ChoiceGroupProps<T>) {
  return (
    <div role="group" aria-label={label} className={cn("grid gap-1", className)}>
      {choices.map((choice) => {
        const selected = choice.value === value;
        const Icon = choice.icon;
        return (
          <button
            key={choice.value}
            type="button"
            aria-pressed={selected}
            onClick={() => onChange(choice.value)}
            className={cn(
              "flex min-h-11 items-center gap-3 rounded-md px-3 text-left text-sm font-medium hover:bg-muted",
              selected && "bg-secondary text-secondary-foreground",
            )}
          >
            {Icon ? <Icon className="size-4 shrink-0" aria-hidden={true} /> : null}
            <span className="flex-1">{choice.label}</span>
            {selected ? <Check className="size-4 shrink-0" aria-hidden="true" /> : null}
          </button>
        );
      })}
    </div>
  );
}
