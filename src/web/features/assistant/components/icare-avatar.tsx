import { HeartHandshake } from "lucide-react";
import { cn } from "@web/lib/utils";

/** iCare's picture beside its name and messages. */
export function ICareAvatar({ className }: { className?: string }) {
  return (
    <span
      aria-hidden="true"
      className={cn("flex shrink-0 items-center justify-center rounded-full", className)}
    >
      <HeartHandshake className="size-[55%]" />
    </span>
  );
}
