import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { render, screen, waitFor } from "@testing-library/react";
import { useEnglishStrings } from "@web/test/render-app";
import { PageCodeUnavailable } from "@web/features/offline/page-code";
import { ErrorBoundary } from "./error-boundary";
import { PageFailure } from "./router-error";

// The offline page's code cannot be downloaded either: the first seconds of a first visit,
// before the service worker has stored it. In a file of its own so that the mock holds for
// every import of it, without resetting the modules (which would load a second Preact).
vi.mock("@web/features/offline/components/offline-page", () => {
  throw new TypeError("Failed to fetch dynamically imported module");
});

beforeAll(useEnglishStrings);
afterEach(() => {
  vi.restoreAllMocks();
});

describe("PageFailure without the offline page's code", () => {
  it("still says offline, not error, and comes back with the connection", async () => {
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    const fixed = { current: false };
    const reload = vi.fn(async () => {
      fixed.current = true;
    });
    function Page() {
      if (!fixed.current) throw new PageCodeUnavailable({ offline: true, reload, cause: null });
      return <h1>The page</h1>;
    }
    render(
      <ErrorBoundary fallback={(failure) => <PageFailure {...failure} />}>
        <Page />
      </ErrorBoundary>,
    );
    expect(
      await screen.findByRole("heading", {
        level: 1,
        name: "You are offline. Some things may not work until you reconnect.",
      }),
    ).toBeVisible();
    expect(screen.queryByText("Unexpected Application Error!")).not.toBeInTheDocument();

    // The notice listens from its effect, which Preact runs after the paint.
    await waitFor(() => {
      window.dispatchEvent(new Event("online"));
      expect(reload).toHaveBeenCalledOnce();
    });
    expect(await screen.findByRole("heading", { level: 1, name: "The page" })).toBeVisible();
  });
});
