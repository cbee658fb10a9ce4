import { expect } from "vitest";
import { screen, waitFor } from "@testing-library/react";

/**
 * Waits until no dialog is open and the page is the user's again. A modal dialog takes the
 * pointer and assistive technology from the rest of the page (Radix: `pointer-events: none`
 * on the body, `aria-hidden` on the rest) and gives them back in its effects' clean-up. When
 * it closes by itself (the server answered), that runs after the next frame; a key or a press
 * would run it first (lib/effects-before-input.ts), but a test finds the next button by its
 * role, and user-event checks it can be pressed, before sending either: it waits, as a person
 * does without noticing.
 */
export async function dialogClosed() {
  await waitFor(() => {
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(document.body.style.pointerEvents).toBe("");
    expect(document.querySelector("[data-aria-hidden]")).toBeNull();
  });
}
