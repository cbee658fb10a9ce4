import type { ReactNode } from "react";
import { Button, type ButtonProps } from "./button";

interface SubmitButtonProps extends Omit<ButtonProps, "type" | "asChild"> {
  /** While the form is being sent: the button is disabled and says so. */
  pending: boolean;
  /** What it says while pending ("Sending..."). */
  pendingLabel: string;
  /** An icon before the label, hidden from screen readers by the caller. */
  icon?: ReactNode;
}

/** A form's submit button, the one submit pattern (issue 21): disabled and saying so while it is pending. */
export function SubmitButton({
  pending,
  pendingLabel,
  icon,
  children,
  disabled,
  ...props
}: SubmitButtonProps) {
  return (
    <Button type="submit" disabled={pending || disabled} {...props}>
      {icon}
      {pending ? pendingLabel : children}
    </Button>
  );
}
