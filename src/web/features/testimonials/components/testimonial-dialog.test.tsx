import { beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import {
  fakeServer,
  meAnswer,
  renderWithApp,
  useEnglishStrings,
  type FakeServer,
} from "@web/test/render-app";
import { clearToasts, notify } from "@web/test/toast";
import { ShareTestimonialButton } from "./share-testimonial-button";
import { dialogClosed } from "@web/test/dialogs";

vi.mock("@web/lib/toast", () => import("@web/test/toast"));

let server: FakeServer;

beforeAll(useEnglishStrings);
beforeEach(() => {
  server = fakeServer();
  clearToasts();
});

const signedIn = () => server.on("GET", "/api/me", () => ({ json: meAnswer() }));

async function openDialog() {
  const user = userEvent.setup();
  await user.click(await screen.findByRole("button", { name: "Share testimonial" }));
  await screen.findByRole("dialog", { name: "Share Your Experience" });
  return user;
}

describe("ShareTestimonialButton", () => {
  it("invites a signed-out visitor to sign in instead", async () => {
    server.on("GET", "/api/me", () => ({ status: 401, json: { error: { code: "unauthorized" } } }));
    renderWithApp(<ShareTestimonialButton />);
    expect(await screen.findByRole("link", { name: "Sign in to share your testimonial" })).toHaveAttribute(
      "href",
      "/portal",
    );
    expect(screen.queryByRole("button", { name: "Share testimonial" })).not.toBeInTheDocument();
  });
});

describe("Share Your Experience", () => {
  it("keeps submit disabled until name and content have words, and counts n/500", async () => {
    signedIn();
    renderWithApp(<ShareTestimonialButton />);
    const user = await openDialog();
    const submit = screen.getByRole("button", { name: "Submit testimonial" });
    expect(submit).toBeDisabled();
    expect(screen.getByText("0/500 characters")).toBeInTheDocument();

    await user.type(screen.getByLabelText("Name"), "   ");
    await user.type(screen.getByLabelText("Your experience"), "Kind");
    expect(submit).toBeDisabled();
    expect(screen.getByText("4/500 characters")).toBeInTheDocument();

    await user.type(screen.getByLabelText("Name"), "Grace");
    expect(submit).toBeEnabled();
  });

  it("rates 5 by default as a radio group, and sends the chosen rating, trimmed words and a null role", async () => {
    signedIn();
    server.on("POST", "/api/testimonials", () => ({ status: 201, json: { id: "t1" } }));
    renderWithApp(<ShareTestimonialButton />);
    const user = await openDialog();
    expect(screen.getByRole("radio", { name: "5 stars" })).toBeChecked();
    await user.click(screen.getByRole("radio", { name: "4 stars" }));
    await user.type(screen.getByLabelText("Name"), " Grace ");
    await user.type(screen.getByLabelText("Your experience"), " Kind and discreet. ");
    await user.click(screen.getByRole("button", { name: "Submit testimonial" }));

    await waitFor(() =>
      expect(notify.success).toHaveBeenCalledWith("Testimonial Submitted!", {
        description:
          "Thank you for sharing your experience. Your testimonial is under review and will be published soon.",
      }),
    );
    expect(server.calls.find((call) => call.method === "POST")?.body).toEqual({
      name: "Grace",
      role: null,
      content: "Kind and discreet.",
      rating: 4,
    });
    await dialogClosed();

    // Opened again, the form is empty.
    await user.click(screen.getByRole("button", { name: "Share testimonial" }));
    expect(await screen.findByLabelText("Name")).toHaveValue("");
    expect(screen.getByRole("radio", { name: "5 stars" })).toBeChecked();
  });

  // The same words refused two ways: each has its own toast, and neither loses what was written.
  it.each([
    [
      "Submission Failed",
      "the server fails",
      500,
      "internal",
      "There was an error submitting your testimonial. Please try again.",
    ],
    [
      "Authentication Required",
      "the session has ended",
      401,
      "unauthorized",
      "Please sign in to submit a testimonial.",
    ],
  ] as const)("says %s and keeps the words when %s", async (title, _when, status, code, description) => {
    signedIn();
    server.on("POST", "/api/testimonials", () => ({ status, json: { error: { code } } }));
    renderWithApp(<ShareTestimonialButton />);
    const user = await openDialog();
    await user.type(screen.getByLabelText("Name"), "Grace");
    await user.type(screen.getByLabelText("Your experience"), "Kind");
    await user.click(screen.getByRole("button", { name: "Submit testimonial" }));
    await waitFor(() => expect(notify.error).toHaveBeenCalledWith(title, { description }));
    expect(screen.getByLabelText("Name")).toHaveValue("Grace");
  });
});
