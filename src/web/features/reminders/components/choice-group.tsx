import { useId, type ReactNode } from "react";
import { cn } from "@web/lib/utils";

export interface Choice<T extends string> {
  value: T;
  label: ReactNode;
}

interface ChoiceGroupProps<T extends string> {
  /** The radios' shared name. */
  name: string;
  /** What an error focuses: the first radio carries `data-reminder-field`. */
  field: string;
  legend: string;
  hint?: string | undefined;
  error?: string | undefined;
  choices: readonly Choice<T>[];
  value: T;
  onChange(value: T): void;
  /** Two short choices side by side, or each on its own line. */
  columns?: 1 | 2;
}

/**
 * One choice of a few, as native radios in a fieldset: arrow keys, the screen reader's
 * "1 of 3" and the legend come with them; the hint and the error are read with the group.
 */
export function ChoiceGroup<T extends string>(props: ChoiceGroupProps<T>) {
  const { name, field, legend, hint, error, choices, value, onChange, columns = 2 } = props;
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(" ") || undefined;
  return (
    <fieldset className="grid gap-2" aria-describedby={describedBy}>
      <legend className="mb-1 text-sm font-medium">{legend}</legend>
      <div className={cn("grid gap-2", columns === 2 && "grid-cols-2")}>
        {choices.map((choice, index) => (
          <label
            key={choice.value}
            className={cn(
              "flex min-h-11 cursor-pointer items-center gap-2 rounded-md border px-3 py-2 text-sm has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-ring",
              value === choice.value && "border-primary bg-primary/10 font-medium",
              error && "border-destructive",
            )}
          >
            <input
              type="radio"
              name={name}
              value={choice.value}
              checked={value === choice.value}
              onChange={() => onChange(choice.value)}
              className="size-4 shrink-0 accent-[var(--color-primary)]"
              data-reminder-field={index === 0 ? field : undefined}
            />
            <span className="min-w-0 break-words">{choice.label}</span>
          </label>
        ))}
      </div>
      {hint ? (
        <p id={hintId} className="text-sm text-muted-foreground">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="text-sm font-medium text-destructive">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
