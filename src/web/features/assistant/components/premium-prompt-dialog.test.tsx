import { beforeAll, describe, expect, it, vi } from "vitest";
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { stubBrowserApis, useEnglish } from "@web/test/assistant";
import { PREMIUM_PROMPT_TEXTS } from "@web/test/expected-content";
import { PremiumPromptDialog } from "./premium-prompt-dialog";

beforeAll(async () => {
  await useEnglish();
  stubBrowserApis();
});

describe("PremiumPromptDialog", () => {
  it("shows every text of the spec's premium prompt, with what the product does in place of what it does not (decision 068)", () => {
    render(<PremiumPromptDialog open onDismiss={() => {}} />);
    const dialog = screen.getByRole("dialog", { name: "Unlock Unlimited HIVCare AI" });
    for (const text of PREMIUM_PROMPT_TEXTS) expect(within(dialog).getByText(text)).toBeInTheDocument();
    // Promises the product does not keep: it searches nothing, and no one is served first.
    expect(within(dialog).queryByText(/web search|priority|specialists/i)).toBeNull();
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
