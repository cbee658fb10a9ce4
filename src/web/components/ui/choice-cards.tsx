import type { ComponentType, ReactNode } from "react";
import { cn } from "@web/lib/utils";
import { useFieldNotes } from "./field";

export interface CardChoice<T extends string> {
  value: T;
  label: ReactNode;
  description?: string;
  icon?: ComponentType<{ className?: string; "aria-hidden"?: boolean }>;
}

interface ChoiceCardsProps<T extends string> {
  /** The radios' shared name; also the field name an error focuses (`[name="…"]`). */
  name: string;
  legend: ReactNode;
  hint?: string | undefined;
  error?: string | undefined;
  choices: readonly CardChoice<T>[];
  value: T | null;
  onChange: (value: T) => void;
  columns?: "one" | "two" | "three" | "four";
  /** Short choices in a form of several fields: smaller cards, the label in the body's weight. */
  compact?: boolean;
}

const COLUMNS = {
  one: "",
  two: "sm:grid-cols-2",
  three: "sm:grid-cols-3",
  four: "grid-cols-2 lg:grid-cols-4",
} as const;
/** Short labels sit side by side on a phone too; three of them would not fit. */
const COMPACT_COLUMNS = {
  one: "",
  two: "grid-cols-2",
  three: "sm:grid-cols-3",
  four: "grid-cols-2 lg:grid-cols-4",
} as const;

/**
 * One choice out of a few, as tappable cards. Native radios underneath: arrow keys, the
 * screen reader's "1 of 4" and form semantics come for free; the hint and the error are
 * read with the group. The one way the app asks for a choice among a few (applications,
 * reminders, the peer request).
 */
export function ChoiceCards<T extends string>(props: ChoiceCardsProps<T>) {
  const { name, legend, hint, error, choices, value, onChange, columns = "two", compact = false } = props;
  const { describedBy, notes } = useFieldNotes(hint, error);
  return (
    <fieldset className={cn("grid", compact ? "gap-2" : "gap-3")} aria-describedby={describedBy}>
      <legend className={cn("text-sm font-medium", compact ? "mb-1" : "mb-3")}>{legend}</legend>
      <div
        className={cn(
          "grid",
          compact ? "gap-2" : "gap-3",
          compact ? COMPACT_COLUMNS[columns] : COLUMNS[columns],
        )}
      >
        {choices.map((choice) => {
          const Icon = choice.icon;
          return (
            <label
              key={choice.value}
              className={cn(
                "flex cursor-pointer border bg-card transition-colors hover:bg-muted",
                compact
                  ? "min-h-11 items-center gap-2 rounded-md px-3 py-2"
                  : "items-start gap-3 rounded-lg p-3",
                "has-[:checked]:border-primary has-[:checked]:bg-secondary has-[:checked]:text-secondary-foreground",
                "has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-ring",
                error && "border-destructive",
              )}
            >
              <input
                type="radio"
                name={name}
                value={choice.value}
                checked={value === choice.value}
                onChange={() => onChange(choice.value)}
                className={cn(
                  "size-4 shrink-0 accent-[var(--primary)] focus-visible:outline-none",
                  !compact && "mt-0.5",
                )}
              />
              {Icon ? <Icon className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden={true} /> : null}
              <span className="grid min-w-0 gap-0.5 break-words">
                <span className={cn("text-sm", compact ? "font-medium" : "font-semibold")}>
                  {choice.label}
                </span>
                {choice.description ? (
                  <span className="text-sm text-muted-foreground">{choice.description}</span>
                ) : null}
              </span>
            </label>
          );
        })}
      </div>
      {notes}
    </fieldset>
  );
}
