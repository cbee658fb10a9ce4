import type { LucideIcon } from "lucide-react";
import { cn } from "@web/lib/utils";

export interface IconCardItem {
  key: string;
  icon: LucideIcon;
  title: string;
  text: string;
}

/** A grid of cards with an icon, a title and a sentence (Why Choose, care features). */
export function IconCardGrid({
  items,
  variant = "card",
}: {
  items: IconCardItem[];
  variant?: "card" | "plain";
}) {
  return (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {items.map(({ key, icon: Icon, title, text }) => (
        <li
          key={key}
          className={cn(
            "flex gap-4 rounded-xl p-5",
            variant === "card" ? "flex-col border bg-card shadow-sm" : "bg-background/70",
          )}
        >
          <span className="grid size-11 shrink-0 place-items-center rounded-lg bg-secondary text-secondary-foreground">
            <Icon className="size-5" aria-hidden="true" />
          </span>
          <div className="grid gap-1.5">
            <h3 className="text-base font-semibold">{title}</h3>
            <p className="text-sm leading-relaxed text-muted-foreground">{text}</p>
          </div>
        </li>
      ))}
    </ul>
  );
}
