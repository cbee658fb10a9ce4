import { afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { STORAGE_KEYS } from "@shared/constants";
import { openChat } from "@web/lib/chat-launcher";
import {
  fakeServer,
  renderWithApp,
  SIGNED_IN_ME,
  stubBrowserApis,
  useEnglish,
  type FakeServer,
} from "@web/test/assistant";
import { AssistantLauncher } from "./assistant-launcher";

let server: FakeServer;

beforeAll(useEnglish);
beforeAll(() => stubBrowserApis());
beforeEach(() => {
  server = fakeServer();
  server.on("POST", "/api/assistant", () => ({
    json: {
      language: "en",
      response: "PrEP is a daily pill.",
      intent: "prep",
      risk_level: "low",
      needs_search: false,
      safety_note: null,
    },
  }));
});
afterEach(() => {
  localStorage.clear();
});

async function openPanel() {
  const user = userEvent.setup();
  await user.click(screen.getByRole("button", { name: "Open the iCare chat" }));
  // The first open loads the chat's module.
  const panel = await screen.findByRole("dialog", { name: "iCare HIV Assistant" }, { timeout: 10_000 });
  return { user, panel, box: within(panel).getByRole("textbox", { name: "Message to iCare" }) };
}

describe("the chat launcher", () => {
  it("shows the round button, and nothing of the chat until it is needed", () => {
    renderWithApp(<AssistantLauncher />);
    expect(screen.getByRole("button", { name: "Open the iCare chat" })).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "AI Assistant" })).toBeNull();
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("opens the panel with its title, subtitle and the anonymous placeholder, focused on the box", async () => {
    renderWithApp(<AssistantLauncher />);
    const { panel, box } = await openPanel();
    expect(panel).toHaveAccessibleDescription("Uganda HIV Care Support");
    expect(within(panel).getByRole("button", { name: "Chat History" })).toBeInTheDocument();
    expect(box).toHaveAttribute("placeholder", "Ask about HIV care, medications, services...");
    await waitFor(() => expect(box).toHaveFocus());
    expect(within(panel).getByRole("log")).toHaveAttribute("aria-live", "polite");
    // The greeting arrives after about 0.8 s.
    expect(
      await within(panel).findByTestId("assistant-message-icare", {}, { timeout: 3000 }),
    ).toHaveTextContent(/iCare/);
  });

  it("sends with Enter, not with Shift+Enter, and shows the reply", async () => {
    renderWithApp(<AssistantLauncher />);
    const { user, panel, box } = await openPanel();
    await within(panel).findByTestId("assistant-message-icare", {}, { timeout: 3000 });
    await user.type(box, "What is PrEP?{Shift>}{Enter}{/Shift}daily?");
    expect(server.calls.filter((call) => call.path === "/api/assistant")).toHaveLength(0);
    expect(box).toHaveValue("What is PrEP?\ndaily?");
    await user.type(box, "{Enter}");
    expect(await within(panel).findByText("PrEP is a daily pill.")).toBeInTheDocument();
    expect(server.calls.find((call) => call.path === "/api/assistant")?.body).toEqual({
      userInput: "What is PrEP?\ndaily?",
      context: "",
      locale: "en-UG",
    });
    expect(box).toHaveValue("");
  });

  it("disables the box while a reply is fetched, with its own placeholder", async () => {
    let answer: () => void = () => {};
    server.on(
      "POST",
      "/api/assistant",
      () =>
        new Promise((resolve) => {
          answer = () =>
            resolve({
              json: {
                language: "en",
                response: "Done.",
                intent: "other",
                risk_level: "low",
                needs_search: false,
                safety_note: null,
              },
            });
        }),
    );
    renderWithApp(<AssistantLauncher />);
    const { user, panel, box } = await openPanel();
    await user.type(box, "Hello{Enter}");
    await waitFor(() => expect(box).toBeDisabled());
    expect(box).toHaveAttribute("placeholder", "Searching for current information...");
    expect(within(panel).getByRole("status")).toHaveTextContent("iCare is typing");
    expect(within(panel).getByRole("button", { name: "Send" })).toBeDisabled();
    await act(async () => answer());
    await waitFor(() => expect(box).toBeEnabled());
    expect(within(panel).getByRole("status")).toHaveTextContent("");
  });

  it("closes with the Close button or Escape, and gives focus back to the round button", async () => {
    renderWithApp(<AssistantLauncher />);
    const { user, panel } = await openPanel();
    await user.click(within(panel).getByRole("button", { name: "Close" }));
    expect(screen.queryByRole("dialog")).toBeNull();
    await waitFor(() => expect(screen.getByRole("button", { name: "Open the iCare chat" })).toHaveFocus());
    await openPanel();
    await user.keyboard("{Escape}");
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("closes with Escape when a press on its text has left focus nowhere", async () => {
    renderWithApp(<AssistantLauncher />);
    const { user, panel } = await openPanel();
    await user.click(within(panel).getByText("Uganda HIV Care Support"));
    expect(document.activeElement).toBe(document.body);
    await user.keyboard("{Escape}");
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("is hidden on the portals, where the AI Assistant button forces it open", async () => {
    renderWithApp(<AssistantLauncher />, { route: "/partner-portal" });
    expect(screen.queryByRole("button", { name: "Open the iCare chat" })).toBeNull();
    await userEvent.setup().click(screen.getByRole("button", { name: "AI Assistant" }));
    expect(await screen.findByRole("dialog", { name: "iCare HIV Assistant" })).toBeInTheDocument();
  });

  it("opens when a page asks for it", async () => {
    renderWithApp(<AssistantLauncher />, { route: "/donor-portal" });
    act(() => openChat());
    expect(await screen.findByRole("dialog", { name: "iCare HIV Assistant" })).toBeInTheDocument();
  });

  it("shows a signed-in person the badge and their placeholder, and no banner", async () => {
    server.on("GET", "/api/me", () => ({ json: SIGNED_IN_ME }));
    localStorage.setItem(STORAGE_KEYS.aiUsage, JSON.stringify({ count: 4, timestamp: Date.now() }));
    renderWithApp(<AssistantLauncher />);
    const { panel, box } = await openPanel();
    await waitFor(() => expect(box).toHaveAttribute("placeholder", "Ask anything about HIV care..."));
    expect(within(panel).getByTestId("assistant-signed-in-badge")).toHaveTextContent("Unlimited");
    expect(within(panel).queryByTestId("assistant-usage-banner")).toBeNull();
  });

  it("shows an anonymous visitor the remaining messages", async () => {
    localStorage.setItem(STORAGE_KEYS.aiUsage, JSON.stringify({ count: 4, timestamp: Date.now() }));
    renderWithApp(<AssistantLauncher />);
    const { panel } = await openPanel();
    expect(within(panel).getByTestId("assistant-usage-banner")).toHaveTextContent("1 free message remaining");
  });
});
