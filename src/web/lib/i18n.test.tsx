// fresh modules: the first test of useTranslation sees a namespace download for the first time.
import { Suspense } from "react";
import { act, render, screen } from "@testing-library/react";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { addCatalogs, changeLanguage, fixedT, initI18n, loadNamespaces, useTranslation } from "./i18n";
import { compileCatalog } from "./compile-catalog";

// Catalogues of namespaces no string file has, so the real ones cannot answer for them.
addCatalogs("en", {
  "test-page": compileCatalog({
    title: "Your page",
    greeting: "Hello {name}",
    unsent: "{count, plural, one {One thing waits} other {{count} things wait}}",
    tips: ["Tip one for {name}", "Tip two"],
    sections: { first: { heading: "First" }, second: { heading: "Second" } },
    onlyHere: "From the page",
  }),
  "test-other": compileCatalog({ onlyHere: "From the other", extra: "Extra" }),
});

afterEach(async () => {
  await initI18n("en");
});

describe("t", () => {
  const t = fixedT(["test-page", "test-other"]);
  beforeAll(() => loadNamespaces(["common"]));

  it("formats a message with its values and plurals", () => {
    expect(t("greeting", { name: "Amina" })).toBe("Hello Amina");
    expect(t("unsent", { count: 1 })).toBe("One thing waits");
    expect(t("unsent", { count: 3 })).toBe("3 things wait");
  });

  it("searches the namespaces in order, then common; 'ns:key' names one", () => {
    expect(t("onlyHere")).toBe("From the page");
    expect(t("extra")).toBe("Extra");
    expect(t("test-other:onlyHere")).toBe("From the other");
    // A key of the common namespace, from the real string files.
    expect(t("language.sw")).toBe("Kiswahili");
  });

  it("tries keys in turn, and falls back to the default or the key itself", () => {
    expect(t(["missing.first", "title"])).toBe("Your page");
    expect(t("missing.key", { defaultValue: "Fallback" })).toBe("Fallback");
    expect(t("test-other:missing.key")).toBe("missing.key");
  });

  it("returns lists and groups, each message formatted", () => {
    expect(t("tips", { returnObjects: true, name: "Amina" })).toEqual(["Tip one for Amina", "Tip two"]);
    expect(t("sections", { returnObjects: true })).toEqual({
      first: { heading: "First" },
      second: { heading: "Second" },
    });
  });
});

function Line({ namespace, text }: { namespace: string; text: string }) {
  const { t, language } = useTranslation(namespace);
  return (
    <p>
      {language}: {t(text)}
    </p>
  );
}

describe("useTranslation", () => {
  it("suspends until the namespace's strings have downloaded, then shows them", async () => {
    render(
      <Suspense fallback={<p>waiting</p>}>
        <Line namespace="home" text="hero.title" />
      </Suspense>,
    );
    expect(screen.getByText("waiting")).toBeInTheDocument();
    expect(await screen.findByText(/^en: /)).toHaveTextContent("en: Private HIV care that comes to you");
  });

  it("switches language once the new strings are here, without showing the fallback", async () => {
    const { container } = render(
      <Suspense fallback={<p>waiting</p>}>
        <Line namespace="splash" text="tipLabel" />
      </Suspense>,
    );
    expect(await screen.findByText(/^en: /)).toHaveTextContent("en: Health tip");
    const shown: string[] = [];
    const observer = new MutationObserver(() => shown.push(container.textContent ?? ""));
    observer.observe(container, { childList: true, subtree: true, characterData: true });
    await act(() => changeLanguage("sw"));
    // Preact draws the change on its next tick, not within `act`.
    expect(await screen.findByText(/^sw: /)).toHaveTextContent("sw: Dokezo la afya");
    observer.disconnect();
    expect(shown.some((text) => text.includes("waiting"))).toBe(false);
    expect(document.documentElement.lang).toBe("sw");
  });
});

function Optional() {
  const { t, ready } = useTranslation("testimonials", { useSuspense: false });
  return <p>{ready ? t("share") : "not yet"}</p>;
}

describe("useTranslation without suspense", () => {
  it("draws at once without the strings, and again once they are here", async () => {
    render(
      <Suspense fallback={<p>waiting</p>}>
        <Optional />
      </Suspense>,
    );
    expect(screen.getByText("not yet")).toBeInTheDocument();
    expect(await screen.findByText("Share testimonial")).toBeInTheDocument();
  });
});
