import { useEffect, useState } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { renderToStringAsync } from "preact-render-to-string";
import { describe, expect, it } from "vitest";
import { waitFor } from "@testing-library/react";
import { InTurn, drawForServer, takeOver, whenTakenOver } from "./in-turn";
import { runWaitingEffects } from "./effects-before-input";

/** Who has been taken over (their effects ran), in order. */
let takenOver: string[] = [];

function Part({ name }: { name: string }) {
  const [presses, setPresses] = useState(0);
  useEffect(() => void takenOver.push(name), [name]);
  // Two elements: what the browser keeps of a part that waits is what the server marked as its.
  return (
    <>
      <section id={name}>
        <button type="button" onClick={() => setPresses((count) => count + 1)}>
          {name} {presses}
        </button>
      </section>
      <p id={`${name}-note`}>{name}</p>
    </>
  );
}

/** The page as the server draws it. */
const drawnOnServer = () => drawForServer(() => renderToStringAsync(<Page />));

function Page() {
  return (
    <div>
      <Part name="header" />
      <InTurn>
        <Part name="first" />
      </InTurn>
      <InTurn>
        <Part name="second" />
      </InTurn>
    </div>
  );
}

const press = (root: HTMLElement, name: string) =>
  root.querySelector<HTMLButtonElement>(`#${name} button`)!.click();
const label = (root: HTMLElement, name: string) => root.querySelector(`#${name} button`)!.textContent;

describe("a drawn page taken over a part at a time", () => {
  it("takes over the parts in turn, after the rest, keeping the elements the server sent", async () => {
    takenOver = [];
    const root = document.createElement("div");
    document.body.append(root);
    root.innerHTML = await drawnOnServer();
    const elements = () => [...root.querySelectorAll("section, p")];
    const sent = elements();
    expect(sent).toHaveLength(6);
    let whole = false;

    let app: ReturnType<typeof hydrateRoot> | undefined;
    takeOver(() => (app = hydrateRoot(root, <Page />)), runWaitingEffects);
    whenTakenOver(() => (whole = true));

    // The rest is the app's at once; a part still waiting for its turn shows as drawn.
    press(root, "header");
    press(root, "first");
    await Promise.resolve();
    await Promise.resolve();
    expect(label(root, "header")).toBe("header 1");
    expect(label(root, "first")).toBe("first 0");
    expect(whole).toBe(false);

    await waitFor(() => expect(whole).toBe(true));
    await waitFor(() => expect(takenOver).toEqual(["header", "first", "second"]));
    press(root, "second");
    await waitFor(() => expect(label(root, "second")).toBe("second 1"));
    // Taken over, not drawn again: the same elements, and each once.
    expect(elements()).toEqual(sent);
    app?.unmount();
    root.remove();
  });

  it("shows a part at once on a page the app draws itself", async () => {
    takenOver = [];
    const root = document.createElement("div");
    document.body.append(root);
    let whole = false;
    const app = createRoot(root);
    app.render(<Page />);
    whenTakenOver(() => (whole = true));

    await waitFor(() => expect(root.querySelectorAll("section")).toHaveLength(3));
    expect(whole).toBe(true);
    press(root, "second");
    await waitFor(() => expect(label(root, "second")).toBe("second 1"));
    app.unmount();
    root.remove();
  });
});
