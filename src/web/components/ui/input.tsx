import type { ComponentProps } from "react";
import { cn } from "@web/lib/utils";

const fieldClass =
  "w-full rounded-md border border-input bg-background px-3 text-base text-foreground placeholder:text-muted-foreground focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-ring disabled:opacity-60 aria-[invalid=true]:border-destructive";

export function Input({ className, ...props }: ComponentProps<"input">) {
  return <input className={cn(fieldClass, "h-11", className)} {...props} />;
}

/** An e-mail address: the keyboard with @, the browser's saved address, one way everywhere. */
export function EmailInput(props: ComponentProps<"input">) {
  return <Input type="email" inputMode="email" autoComplete="email" {...props} />;
}

export function Textarea({ className, ...props }: ComponentProps<"textarea">) {
  return <textarea className={cn(fieldClass, "min-h-28 py-2", className)} {...props} />;
}

export function Label({ className, ...props }: ComponentProps<"label">) {
  // The caller passes htmlFor (see Field), which the rule cannot see through the spread.
  // eslint-disable-next-line jsx-a11y/label-has-associated-control
  return <label className={cn("text-sm font-medium", className)} {...props} />;
}

/**
 * A six-digit code from an SMS or an authenticator app: the phone offers its number pad
 * and the code it just received, and anything that is not a digit is dropped as it is typed.
 */
export function CodeInput({
  value,
  onValueChange,
  ...props
}: Omit<ComponentProps<"input">, "value" | "onChange"> & {
  value: string;
  onValueChange: (digits: string) => void;
}) {
  return (
    <Input
      inputMode="numeric"
      autoComplete="one-time-code"
      pattern="[0-9]*"
      maxLength={6}
      required
      value={value}
      onChange={(event) => onValueChange(event.target.value.replace(/\D/g, ""))}
      {...props}
    />
  );
}
