import { beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { render, screen, waitFor, within } from "@testing-library/react";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import userEvent from "@testing-library/user-event";
import type { ChatMessage } from "../chat-types";
import { fakeServer, stubBrowserApis, useEnglish, type FakeServer } from "@web/test/assistant";
import { HandoffDialog, splitContact } from "./handoff-dialog";

let server: FakeServer;
beforeAll(useEnglish);
beforeAll(() => stubBrowserApis());
beforeEach(() => {
  server = fakeServer();
});

const messages: ChatMessage[] = [
  { id: "g", text: "Hello, I'm iCare.", isUser: false, timestamp: 1 },
  { id: "q", text: "I don't want to live anymore", isUser: true, timestamp: 2 },
  { id: "a", text: "I'm really glad you told me.", isUser: false, timestamp: 3, highRisk: true },
];

function renderDialog(account: { region: "masaka" | null } | null = null) {
  const onSent = vi.fn();
  // The request is a mutation: drawn inside a query client, as the chat is in the app.
  render(
    <QueryClientProvider client={new QueryClient()}>
      <HandoffDialog messageId="a" messages={messages} account={account} onClose={() => {}} onSent={onSent} />
    </QueryClientProvider>,
  );
  return { dialog: screen.getByRole("dialog", { name: "Talk to a person" }), onSent };
}

describe("splitContact", () => {
  it("tells an e-mail from a phone number", () => {
    expect(splitContact("")).toEqual({});
    expect(splitContact(" amina@example.org ")).toEqual({ email: "amina@example.org" });
    expect(splitContact("0772 123 456")).toEqual({ phone: "0772 123 456" });
    expect(splitContact("12")).toBeNull();
  });
});

describe("HandoffDialog", () => {
  it("needs consent, then sends only the chosen messages with the contact and region", async () => {
    server.on("POST", "/api/assistant/handoff", () => ({ status: 201, json: { ok: true, live_chat: true } }));
    const user = userEvent.setup();
    const { dialog, onSent } = renderDialog();
    // A visitor may talk here, now: the first choice.
    expect(within(dialog).getByRole("radio", { name: "Chat here now with a peer navigator" })).toBeChecked();
    expect(within(dialog).getByText(/call one of these free numbers/)).toBeInTheDocument();
    expect(within(dialog).getByRole("link", { name: /^Call 999/ })).toHaveAttribute("href", "tel:999");
    // The person's own last message is ticked; the others are not.
    expect(within(dialog).getByRole("checkbox", { name: /I don't want to live anymore/ })).toBeChecked();
    expect(within(dialog).getByRole("checkbox", { name: /Hello, I'm iCare/ })).not.toBeChecked();

    await user.click(within(dialog).getByRole("button", { name: "Send request" }));
    expect(within(dialog).getByText("Please agree to share this with the care team.")).toBeInTheDocument();
    expect(server.calls.some((call) => call.path === "/api/assistant/handoff")).toBe(false);

    await user.type(within(dialog).getByRole("textbox", { name: /Phone number or e-mail/ }), "0772 123 456");
    await user.selectOptions(within(dialog).getByRole("combobox", { name: /Where are you/ }), "masaka");
    await user.click(within(dialog).getByRole("checkbox", { name: /I'm really glad you told me/ }));
    await user.click(
      within(dialog).getByRole("checkbox", { name: "I agree to share this with the care team." }),
    );
    await user.click(within(dialog).getByRole("button", { name: "Send request" }));
    await waitFor(() => expect(onSent).toHaveBeenCalledWith("a", true));
    expect(server.calls.find((call) => call.path === "/api/assistant/handoff")?.body).toEqual({
      consent: true,
      live_chat: true,
      phone: "0772 123 456",
      region: "masaka",
      messages: [
        { from: "user", text: "I don't want to live anymore" },
        { from: "assistant", text: "I'm really glad you told me." },
      ],
    });
  });

  it("is disabled and says it is sending until the team has the request", async () => {
    server.on("POST", "/api/assistant/handoff", () => ({
      status: 201,
      json: { ok: true, live_chat: false },
    }));
    const slow = server.hold("POST", "/api/assistant/handoff");
    const user = userEvent.setup();
    const { dialog, onSent } = renderDialog({ region: "masaka" });
    await user.click(
      within(dialog).getByRole("checkbox", { name: "I agree to share this with the care team." }),
    );
    await user.click(within(dialog).getByRole("button", { name: "Send request" }));
    const sending = await within(dialog).findByRole("button", { name: "Sending..." });
    expect(sending).toBeDisabled();
    await user.click(sending);
    expect(server.calls.filter((call) => call.path === "/api/assistant/handoff")).toHaveLength(1);
    expect(onSent).not.toHaveBeenCalled();
    slow.release();
    await waitFor(() => expect(onSent).toHaveBeenCalledWith("a", false));
    expect(await within(dialog).findByRole("button", { name: "Send request" })).toBeEnabled();
  });

  it("refuses a contact that is neither a phone number nor an e-mail", async () => {
    const user = userEvent.setup();
    const { dialog } = renderDialog();
    await user.type(within(dialog).getByRole("textbox", { name: /Phone number or e-mail/ }), "12");
    await user.click(
      within(dialog).getByRole("checkbox", { name: "I agree to share this with the care team." }),
    );
    await user.click(within(dialog).getByRole("button", { name: "Send request" }));
    expect(
      within(dialog).getByRole("textbox", { name: /Phone number or e-mail/ }),
    ).toHaveAccessibleDescription(/Enter a Ugandan phone number/);
  });

  it("says when too many requests came from this connection", async () => {
    server.on("POST", "/api/assistant/handoff", () => ({
      status: 429,
      headers: { "retry-after": "60" },
      json: {},
    }));
    const user = userEvent.setup();
    const { dialog } = renderDialog();
    await user.click(
      within(dialog).getByRole("checkbox", { name: "I agree to share this with the care team." }),
    );
    await user.click(within(dialog).getByRole("button", { name: "Send request" }));
    expect(await within(dialog).findByRole("alert")).toHaveTextContent(/call 999 or 112/);
  });

  it("asks a signed-in person only for a number to call, and no region when their profile has one", async () => {
    server.on("POST", "/api/assistant/handoff", () => ({
      status: 201,
      json: { ok: true, live_chat: false },
    }));
    const user = userEvent.setup();
    const { dialog, onSent } = renderDialog({ region: "masaka" });
    // Their team answers them in their account: no live chat to choose.
    expect(within(dialog).queryByRole("radio")).not.toBeInTheDocument();
    expect(within(dialog).queryByRole("textbox", { name: /e-mail/ })).not.toBeInTheDocument();
    expect(within(dialog).getByText(/also answers you in Messages, in your portal/)).toBeInTheDocument();
    expect(within(dialog).queryByRole("combobox", { name: /Where are you/ })).not.toBeInTheDocument();
    await user.click(
      within(dialog).getByRole("checkbox", { name: "I agree to share this with the care team." }),
    );
    await user.click(within(dialog).getByRole("button", { name: "Send request" }));
    await waitFor(() => expect(onSent).toHaveBeenCalledWith("a", false));
    const sent = server.calls.find((call) => call.path === "/api/assistant/handoff");
    expect(sent?.body).toMatchObject({ consent: true, region: null, live_chat: false });
    expect(sent?.body).not.toHaveProperty("phone");
    expect(sent?.body).not.toHaveProperty("email");
  });

  it("asks a signed-in person without a region where they are", () => {
    const { dialog } = renderDialog({ region: null });
    expect(within(dialog).getByRole("textbox", { name: /Phone number for a call/ })).toBeInTheDocument();
    expect(within(dialog).getByRole("combobox", { name: /Where are you/ })).toBeInTheDocument();
  });
});
