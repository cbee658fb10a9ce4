import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { cleanup, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { fakeServer, renderWithApp, useEnglishStrings } from "@web/test/render-app";
import { ContactForm } from "./contact-form";

beforeAll(useEnglishStrings);
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("ContactForm", () => {
  it("sends nothing while a field needs fixing, and says which", async () => {
    const server = fakeServer();
    renderWithApp(<ContactForm />);
    const user = userEvent.setup();
    await user.click(screen.getByRole("button", { name: "Send Message" }));

    expect(screen.getByText("Please write your message.")).toBeInTheDocument();
    expect(screen.getByText("Give an e-mail or a phone number so we can reply to you.")).toBeInTheDocument();
    expect(screen.getByLabelText("Message")).toHaveAttribute("aria-invalid", "true");
    expect(server.calls.filter((call) => call.path === "/api/contact")).toHaveLength(0);
  });

  it("posts the message and clears the form once it is sent", async () => {
    const server = fakeServer();
    server.on("POST", "/api/contact", () => ({ status: 201, json: { id: "m1" } }));
    renderWithApp(<ContactForm />);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/^Phone number/), "0772 123 456");
    await user.type(screen.getByLabelText("Message"), "When is my next refill?");
    await user.click(screen.getByRole("button", { name: "Send Message" }));

    await waitFor(() => expect(screen.getByLabelText("Message")).toHaveValue(""));
    const sent = server.calls.find((call) => call.path === "/api/contact");
    expect(sent?.body).toMatchObject({ phone: "0772 123 456", message: "When is my next refill?" });
  });
});
