/** The one submit pattern of a form (decision 085): its button while sending, its notice once sent. */
import type { ReactNode } from "react";
import { CheckCircle2, Send } from "lucide-react";
import { Button, type ButtonProps } from "./button";

interface SubmitButtonProps extends Omit<ButtonProps, "type"> {
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

/** A page's own form sends with this one: large, the width of a phone's screen, with the send icon. */
export function SendButton(props: Omit<SubmitButtonProps, "icon" | "size" | "className">) {
  return <SubmitButton icon={<Send aria-hidden="true" />} size="lg" className="w-full sm:w-fit" {...props} />;
}

interface SentNoticeProps {
  title: string;
  text: string;
  /** What the person can do next (write another, go to the portal). */
  children?: ReactNode;
}

/** What a form becomes once the server has what was sent: announced, with the next step. */
export function SentNotice({ title, text, children }: SentNoticeProps) {
  return (
    <div
      role="status"
      className="grid justify-items-start gap-3 rounded-xl bg-secondary p-6 text-secondary-foreground"
    >
      <CheckCircle2 className="size-7" aria-hidden="true" />
      <p className="text-lg font-semibold">{title}</p>
      <p>{text}</p>
      {children}
    </div>
  );
}
