import { Link } from "@web/lib/router";
import { HeartHandshake } from "lucide-react";
import { useDisplayName } from "@web/lib/discreet-mode";
import { cn } from "@web/lib/utils";

/** The product mark and name, linking home. The name comes from configuration; discreet mode shows a neutral one. */
export function Brand({ className }: { className?: string }) {
  return (
    <Link
      to="/"
      className={cn("inline-flex items-center gap-2 rounded-md text-lg font-bold tracking-tight", className)}
    >
      <span className="grid size-9 place-items-center rounded-lg bg-primary text-primary-foreground">
        <HeartHandshake className="size-5" aria-hidden="true" />
      </span>
      {/* On the narrowest phones the mark stands alone; the name stays for screen readers. */}
      <span className="sr-only min-[400px]:not-sr-only">{useDisplayName()}</span>
    </Link>
  );
}
