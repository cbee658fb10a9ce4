import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { cleanup, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useEnglish } from "../test-utils";
import { MessageBubble } from "./message-bubble";

beforeAll(async () => {
  await useEnglish();
});
afterEach(cleanup);

const crisisReply = {
  id: "r1",
  text: "I'm really glad you told me.",
  isUser: false,
  timestamp: Date.now(),
  highRisk: true,
};

function renderReply(shownLength: number | null) {
  const onHandoff = vi.fn();
  render(
    <ul>
      <MessageBubble message={crisisReply} shownLength={shownLength} onHandoff={onHandoff} />
    </ul>,
  );
  return { card: screen.getByRole("region", { name: "Help now" }), onHandoff };
}

describe("the crisis card", () => {
  it("shows the numbers to call and the offer of a person at once, while the reply still types", async () => {
    const { card, onHandoff } = renderReply(3);
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
    expect(onHandoff).toHaveBeenCalledWith("r1");
  });

  it("shows a medium reading's safety note under the reply once it has typed out", () => {
    const note = "Headaches and fever are worth checking with a health worker this week.";
    const { rerender } = render(
      <ul>
        <MessageBubble
          message={{ ...crisisReply, highRisk: false, safetyNote: note }}
          shownLength={4}
          onHandoff={() => {}}
        />
      </ul>,
    );
    expect(screen.queryByText(note)).not.toBeInTheDocument();
    rerender(
      <ul>
        <MessageBubble
          message={{ ...crisisReply, highRisk: false, safetyNote: note }}
          shownLength={null}
          onHandoff={() => {}}
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
          onHandoff={() => {}}
        />
      </ul>,
    );
    expect(screen.queryByRole("region", { name: "Help now" })).not.toBeInTheDocument();
  });
});
