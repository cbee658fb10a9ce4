import { afterEach, describe, expect, it } from "vitest";
import { linkTarget, nextProgress } from "./navigation-progress";

describe("nextProgress", () => {
  it("always moves forward, never past 90 on its own", () => {
    let value = 8;
    for (let step = 0; step < 200; step += 1) {
      const next = nextProgress(value, (step % 10) / 10);
      expect(next).toBeGreaterThanOrEqual(value);
      expect(next).toBeLessThanOrEqual(90);
      value = next;
    }
    expect(value).toBe(90);
  });

  it("takes random steps", () => {
    expect(nextProgress(10, 0)).not.toBe(nextProgress(10, 0.9));
  });
});

describe("linkTarget", () => {
  afterEach(() => {
    document.body.innerHTML = "";
  });

  function clickOn(html: string, init: MouseEventInit = {}) {
    document.body.innerHTML = html;
    const target = document.querySelector("[data-click]") as Element;
    const event = new MouseEvent("click", { bubbles: true, button: 0, ...init });
    Object.defineProperty(event, "target", { value: target });
    return linkTarget(event);
  }

  it("names the path of an internal link to another page", () => {
    expect(clickOn('<a href="/services"><span data-click>Services</span></a>')).toBe("/services");
  });

  it("ignores the current page, other sites, new tabs and modified clicks", () => {
    expect(clickOn(`<a data-click href="${window.location.pathname}#faq">FAQ</a>`)).toBeNull();
    expect(clickOn('<a data-click href="https://elsewhere.example/">x</a>')).toBeNull();
    expect(clickOn('<a data-click href="/impact" target="_blank">x</a>')).toBeNull();
    expect(clickOn('<a data-click href="/impact">x</a>', { ctrlKey: true })).toBeNull();
    expect(clickOn("<button data-click>x</button>")).toBeNull();
  });
});
