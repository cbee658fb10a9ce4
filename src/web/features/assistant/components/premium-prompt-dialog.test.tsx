import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { cleanup, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { stubBrowserApis, useEnglish } from "../test-utils";
import { PremiumPromptDialog } from "./premium-prompt-dialog";

beforeAll(async () => {
  await useEnglish();
  stubBrowserApis();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("PremiumPromptDialog", () => {
  it("shows every text of the spec's premium prompt", () => {
    render(<PremiumPromptDialog open onDismiss={() => {}} />);
    const dialog = screen.getByRole("dialog", { name: "Unlock Unlimited HIVCare AI" });
    for (const text of [
      "PREMIUM",
      "FREE SIGNUP",
      "unlimited AI conversations",
      "real-time web search",
      "24/7 HIV care support",
      "priority response times",
      "No payment required",
      "Uganda HIV specialists available",
      "Confidential & secure platform",
    ])
      expect(within(dialog).getByText(text)).toBeInTheDocument();
  });

  it("goes to /premium-portal with a full page load, or closes", async () => {
    const assign = vi.fn();
    vi.stubGlobal("location", { ...window.location, assign });
    const onDismiss = vi.fn();
    const user = userEvent.setup();
    render(<PremiumPromptDialog open onDismiss={onDismiss} />);
    await user.click(screen.getByRole("button", { name: "Get Started Free - Unlock Now" }));
    expect(assign).toHaveBeenCalledWith("/premium-portal");
    await user.click(screen.getByRole("button", { name: "No thanks, continue browsing anonymously" }));
    expect(onDismiss).toHaveBeenCalled();
  });
});
