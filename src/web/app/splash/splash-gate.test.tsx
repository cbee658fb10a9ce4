import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { act, render, screen, waitFor } from "@testing-library/react";
import { STORAGE_KEYS } from "@shared/constants";
import { meQuery, useAuth } from "@web/lib/auth";
import { setDiscreetMode } from "@web/lib/discreet-mode";
import { fakeServer, meAnswer, renderWithApp, useEnglishStrings } from "@web/test/render-app";
import { useSplash } from "./splash-gate";
import SplashScreen from "./splash-screen";
import { KEPT_AT_SIGN_OUT_SESSION_KEYS } from "@web/lib/device-traces";
import { healthWordsIn } from "@shared/domain/health-words";

beforeAll(useEnglishStrings);

afterEach(() => {
  sessionStorage.clear();
  setDiscreetMode(false);
});

function Probe() {
  const splash = useSplash();
  const { isAuthenticated } = useAuth();
  return (
    <p>
      {splash.visible ? "splash" : "no splash"}, {isAuthenticated ? "signed in" : "signed out"}
    </p>
  );
}

describe("useSplash", () => {
  it("shows to a visitor in a new session", async () => {
    const server = fakeServer();
    server.on("GET", "/api/me", () => ({ status: 401, json: { error: { code: "unauthorized" } } }));
    renderWithApp(<Probe />);
    await waitFor(() => expect(server.calls.length).toBeGreaterThan(0));
    expect(screen.getByText("splash, signed out")).toBeInTheDocument();
  });

  it("never comes back after a sign-out, even when sign-out cleared session storage", async () => {
    const server = fakeServer();
    server.on("GET", "/api/me", () => ({ json: meAnswer("user") }));
    const { queryClient } = renderWithApp(<Probe />);
    await waitFor(() => expect(screen.getByText("no splash, signed in")).toBeInTheDocument());
    // Written in an effect, which Preact runs after the paint.
    await waitFor(() => expect(sessionStorage.getItem(STORAGE_KEYS.splashShown)).toBe("1"));

    // What a sign-out does: storage cleared, then the account forgotten.
    sessionStorage.clear();
    act(() => queryClient.setQueryData(meQuery.queryKey, null));
    await waitFor(() => expect(screen.getByText("no splash, signed out")).toBeInTheDocument());
    // So that a reload of this tab skips it too.
    await waitFor(() => expect(sessionStorage.getItem(STORAGE_KEYS.splashShown)).toBe("1"));
  });

  it("names the flag sign-out must keep", () => {
    expect(KEPT_AT_SIGN_OUT_SESSION_KEYS).toEqual([STORAGE_KEYS.splashShown]);
  });
});

describe("SplashScreen", () => {
  it("shows the product's name and a health tip", () => {
    render(<SplashScreen onComplete={() => {}} />);
    expect(screen.getByText("Loading HIVCare Uganda...")).toBeVisible();
    expect(screen.getByText("Health tip")).toBeVisible();
  });

  it("marks itself once its clock runs, which the end-to-end timing starts from", () => {
    render(<SplashScreen onComplete={() => {}} />);
    expect(screen.getByTestId("splash")).toHaveAttribute("data-running");
  });

  it("in discreet mode shows the neutral name, no tips and no health word", () => {
    setDiscreetMode(true);
    render(<SplashScreen onComplete={() => {}} />);
    const splash = screen.getByTestId("splash");
    expect(screen.getByText("Loading Notes...")).toBeVisible();
    expect(screen.getByRole("progressbar", { name: "Loading progress" })).toBeVisible();
    expect(screen.getByTestId("splash-dots").children).toHaveLength(5);
    expect(screen.queryByTestId("splash-tip")).not.toBeInTheDocument();
    expect(splash).toHaveAccessibleName("Loading Notes...");
    expect(healthWordsIn(splash.textContent ?? "")).toEqual([]);
    expect(splash.textContent).not.toMatch(/tip/i);
  });
});
