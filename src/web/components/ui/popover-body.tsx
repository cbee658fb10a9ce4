/** The Radix half of LazyPopover, loaded on first use. */
import type { ReactElement, ReactNode } from "react";
import { Popover, PopoverContent, PopoverTrigger } from "./popover";

interface PopoverBodyProps {
  trigger: ReactElement;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  children: ReactNode;
  contentClassName?: string;
  labelledBy?: string;
  label?: string;
}

export default function PopoverBody({
  trigger,
  open,
  onOpenChange,
  children,
  contentClassName,
  labelledBy,
  label,
}: PopoverBodyProps) {
  return (
    <Popover open={open} onOpenChange={onOpenChange}>
      <PopoverTrigger asChild>{trigger}</PopoverTrigger>
      <PopoverContent
        aria-labelledby={labelledBy}
        aria-label={label}
        collisionPadding={8}
        className={contentClassName}
      >
        {children}
      </PopoverContent>
    </Popover>
  );
}
