import { afterEach, describe, expect, it, vi } from "vitest";
import { Suspense } from "react";
import { cleanup, render, screen } from "@testing-library/react";
import { QuietBoundary } from "@web/components/ui/quiet-boundary";
import { lazyRetrying, type RetryingComponent } from "./lazy-retrying";

afterEach(cleanup);

function Greeting({ name }: { name: string }) {
  return <p>Hello {name}</p>;
}

function mount(Component: RetryingComponent<{ name: string }>, key: number) {
  return (
    <QuietBoundary key={key} fallback={<p>Unavailable</p>} onError={() => Component.retry()}>
      <Suspense fallback={<p>Loading</p>}>
        <Component name="Amina" />
      </Suspense>
    </QuietBoundary>
  );
}

describe("lazyRetrying", () => {
  it("lets a failed download reach the boundary, then imports again on the next mount", async () => {
    const load = vi
      .fn<() => Promise<{ default: typeof Greeting }>>()
      .mockRejectedValueOnce(new TypeError("Failed to fetch dynamically imported module"))
      .mockResolvedValueOnce({ default: Greeting });
    const Lazy = lazyRetrying(load);
    vi.spyOn(console, "error").mockImplementation(() => undefined);

    const view = render(mount(Lazy, 1));
    expect(await screen.findByText("Unavailable")).toBeTruthy();

    view.rerender(mount(Lazy, 2));
    expect(await screen.findByText("Hello Amina")).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it("preload() downloads again after a failure, so the next mount shows at once", async () => {
    const load = vi
      .fn<() => Promise<{ default: typeof Greeting }>>()
      .mockRejectedValueOnce(new TypeError("Failed to fetch dynamically imported module"))
      .mockResolvedValueOnce({ default: Greeting });
    const Lazy = lazyRetrying(load);
    await expect(Lazy.preload()).rejects.toThrow(TypeError);
    await Lazy.preload();
    render(mount(Lazy, 1));
    expect(screen.getByText("Hello Amina")).toBeTruthy();
    await Lazy.preload();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it("downloads once and reuses the component", async () => {
    const load = vi.fn(async () => ({ default: Greeting }));
    const Lazy = lazyRetrying(load);
    const view = render(mount(Lazy, 1));
    expect(await screen.findByText("Hello Amina")).toBeTruthy();
    view.rerender(mount(Lazy, 2));
    expect(screen.getByText("Hello Amina")).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(1);
  });
});
