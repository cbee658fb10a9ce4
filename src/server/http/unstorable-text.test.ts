/**
 * Text a database cannot keep (a NUL, half a surrogate pair) is a 400 naming its field on
 * every JSON route (issue 18: 66 answers 500 in 12,975 fuzzed requests came from these).
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createHarness, type Harness, type TestUser } from "../test/harness";
import { unstorableTextPath } from "./validate";

let h: Harness;
let client: TestUser;
beforeAll(async () => {
  h = await createHarness();
  client = await h.createUser();
});
afterAll(async () => {
  await h.close();
});

describe("text that cannot be stored", () => {
  it("is found wherever it is, and a whole surrogate pair is fine", () => {
    expect(unstorableTextPath({ message: "hello\u0000" })).toBe("message");
    expect(unstorableTextPath({ messages: [{ text: "ok" }, { text: "\uD800 alone" }] })).toBe(
      "messages.1.text",
    );
    expect(unstorableTextPath({ text: "end \uDC00" })).toBe("text");
    expect(unstorableTextPath({ text: "a smile 😀, Luganda, Kiswahili" })).toBeNull();
    expect(unstorableTextPath("\u0000")).toBe("body");
  });

  it.each([
    [
      "/api/contact",
      { name: "A\u0000", email: "a@example.com", subject: "Hi", message: "Hello there" },
      "name",
    ],
    ["/api/assistant", { userInput: "What is PrEP?\uD83D" }, "userInput"],
    ["/api/reminders", { kind: "refill", label: "Pick-up\u0000", time_of_day: "17:30" }, "label"],
  ])("answers 400 naming the field on %s", async (path, json, field) => {
    const response = await h.request(path, { method: "POST", as: client, json });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ error: { code: "validation", field } });
  });
});
