/** Building blocks of the item detail: titled sections and label/value lists. */
import { useId, type ReactNode } from "react";

export function DetailSection({
  title,
  children,
  action,
}: {
  title: string;
  children: ReactNode;
  action?: ReactNode;
}) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="grid gap-3 border-t pt-5">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id={id} className="text-base font-semibold">
          {title}
        </h3>
        {action}
      </div>
      {children}
    </section>
  );
}

export interface Fact {
  label: string;
  value: ReactNode;
}

export function Facts({ facts }: { facts: Fact[] }) {
  return (
    <dl className="grid gap-x-6 gap-y-3 sm:grid-cols-2">
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
