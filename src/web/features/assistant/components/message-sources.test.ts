import { describe, expect, it } from "vitest";
import { snippetsWorthShowing } from "./message-sources";

describe("snippetsWorthShowing", () => {
  const guideline =
    "Take the missed dose as soon as you remember, unless it is within 6 hours of your next dose...";
  it("hides a snippet the reply already quotes, and repeats of an earlier one", () => {
    const reply =
      "Don't worry.\n\nTake the missed dose as soon as you remember, unless it is within 6 hours of your next dose.";
    expect(
      snippetsWorthShowing(
        [
          { title: "MoH", url: null, content: guideline },
          { title: "Masaka hospital", url: null, content: "ART clinic with free testing." },
          { title: "Masaka again", url: null, content: "ART clinic with free testing." },
        ],
        reply,
      ),
    ).toEqual([null, "ART clinic with free testing.", null]);
  });
});
