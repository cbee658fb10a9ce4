import type { ReactNode } from "react";
import { CheckCircle2 } from "lucide-react";

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
