import { cn } from "@web/lib/utils";

interface SectionHeadingProps {
  id: string;
  heading: string;
  intro?: string;
  align?: "center" | "start";
  className?: string;
}

/** The h2 and introduction every home section opens with; `id` labels the section. */
export function SectionHeading({ id, heading, intro, align = "center", className }: SectionHeadingProps) {
  return (
    <div className={cn("grid max-w-2xl gap-3", align === "center" && "mx-auto text-center", className)}>
      <h2 id={id} className="text-2xl font-bold tracking-tight text-balance sm:text-3xl">
        {heading}
      </h2>
      {intro ? <p className="text-base text-muted-foreground sm:text-lg">{intro}</p> : null}
    </div>
  );
}

/** Vertical rhythm and width shared by the home sections. */
export const sectionClass = "mx-auto max-w-6xl scroll-mt-20 px-4 py-12 sm:py-20";
