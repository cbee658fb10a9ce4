import { useId, type ReactNode } from "react";
import { cn } from "@web/lib/utils";

interface CheckBoxProps {
  name: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  children: ReactNode;
  hint?: string | undefined;
  error?: string | undefined;
}

/** A native checkbox with its label, hint and error announced together. */
export function CheckBox({ name, checked, onChange, children, hint, error }: CheckBoxProps) {
  const id = useId();
  const described = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(" ");
  return (
    <div className="grid gap-1">
      <label htmlFor={id} className="flex cursor-pointer items-start gap-3 text-sm">
        <input
          id={id}
          type="checkbox"
          name={name}
          checked={checked}
          onChange={(event) => onChange(event.target.checked)}
          aria-invalid={error ? true : undefined}
          aria-describedby={described || undefined}
          className={cn(
            "mt-0.5 size-5 shrink-0 accent-[var(--primary)]",
            error && "outline outline-destructive",
          )}
        />
        <span className="leading-snug">{children}</span>
      </label>
      {hint ? (
        <p id={`${id}-hint`} className="pl-8 text-sm text-muted-foreground">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="pl-8 text-sm font-medium text-destructive">
          {error}
        </p>
      ) : null}
    </div>
  );
}
