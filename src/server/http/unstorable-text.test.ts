/**
 * Text a database cannot keep (a NUL, half a surrogate pair) is a 400 naming its field on
 * every JSON route (issue 18: 66 answers 500 in 12,975 fuzzed requests came from these),
 * and so is a body nested thousands deep (npm run fuzz: its walk overflowed the stack, 500).
 */
import { beforeAll, describe, expect, it } from "vitest";
import { useHarness, type TestUser } from "../test/harness";
import { MAX_JSON_DEPTH, unstorableTextPath } from "./validate";

const h = useHarness();
let client: TestUser;
let lead: TestUser;
beforeAll(async () => {
  client = await h.createUser();
  lead = await h.createUser({ role: "admin", region: "kampala", lead: true });
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

describe("a body nested too deep", () => {
  const nested = (depth: number) => "[".repeat(depth) + "]".repeat(depth);

  it("answers 400 naming the field where it goes too deep, not 500", async () => {
    // 20,000 levels fit in the 64 KB a body may have; a recursive walk ran out of stack.
    const response = await h.request("/api/reminders", {
      method: "POST",
      as: client,
      headers: { "content-type": "application/json" },
      body: `{"kind":"refill","label":${nested(20_000)},"time_of_day":"17:30"}`,
    });
    expect(response.status).toBe(400);
    const { error } = (await response.json()) as { error: { code: string; field: string } };
    expect(error.code).toBe("validation");
    expect(error.field).toBe(["label", ...Array.from({ length: MAX_JSON_DEPTH - 1 }, () => "0")].join("."));
  });

  it("still finds text that cannot be stored at any depth", () => {
    const deep = JSON.parse(`${"[".repeat(10_000)}"\\u0000"${"]".repeat(10_000)}`) as unknown;
    expect(unstorableTextPath(deep)?.split(".")).toHaveLength(10_000);
  });
});

describe("a NUL in a path (npm run fuzz: it reached the database, 500)", () => {
  it.each([
    ["DELETE", "/api/admin/team/%00", "lead", "userId"],
    ["POST", "/api/admin/team/a%00b/lead", "lead", "userId"],
    ["DELETE", "/api/account/sessions/%00", "client", "id"],
  ] as const)("%s %s answers 400 naming the parameter", async (method, path, who, field) => {
    const response = await h.request(path, {
      method,
      as: who === "lead" ? lead : client,
      json: method === "POST" ? { lead: true } : undefined,
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ error: { code: "validation", field } });
  });
});
