import { lazy, Suspense, useEffect, useState } from "react";
import { registerToasterHost } from "../lib/toast";
import { useTheme } from "../lib/theme";

const LazyToaster = lazy(async () => {
  const { Toaster } = await import("../lib/sonner");
  return {
    default: function AppToaster({ theme, onMounted }: { theme: "light" | "dark"; onMounted: () => void }) {
      useEffect(() => onMounted(), [onMounted]);
      // Bottom-right with the Alt+T hotkey (spec section 9).
      return (
        <Toaster position="bottom-right" hotkey={["altKey", "KeyT"]} theme={theme} richColors closeButton />
      );
    },
  };
});

/** Renders sonner's toaster only once the first toast is requested. */
export function ToasterHost() {
  const { resolvedTheme } = useTheme();
  const [request, setRequest] = useState<{ resolve: () => void } | null>(null);

  useEffect(() => {
    registerToasterHost(
      () =>
        new Promise<void>((resolve) => {
          setRequest({ resolve });
        }),
    );
  }, []);

  if (!request) return null;
  return (
    <Suspense fallback={null}>
      <LazyToaster theme={resolvedTheme} onMounted={request.resolve} />
    </Suspense>
  );
}
