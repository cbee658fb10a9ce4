/**
 * A popover whose code loads on first use. Radix Popover with its positioning engine costs
 * about 15 KB gzipped, which a visitor who never opens the theme, language or notification
 * menus should not download on the first load (DESIGN section 7's budget). Until then the
 * trigger is a plain button; pointer or focus on it starts the download early.
 */
import { cloneElement, Suspense, useState, type ReactElement, type ReactNode } from "react";
import { lazyRetrying } from "@web/lib/lazy-retrying";
import { QuietBoundary } from "./quiet-boundary";

const loadPopover = () => import("./popover-body");
const PopoverBody = lazyRetrying(loadPopover);

export interface LazyPopoverProps {
  /** The button that opens the popover; it keeps its own label. */
  trigger: ReactElement<Record<string, unknown>>;
  /** The popover's content; it may need to close it, after a link is followed for one. */
  children: (close: () => void) => ReactNode;
  contentClassName?: string;
  /** Names the popover for screen readers, by id or by text. */
  labelledBy?: string;
  label?: string;
}

export function LazyPopover({ trigger, children, contentClassName, labelledBy, label }: LazyPopoverProps) {
  const [open, setOpen] = useState(false);
  const [requested, setRequested] = useState(false);
  // A failed download (offline on a first visit) leaves the plain button; the next click tries again.
  const [attempt, setAttempt] = useState(0);

  const plainTrigger = cloneElement(trigger, {
    "aria-haspopup": "dialog",
    "aria-expanded": false,
    onPointerEnter: () => void loadPopover(),
    onFocus: () => void loadPopover(),
    onClick: () => {
      setRequested(true);
      setOpen(true);
    },
  });
  if (!requested) return plainTrigger;
  return (
    <QuietBoundary
      key={attempt}
      fallback={plainTrigger}
      onError={() => {
        PopoverBody.retry();
        setRequested(false);
        setAttempt((previous) => previous + 1);
      }}
    >
      <Suspense fallback={plainTrigger}>
        <PopoverBody
          trigger={trigger}
          open={open}
          onOpenChange={setOpen}
          contentClassName={contentClassName}
          labelledBy={labelledBy}
          label={label}
        >
          {children(() => setOpen(false))}
        </PopoverBody>
      </Suspense>
    </QuietBoundary>
  );
}
