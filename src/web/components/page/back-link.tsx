import { Link } from "@web/lib/router";
import { ArrowLeft } from "lucide-react";

/** The link above a subpage's title back to the page it belongs to (the dashboard, the portal). */
export function BackLink({ to, children }: { to: string; children: string }) {
  return (
    <Link
      to={to}
      className="inline-flex items-center gap-1 text-sm font-medium text-primary underline-offset-4 hover:underline"
    >
      <ArrowLeft className="size-4" aria-hidden="true" />
      {children}
    </Link>
  );
}
