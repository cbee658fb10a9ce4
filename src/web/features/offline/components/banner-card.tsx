import type { ReactNode } from "react";
import { cn } from "@web/lib/utils";

/** The card every floating offline banner sits on: a labelled region of its own. */
export function BannerCard({
  titleId,
  testId,
  className,
  children,
}: {
  titleId: string;
  testId: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <aside
      aria-labelledby={titleId}
      data-testid={testId}
      className={cn(
        "pointer-events-auto overflow-hidden rounded-xl border bg-card text-card-foreground shadow-lg",
        className,
      )}
    >
      {children}
    </aside>
  );
}
