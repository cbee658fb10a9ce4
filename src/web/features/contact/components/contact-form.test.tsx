import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { onlineManager } from "@tanstack/react-query";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { fakeServer, meAnswer, renderWithApp, useEnglishStrings } from "@web/test/render-app";
import { fieldErrors } from "@web/test/forms";
import { ContactForm } from "./contact-form";

beforeAll(useEnglishStrings);
afterEach(() => onlineManager.setOnline(true));

describe("ContactForm", () => {
  it("sends nothing while a field needs fixing, and says which", async () => {
    const server = fakeServer();
    renderWithApp(<ContactForm />);
    const user = userEvent.setup();
    await user.click(screen.getByRole("button", { name: "Send Message" }));

    expect(await screen.findByText("Please write your message.")).toBeInTheDocument();
    expect(screen.getByText("Give an e-mail or a phone number so we can reply to you.")).toBeInTheDocument();
    expect(screen.getByLabelText("Message")).toHaveAttribute("aria-invalid", "true");
    expect(server.calls.filter((call) => call.path === "/api/contact")).toHaveLength(0);
  });

  it("names a malformed e-mail and phone number on their own fields, and focuses the first", async () => {
    const server = fakeServer();
    renderWithApp(<ContactForm />);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/^E-mail/), "not-an-address");
    await user.type(screen.getByLabelText(/^Phone number/), "12345");
    await user.type(screen.getByLabelText("Message"), "Hello");
    await user.click(screen.getByRole("button", { name: "Send Message" }));

    expect(
      await screen.findByText("Enter a valid e-mail address, like name@example.com."),
    ).toBeInTheDocument();
    expect(
      screen.getByText("Enter a valid phone number, like 07XX XXX XXX or +256 7XX XXX XXX."),
    ).toBeInTheDocument();
    expect(screen.getByLabelText(/^E-mail/)).toHaveFocus();
    expect(server.calls.filter((call) => call.path === "/api/contact")).toHaveLength(0);
  });

  it("says how long a field may be", async () => {
    fakeServer();
    renderWithApp(<ContactForm />);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/^Phone number/), "0772 123 456");
    await user.click(screen.getByLabelText(/^Subject/));
    await user.paste("x".repeat(201));
    await user.type(screen.getByLabelText("Message"), "Hello");
    await user.click(screen.getByRole("button", { name: "Send Message" }));

    expect(
      await screen.findByText("Please keep the subject to 200 characters or fewer."),
    ).toBeInTheDocument();
  });

  it("shows the server's field codes on the form's fields, and ignores fields the form does not have", async () => {
    const server = fakeServer();
    server.on("POST", "/api/contact", () => fieldErrors({ message: "too_long", body: "required" }));
    renderWithApp(<ContactForm />);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/^Phone number/), "0772 123 456");
    await user.type(screen.getByLabelText("Message"), "Hello");
    await user.click(screen.getByRole("button", { name: "Send Message" }));

    expect(
      await screen.findByText("Please keep your message to 5000 characters or fewer."),
    ).toBeInTheDocument();
    expect(screen.getByLabelText("Message")).toHaveAttribute("aria-invalid", "true");
    expect(screen.getByLabelText("Message")).toHaveValue("Hello");
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

describe("ContactForm, signed in", () => {
  function signedIn(region: "masaka" | null) {
    const server = fakeServer();
    const me = meAnswer("user", "Amina");
    server.on("GET", "/api/me", () => ({ json: { ...me, profile: { ...me.profile, region } } }));
    server.on("POST", "/api/contact", () => ({ status: 201, json: { id: "m1" } }));
    return server;
  }

  it("asks for no name, e-mail or phone, says the answer comes in the portal, and sends only the message", async () => {
    const server = signedIn("masaka");
    renderWithApp(<ContactForm />);
    expect(await screen.findByText(/our team will answer you in your portal/)).toBeInTheDocument();
    for (const label of [/^Your name/, /^E-mail/, /^Phone number/, /^Your nearest location/]) {
      expect(screen.queryByLabelText(label)).toBeNull();
    }
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/^Subject/), "Refill");
    await user.type(screen.getByLabelText("Message"), "When is my next refill?");
    await user.click(screen.getByRole("button", { name: "Send Message" }));

    await waitFor(() => expect(screen.getByLabelText("Message")).toHaveValue(""));
    const sent = server.calls.find((call) => call.path === "/api/contact");
    expect(sent?.body).toEqual({ subject: "Refill", message: "When is my next refill?" });
  });

  it("needs only a message: no e-mail-or-phone error", async () => {
    const server = signedIn("masaka");
    renderWithApp(<ContactForm />);
    await screen.findByText(/our team will answer you in your portal/);
    await userEvent.setup().click(screen.getByRole("button", { name: "Send Message" }));
    expect(screen.getByText("Please write your message.")).toBeInTheDocument();
    expect(screen.queryByText(/Give an e-mail or a phone number/)).toBeNull();
    expect(server.calls.filter((call) => call.path === "/api/contact")).toHaveLength(0);
  });

  it("offers the region when the profile has none, and sends the one chosen", async () => {
    const server = signedIn(null);
    renderWithApp(<ContactForm />);
    const region = await screen.findByLabelText(/^Your nearest location/);
    const user = userEvent.setup();
    await user.selectOptions(region, "Mbarara");
    await user.type(screen.getByLabelText("Message"), "Hello");
    await user.click(screen.getByRole("button", { name: "Send Message" }));
    await waitFor(() => expect(server.calls.some((call) => call.path === "/api/contact")).toBe(true));
    expect(server.calls.find((call) => call.path === "/api/contact")?.body).toEqual({
      subject: "",
      message: "Hello",
      region: "mbarara",
    });
  });
});

describe("ContactForm, before the account is known", () => {
  it("holds a send made while the account is being asked for, and sends it as a signed-in person's once known", async () => {
    const server = fakeServer();
    const me = meAnswer("user", "Amina");
    server.on("GET", "/api/me", () => ({ json: { ...me, profile: { ...me.profile, region: "masaka" } } }));
    server.on("POST", "/api/contact", () => ({ status: 201, json: { id: "m1" } }));
    const account = server.hold("GET", "/api/me");
    renderWithApp(<ContactForm />);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText("Message"), "When is my next refill?");
    await user.click(screen.getByRole("button", { name: "Send Message" }));

    // Not refused for an e-mail or phone a signed-in person is never asked for: held, and said to be on its way.
    expect(screen.queryByText("Give an e-mail or a phone number so we can reply to you.")).toBeNull();
    expect(screen.getByRole("button", { name: /Sending/ })).toBeInTheDocument();
    account.release();

    await waitFor(() => expect(server.calls.some((call) => call.path === "/api/contact")).toBe(true));
    expect(server.calls.find((call) => call.path === "/api/contact")?.body).toEqual({
      subject: "",
      message: "When is my next refill?",
    });
    await waitFor(() => expect(screen.getByLabelText("Message")).toHaveValue(""));
  });

  it("checks a visitor's send at once when the account cannot be asked for (offline)", async () => {
    onlineManager.setOnline(false);
    const server = fakeServer();
    renderWithApp(<ContactForm />);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText("Message"), "Hello");
    await user.click(screen.getByRole("button", { name: "Send Message" }));

    expect(
      await screen.findByText("Give an e-mail or a phone number so we can reply to you."),
    ).toBeInTheDocument();
    expect(server.calls.filter((call) => call.path === "/api/me")).toHaveLength(0);
    expect(server.calls.filter((call) => call.path === "/api/contact")).toHaveLength(0);
  });
});
