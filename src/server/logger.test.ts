import { describe, expect, it } from "vitest";
import { DrizzleQueryError } from "drizzle-orm/errors";
import { MAX_LOGGED_STRING, scrub } from "./logger";
import { memoryLogger } from "./test/memory-logger";

describe("logger", () => {
  it("masks e-mail addresses and Ugandan phone numbers in any string", () => {
    expect(scrub("from amina@example.com on +256 772 123456 and 0772123456")).toBe(
      "from [email] on [phone] and [phone]",
    );
  });

  it("redacts personal fields by name, at the top level and one level down", () => {
    const { logger, lines } = memoryLogger();
    logger.info(
      { email: "a@b.co", body: { message: "I am worried", phone: "0772123456" }, count: 3 },
      "saved",
    );
    const line = JSON.parse(lines[0] ?? "{}");
    expect(line.email).toBe("[redacted]");
    expect(line.body).toBe("[redacted]");
    expect(line.count).toBe(3);
    expect(lines[0]).not.toContain("worried");
  });

  it("masks contact details inside messages and errors", () => {
    const { logger, lines } = memoryLogger();
    logger.error({ err: new Error("no account for kato@example.org") }, "failed for 0701234567");
    expect(lines[0]).not.toContain("kato@example.org");
    expect(lines[0]).not.toContain("0701234567");
  });

  it("keeps a failed query's SQL but never its parameters (a database outage fails many)", () => {
    const { logger, lines } = memoryLogger();
    const lost = Object.assign(new Error("terminating connection due to administrator command"), {
      code: "57P01",
    });
    const err = new DrizzleQueryError(
      "insert into notifications (title) values ($1)",
      ["Results ready\nfor Amina"],
      lost,
    );
    logger.error({ err }, "notification could not be created");
    expect(lines[0]).toContain("insert into notifications");
    expect(lines[0]).not.toContain("Results ready");
    expect(lines[0]).not.toContain("Amina");
  });

  it("drops the row and key values PostgreSQL quotes in a refused write's detail (auth library lines too)", () => {
    const { logger, lines } = memoryLogger();
    const refused = Object.assign(new Error('new row for relation "user" violates check constraint'), {
      code: "23514",
      detail: "Failing row contains (u1, Amina Nakato, 2026-11-24, t, f).",
    });
    logger.error({ err: refused }, "insert failed");
    logger.error({ source: "auth" }, "Failing row contains (u2, Kato Ssebu, +256772123456)");
    logger.warn("Key (name)=(Kato Ssebu) already exists.");
    const text = lines.join("");
    for (const name of ["Amina", "Nakato", "Kato", "Ssebu"]) expect(text).not.toContain(name);
    expect(text).toContain("Failing row contains [redacted]");
    expect(text).toContain("Key (name)=([redacted])");
  });
});

describe("logger under hostile strings (npm run fuzz: one 100 KB address froze the server ~10 s)", () => {
  const hostile = {
    letters: "A".repeat(100_000),
    digits: "7".repeat(100_000),
    dotted: "a.".repeat(50_000),
    keys: "Key (x)=(".repeat(11_000),
    params: "\nparams: ".repeat(11_000),
  };

  it.each(Object.entries(hostile))(
    "scrubs 100,000 characters of %s in well under a second",
    (_kind, text) => {
      const started = performance.now();
      scrub(text);
      // The unbounded patterns took 9–10 s on each of the first three; bounded ones take milliseconds.
      expect(performance.now() - started).toBeLessThan(500);
    },
  );

  it("cuts a logged string at MAX_LOGGED_STRING and says how much was left out", () => {
    const { logger, lines } = memoryLogger();
    logger.warn(`Invalid redirectTo: ${"A".repeat(100_000)}`);
    const line = JSON.parse(lines[0] ?? "{}") as { msg: string };
    expect(line.msg.length).toBeLessThan(MAX_LOGGED_STRING + 100);
    expect(line.msg).toMatch(/…\[91828 more characters\]$/);
  });

  it("still masks an address and a number inside a long string", () => {
    expect(scrub(`${"x ".repeat(1000)}write to amina@example.com or 0772123456`)).toMatch(
      /write to \[email\] or \[phone\]$/,
    );
  });
});
