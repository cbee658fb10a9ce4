import { Check, type LucideIcon } from "lucide-react";
import { cn } from "@web/lib/utils";

/**
 * A list of short lines, each after the same small icon in the primary colour (a tick unless
 * told otherwise), the icon level with the first line of its text.
 */
export function IconList({
  items,
  icon: Icon = Check,
  small = false,
  className,
  itemGap = "gap-2",
}: {
  items: readonly string[];
  icon?: LucideIcon;
  /** Small text (`text-sm`, after the list's own classes): the icon sits higher to stay level with it. */
  small?: boolean;
  /** The list's own layout: grid, gaps, colour. */
  className: string;
  /** The space between each icon and its line. */
  itemGap?: "gap-2" | "gap-2.5" | "gap-3";
}) {
  return (
    <ul className={cn(className, small && "text-sm")}>
      {items.map((item) => (
        <li key={item} className={cn("flex", itemGap)}>
          <Icon
            className={cn(small ? "mt-0.5" : "mt-1", "size-4 shrink-0 text-primary")}
            aria-hidden="true"
          />
          {item}
        </li>
      ))}
    </ul>
  );
}
