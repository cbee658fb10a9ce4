import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { AppRouter } from "@web/lib/router";
import { useEnglishStrings } from "@web/test/render-app";
import { PageCodeUnavailable } from "@web/features/offline/page-code";
import { ErrorBoundary } from "./error-boundary";
import { PageFailure } from "./router-error";

beforeAll(useEnglishStrings);
afterEach(() => {
  vi.restoreAllMocks();
});

const ROUTER_ERROR = "Unexpected Application Error!";

/** A route whose page throws `error` until `fixed.current` is set. */
function routeFailingWith(error: unknown, fixed = { current: false }) {
  function Page() {
    if (!fixed.current) throw error;
    return <h1>The page</h1>;
  }
  return (
    <AppRouter location="/services">
      <ErrorBoundary fallback={(failure) => <PageFailure {...failure} />}>
        <Page />
      </ErrorBoundary>
    </AppRouter>
  );
}

const unavailable = (offline: boolean, reload = () => Promise.resolve()) =>
  new PageCodeUnavailable({ offline, reload, cause: new TypeError("Failed to fetch") });

describe("PageFailure", () => {
  it("shows the router's error for a page that breaks", () => {
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    render(routeFailingWith(new Error("broken page")));
    expect(screen.getByRole("heading", { level: 1, name: ROUTER_ERROR })).toBeVisible();
  });

  it("shows the router's error when a page's code fails online", () => {
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    render(routeFailingWith(unavailable(false)));
    expect(screen.getByRole("heading", { level: 1, name: ROUTER_ERROR })).toBeVisible();
  });

  it("offline, shows the offline page, and the page itself once its code arrives", async () => {
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    const fixed = { current: false };
    const reload = vi.fn(async () => {
      fixed.current = true;
    });
    render(routeFailingWith(unavailable(true, reload), fixed));
    expect(await screen.findByRole("heading", { level: 1, name: "You're offline" })).toBeVisible();
    expect(
      screen.getByText(
        "This page needs a connection the first time. It opens by itself when you're back online.",
      ),
    ).toBeVisible();
    expect(screen.queryByText(ROUTER_ERROR)).not.toBeInTheDocument();

    await userEvent.setup().click(screen.getByRole("button", { name: "Try again" }));
    expect(await screen.findByRole("heading", { level: 1, name: "The page" })).toBeVisible();
    expect(reload).toHaveBeenCalledOnce();
  });
});
