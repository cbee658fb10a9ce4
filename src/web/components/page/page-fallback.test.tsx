import { act, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { changeLanguage, initI18n } from "@web/lib/i18n";
import { PageFallback } from "./page-fallback";

afterEach(async () => {
  await initI18n("en");
});

describe("PageFallback", () => {
  it("says it is loading in the reader's language, never waiting for the words itself", async () => {
    await act(() => changeLanguage("sw"));
    render(<PageFallback />);
    // Drawn at once (no suspense), then worded once the common strings are here.
    expect(screen.getByRole("status")).toBeInTheDocument();
    expect(await screen.findByText("Inapakia...")).toBeInTheDocument();
    expect(screen.queryByText("Loading...")).not.toBeInTheDocument();
  });

  it("takes about a form's height in a form's place", () => {
    render(<PageFallback height="form" />);
    expect(screen.getByRole("status")).toHaveClass("min-h-48");
  });
});
