import type { ReactNode } from "react";

/** The title band that opens every public page except home. */
export function PageHeader({
  title,
  intro,
  children,
}: {
  title: string;
  intro?: string;
  children?: ReactNode;
}) {
  return (
    <div className="bg-[linear-gradient(180deg,var(--secondary)_0%,var(--background)_100%)]">
      <div className="mx-auto grid max-w-6xl gap-4 px-4 pb-10 pt-12 sm:pt-16">
        <h1 className="text-3xl font-extrabold tracking-tight text-balance sm:text-5xl">{title}</h1>
        {intro ? <p className="max-w-2xl text-lg text-muted-foreground">{intro}</p> : null}
        {children}
      </div>
    </div>
  );
}
