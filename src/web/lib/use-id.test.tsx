import { Suspense, useId, useState } from "react";
import { describe, expect, it } from "vitest";
import { act, render, screen } from "@testing-library/react";

function Labelled({ name }: { name: string }) {
  const id = useId();
  return (
    <p id={id} data-testid={name}>
      {name}
    </p>
  );
}

/** useId through lib/react-compat.ts, as the app and its libraries get it for "react". */
describe("useId", () => {
  it("gives a part shown later, which waited for its strings, an id no other part has", async () => {
    let arrive!: () => void;
    let ready = false;
    const arrived = new Promise<void>((resolve) => (arrive = resolve)).then(() => {
      ready = true;
    });
    function Waiting({ children }: { children: React.ReactNode }) {
      if (!ready) throw arrived;
      return <>{children}</>;
    }
    function Page() {
      const [shown, setShown] = useState(false);
      return (
        <>
          <button onClick={() => setShown(true)}>Show</button>
          <Labelled name="first" />
          <Labelled name="second" />
          {shown && (
            <Waiting>
              <Labelled name="later" />
              <Labelled name="later-too" />
            </Waiting>
          )}
        </>
      );
    }
    render(
      <main>
        <Suspense fallback={null}>
          <Page />
        </Suspense>
      </main>,
    );
    act(() => screen.getByRole("button", { name: "Show" }).click());
    arrive();
    await screen.findByTestId("later");
    const ids = ["first", "second", "later", "later-too"].map((name) => screen.getByTestId(name).id);
    expect(ids).toEqual([...new Set(ids)]);
  });

  it("gives parts under two roots of one page ids of their own, as Preact numbers each root from 0", () => {
    render(<Labelled name="in the page" />);
    render(<Labelled name="in a second root" />);
    expect(screen.getByTestId("in the page").id).not.toBe(screen.getByTestId("in a second root").id);
  });

  it("never gives an id out twice, even after its part left the page", () => {
    const { unmount } = render(<Labelled name="gone" />);
    const id = screen.getByTestId("gone").id;
    unmount();
    render(<Labelled name="next" />);
    expect(screen.getByTestId("next").id).not.toBe(id);
  });
});
