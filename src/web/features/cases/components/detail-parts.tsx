/** Building blocks of a case's panels: titled sections and label/value lists. */
import { useId, type ReactNode } from "react";
import { cn } from "@web/lib/utils";

/** A part of an item (request, triage, history, actions) under the item's own heading. */
export function DetailSection({
  title,
  children,
  action,
}: {
  title: string;
  children: ReactNode;
  action?: ReactNode;
}) {
  // Not a landmark: every item has its own "Request" and "Actions", the headings are enough.
  return (
    <div className="grid gap-3 border-t pt-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h4 className="text-sm font-semibold">{title}</h4>
        {action}
      </div>
      {children}
    </div>
  );
}

/** One of the case page's panels (client, items, history), a landmark with its heading. */
export function Panel({
  title,
  children,
  className,
  headingClassName,
}: {
  title: string;
  children: ReactNode;
  className?: string;
  headingClassName?: string;
}) {
  const id = useId();
  return (
    <section
      aria-labelledby={id}
      className={cn("@container grid gap-4 rounded-lg border bg-card p-4 sm:p-5", className)}
    >
      <h2 id={id} className={cn("text-lg font-semibold", headingClassName)}>
        {title}
      </h2>
      {children}
    </section>
  );
}

export interface Fact {
  label: string;
  value: ReactNode;
}

export function Facts({ facts, columns = 2 }: { facts: Fact[]; columns?: 1 | 2 }) {
  return (
    <dl className={cn("grid gap-x-6 gap-y-3", columns === 2 && "@sm:grid-cols-2")}>
      {facts.map((fact) => (
        <div key={fact.label} className="grid gap-0.5">
          <dt className="text-xs font-medium uppercase tracking-wide text-muted-foreground">{fact.label}</dt>
          <dd className="break-words">{fact.value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** Free text someone wrote: kept as written, line breaks included. */
export function WrittenText({ children }: { children: string }) {
  return <p className="rounded-md bg-muted p-3 whitespace-pre-line break-words">{children}</p>;
}
