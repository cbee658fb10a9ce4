import { expect } from "vitest";
import { screen, waitFor } from "@testing-library/react";

/**
 * Waits until no dialog is open and the page is the user's again. A modal dialog takes the
 * pointer and assistive technology from the rest of the page (Radix: `pointer-events: none`
 * on the body, `aria-hidden` on the rest) and gives them back in its effects' clean-up,
 * which Preact may run a tick after the dialog has left the page.
 */
export async function dialogClosed() {
  await waitFor(() => {
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(document.body.style.pointerEvents).toBe("");
    expect(document.querySelector("[data-aria-hidden]")).toBeNull();
  });
}
