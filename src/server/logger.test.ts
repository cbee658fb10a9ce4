import { Writable } from "node:stream";
import { describe, expect, it } from "vitest";
import { DrizzleQueryError } from "drizzle-orm/errors";
import { createLogger, scrub } from "./logger";

function capture() {
  const lines: string[] = [];
  const destination = new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk));
      done();
    },
  });
  return { logger: createLogger({ level: "info", destination }), lines };
}

describe("logger", () => {
  it("masks e-mail addresses and Ugandan phone numbers in any string", () => {
    expect(scrub("from amina@example.com on +256 772 123456 and 0772123456")).toBe(
      "from [email] on [phone] and [phone]",
    );
  });

  it("redacts personal fields by name, at the top level and one level down", () => {
    const { logger, lines } = capture();
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
    const { logger, lines } = capture();
    logger.error({ err: new Error("no account for kato@example.org") }, "failed for 0701234567");
    expect(lines[0]).not.toContain("kato@example.org");
    expect(lines[0]).not.toContain("0701234567");
  });

  it("keeps a failed query's SQL but never its parameters (a database outage fails many)", () => {
    const { logger, lines } = capture();
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
    const { logger, lines } = capture();
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
