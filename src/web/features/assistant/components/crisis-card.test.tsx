import type { ReactNode } from "react";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { render as renderUi, screen, within } from "@testing-library/react";
import { onlineManager, QueryClient, QueryClientProvider } from "@tanstack/react-query";
import userEvent from "@testing-library/user-event";
import { useEnglish } from "@web/test/assistant";
import type { ChatMessage } from "../chat-types";
import { MessageBubble } from "./message-bubble";

beforeAll(async () => {
  await useEnglish();
});
afterEach(() => {
  onlineManager.setOnline(true);
});

const crisisReply = {
  id: "r1",
  text: "I'm really glad you told me.",
  isUser: false,
  timestamp: Date.now(),
  highRisk: true,
};

/** The card's actions are mutations: drawn inside a query client, as the chat is in the app. */
const render = (ui: ReactNode) =>
  renderUi(ui, {
    wrapper: ({ children }) => (
      <QueryClientProvider client={new QueryClient()}>{children}</QueryClientProvider>
    ),
  });

const noActions = { requestPerson: () => {}, declineContact: async () => true };

function renderReply(shownLength: number | null, message: ChatMessage = crisisReply) {
  const actions = { requestPerson: vi.fn(), declineContact: vi.fn(async () => true) };
  const view = render(
    <ul>
      <MessageBubble message={message} shownLength={shownLength} crisisActions={actions} />
    </ul>,
  );
  return { card: screen.getByRole("region", { name: "Help now" }), actions, view };
}

describe("the crisis card", () => {
  it("shows the numbers to call and the offer of a person at once, while the reply still types", async () => {
    const { card, actions } = renderReply(3);
    for (const [number, service] of [
      ["999", "Police"],
      ["112", "Emergency"],
      ["116", "Child helpline (Sauti)"],
    ]) {
      expect(within(card).getByRole("link", { name: `Call ${number} ${service}` })).toHaveAttribute(
        "href",
        `tel:${number}`,
      );
    }
    await userEvent.setup().click(within(card).getByRole("button", { name: "Talk to a person" }));
    expect(actions.requestPerson).toHaveBeenCalledWith("r1");
  });

  it("tells a signed-in person the team was alerted, how and when, and lets them say no", async () => {
    const escalation = { caseId: "c1", reach: "call" as const, phoneEnding: "123", withinMinutes: 60 };
    const { card, actions, view } = renderReply(null, { ...crisisReply, escalation });
    expect(card).toHaveTextContent("A peer navigator from your care team has been alerted.");
    expect(card).toHaveTextContent("They will call you on your number ending 123 within the hour.");
    // No request to make: they were not asked to tap anything.
    expect(within(card).queryByRole("button", { name: "Talk to a person" })).not.toBeInTheDocument();
    await userEvent.setup().click(within(card).getByRole("button", { name: "Don't contact me" }));
    expect(actions.declineContact).toHaveBeenCalledWith("r1");

    view.rerender(
      <ul>
        <MessageBubble
          message={{ ...crisisReply, escalation: { ...escalation, declined: true } }}
          shownLength={null}
          crisisActions={actions}
        />
      </ul>,
    );
    expect(within(card).getByRole("status")).toHaveTextContent("nobody from the team will call or write");
    expect(within(card).getByRole("button", { name: "Talk to a person" })).toBeInTheDocument();
  });

  it("says no at the first tap, and is disabled until the chat has said it", async () => {
    const escalation = { caseId: "c1", reach: "call" as const, phoneEnding: "123", withinMinutes: 60 };
    const { card, actions } = renderReply(null, { ...crisisReply, escalation });
    // The chat store's request (its own tests hold it) answers when this test says.
    let said: (done: boolean) => void = () => {};
    actions.declineContact.mockReturnValueOnce(new Promise<boolean>((resolve) => (said = resolve)));
    // Whatever the browser says of the connection, the tap asks the chat at once.
    onlineManager.setOnline(false);
    const user = userEvent.setup();
    const decline = within(card).getByRole("button", { name: "Don't contact me" });
    await user.click(decline);
    // Only once, however often it is tapped.
    expect(actions.declineContact).toHaveBeenCalledWith("r1");
    await vi.waitFor(() => expect(decline).toBeDisabled());
    await user.click(decline);
    expect(actions.declineContact).toHaveBeenCalledTimes(1);
    // It could not be said (offline): the card stays, and the person may try again.
    said(false);
    await vi.waitFor(() => expect(decline).toBeEnabled());
  });

  it("promises a reply in the portal when the account has no phone, in the configured time", () => {
    const escalation = { caseId: "c1", reach: "portal" as const, phoneEnding: null, withinMinutes: 30 };
    const { card } = renderReply(null, { ...crisisReply, escalation });
    expect(card).toHaveTextContent(
      "They will write to you in your account, under Messages, within 30 minutes.",
    );
  });

  it("shows a medium reading's safety note under the reply once it has typed out", () => {
    const note = "Headaches and fever are worth checking with a health worker this week.";
    const { rerender } = render(
      <ul>
        <MessageBubble
          message={{ ...crisisReply, highRisk: false, safetyNote: note }}
          shownLength={4}
          crisisActions={noActions}
        />
      </ul>,
    );
    expect(screen.queryByText(note)).not.toBeInTheDocument();
    rerender(
      <ul>
        <MessageBubble
          message={{ ...crisisReply, highRisk: false, safetyNote: note }}
          shownLength={null}
          crisisActions={noActions}
        />
      </ul>,
    );
    expect(screen.getByTestId("assistant-safety-note")).toHaveTextContent(`For your safety: ${note}`);
    expect(screen.queryByRole("region", { name: "Help now" })).not.toBeInTheDocument();
  });

  it("is not shown under an ordinary reply", () => {
    render(
      <ul>
        <MessageBubble
          message={{ ...crisisReply, highRisk: false }}
          shownLength={null}
          crisisActions={noActions}
        />
      </ul>,
    );
    expect(screen.queryByRole("region", { name: "Help now" })).not.toBeInTheDocument();
  });
});
