import type { ComponentType, ReactNode } from "react";
import { cn } from "@web/lib/utils";

export interface CardChoice<T extends string> {
  value: T;
  label: string;
  description?: string;
  icon?: ComponentType<{ className?: string; "aria-hidden"?: boolean }>;
}

interface ChoiceCardsProps<T extends string> {
  /** The radios' shared name; also the field name an error focuses. */
  name: string;
  legend: ReactNode;
  choices: readonly CardChoice<T>[];
  value: T | null;
  onChange: (value: T) => void;
  error?: string | undefined;
  columns?: "two" | "four";
}

/**
 * One choice out of a few, as large tappable cards. Native radios underneath: arrow keys,
 * the screen reader's "1 of 4" and form semantics come for free.
 */
export function ChoiceCards<T extends string>(props: ChoiceCardsProps<T>) {
  const { name, legend, choices, value, onChange, error, columns = "two" } = props;
  const errorId = error ? `${name}-error` : undefined;
  return (
    <fieldset className="grid gap-3" aria-describedby={errorId}>
      <legend className="mb-3 text-sm font-medium">{legend}</legend>
      <div className={cn("grid gap-3", columns === "four" ? "grid-cols-2 lg:grid-cols-4" : "sm:grid-cols-2")}>
        {choices.map((choice) => {
          const Icon = choice.icon;
          return (
            <label
              key={choice.value}
              className={cn(
                "flex cursor-pointer items-start gap-3 rounded-lg border bg-card p-3 transition-colors hover:bg-muted",
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
                className="mt-0.5 size-4 shrink-0 accent-[var(--primary)] focus-visible:outline-none"
              />
              {Icon ? <Icon className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden={true} /> : null}
              <span className="grid gap-0.5">
                <span className="text-sm font-semibold">{choice.label}</span>
                {choice.description ? (
                  <span className="text-sm text-muted-foreground">{choice.description}</span>
                ) : null}
              </span>
            </label>
          );
        })}
      </div>
      {error ? (
        <p id={errorId} className="text-sm font-medium text-destructive">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
