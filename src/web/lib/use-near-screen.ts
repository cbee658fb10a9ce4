import { useEffect, useState, type RefObject } from "react";

/**
 * Whether the element has come within a screen's height of being seen, once it has (it
 * stays true). For what a page fetches below the fold: a visitor who never scrolls there,
 * on paid data, does not pay for it. Without IntersectionObserver, at once.
 */
export function useNearScreen(ref: RefObject<Element | null>): boolean {
  const [near, setNear] = useState(false);
  const watchable = typeof IntersectionObserver !== "undefined";
  useEffect(() => {
    const element = ref.current;
    if (near || !watchable || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: "100% 0px" },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, near, watchable]);
  return near || !watchable;
}
