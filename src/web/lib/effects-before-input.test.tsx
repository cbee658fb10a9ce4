import { useEffect, useState } from "react";
import * as Dialog from "@radix-ui/react-dialog";
import { describe, expect, it, vi } from "vitest";
import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";

// The setup (test/setup.ts) imports lib/effects-before-input, as main.tsx does in the app.

/**
 * A key or a press as the browser sends it, outside Testing Library's act() (which runs all
 * effects when it ends, hiding what the app does). The render a handler asks for comes in a
 * microtask, awaited here; its effects and clean-ups wait for the next frame.
 */
async function press(type: "keydown" | "pointerdown", init: KeyboardEventInit = {}) {
  const Event = type === "keydown" ? KeyboardEvent : MouseEvent;
  (document.activeElement ?? document.body).dispatchEvent(new Event(type, { bubbles: true, ...init }));
  await Promise.resolve();
}

/** The open layers, topmost last, as Radix's DismissableLayer keeps them: in effects. */
const layers: string[] = [];

/** A layer that closes on Escape when it is the topmost, as a dialog does. */
function Layer({
  name,
  close,
  children,
}: {
  name: string;
  close: (open: false) => void;
  children?: React.ReactNode;
}) {
  useEffect(() => {
    layers.push(name);
    const listen = (event: KeyboardEvent) => {
      if (event.key === "Escape" && layers.at(-1) === name) close(false);
    };
    document.addEventListener("keydown", listen, true);
    return () => {
      document.removeEventListener("keydown", listen, true);
      layers.splice(layers.indexOf(name), 1);
    };
  }, [name, close]);
  return (
    <section aria-label={name}>
      {name}
      {children}
    </section>
  );
}

function PanelWithHistory() {
  const [panel, setPanel] = useState(true);
  const [history, setHistory] = useState(false);
  if (!panel) return null;
  return (
    <Layer name="Panel" close={setPanel}>
      <button onClick={() => setHistory(true)}>Chat History</button>
      {history && <Layer name="History" close={setHistory} />}
    </Layer>
  );
}

/** A layer alone, closed by Escape. */
function Closing() {
  const [open, setOpen] = useState(true);
  return open ? <Layer name="Alone" close={setOpen} /> : null;
}

describe("Preact's effects before a key or a press", () => {
  it("a second Escape pressed at once closes the layer under the one the first closed", async () => {
    render(<PanelWithHistory />);
    await userEvent.setup().click(screen.getByRole("button", { name: "Chat History" }));
    expect(layers).toEqual(["Panel", "History"]);

    await press("keydown", { key: "Escape" });
    expect(screen.queryByRole("region", { name: "History" })).not.toBeInTheDocument();
    // Its clean-up still waits for the frame: its listener is there, and it is the topmost.
    expect(layers).toEqual(["Panel", "History"]);

    await press("keydown", { key: "Escape" });
    expect(screen.queryByRole("region", { name: "Panel" })).not.toBeInTheDocument();
  });

  it("a press, too, comes after the effects of the render before it", async () => {
    const heard: string[] = [];
    function Counter() {
      const [count, setCount] = useState(0);
      // What a press hears is the count now on the page, as in React.
      useEffect(() => {
        const listen = () => heard.push(`press on ${count}`);
        document.addEventListener("pointerdown", listen);
        return () => document.removeEventListener("pointerdown", listen);
      }, [count]);
      useEffect(() => {
        const next = () => setCount((value) => value + 1);
        document.addEventListener("keydown", next);
        return () => document.removeEventListener("keydown", next);
      }, []);
      return <p>{count}</p>;
    }
    render(<Counter />);
    await press("keydown", { key: "ArrowUp" });
    expect(screen.getByText("1")).toBeInTheDocument();
    await press("pointerdown");
    expect(heard).toEqual(["press on 1"]);
  });

  it("runs them after the next frame when no key comes, or after a moment in a hidden tab", async () => {
    render(<Closing />);
    await press("keydown", { key: "Escape" });
    expect(layers).toEqual(["Alone"]);
    await waitFor(() => expect(layers).toEqual([]));

    // A hidden tab draws no frames.
    vi.stubGlobal("requestAnimationFrame", () => 0);
    render(<Closing />);
    await press("keydown", { key: "Escape" });
    expect(layers).toEqual(["Alone"]);
    await waitFor(() => expect(layers).toEqual([]));
  });

  it("leaves no frame nor timer behind once a key has run the effects", async () => {
    render(<Closing />);
    await press("keydown", { key: "Escape" });
    expect(layers).toEqual(["Alone"]);
    await press("keydown", { key: "Shift" });
    expect(layers).toEqual([]);
    // What would wake for them now finds nothing to stop and nothing to run: a page torn down
    // by then (a test file's end) has no cancelAnimationFrame left to call.
    const woken = vi.fn();
    vi.stubGlobal("cancelAnimationFrame", woken);
    await new Promise((resolve) => setTimeout(resolve, 60));
    expect(woken).not.toHaveBeenCalled();
  });

  it("lets a Radix dialog over another go of Escape before the next one, as the chat's history does", async () => {
    function Nested() {
      return (
        <Dialog.Root defaultOpen>
          <Dialog.Content aria-describedby={undefined}>
            <Dialog.Title>Chat</Dialog.Title>
            <Dialog.Root>
              <Dialog.Trigger>Chat History</Dialog.Trigger>
              <Dialog.Content aria-describedby={undefined}>
                <Dialog.Title>Chat History</Dialog.Title>
              </Dialog.Content>
            </Dialog.Root>
          </Dialog.Content>
        </Dialog.Root>
      );
    }
    render(<Nested />);
    await userEvent.setup().click(screen.getByRole("button", { name: "Chat History" }));
    await screen.findByRole("dialog", { name: "Chat History" });
    await press("keydown", { key: "Escape" });
    expect(screen.getByRole("dialog", { name: "Chat" })).toBeInTheDocument();
    expect(screen.queryByRole("dialog", { name: "Chat History" })).not.toBeInTheDocument();
    await press("keydown", { key: "Escape" });
    expect(screen.queryByRole("dialog", { name: "Chat" })).not.toBeInTheDocument();
  });
});
