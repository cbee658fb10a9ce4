import { describe, expect, it } from "vitest";
import { loadEnv, EnvError } from "./env";

describe("loadEnv", () => {
  it("gives development offline defaults with visible placeholders", () => {
    const env = loadEnv({});
    expect(env.PORT).toBe(3000);
    expect(env.publicUrl).toBe("http://localhost:3000");
    expect(env.SITE_NAME).toBe("HIVCare");
    expect(env.contact).toEqual({
      phone: "+256 XXX XXX XXX",
      email: "support@example.invalid",
      configured: false,
    });
    expect(env.SEED_DEMO).toBe(true);
    expect(env.DATABASE_URL).toBeUndefined();
  });

  it("treats empty variables as unset", () => {
    const env = loadEnv({ DATABASE_URL: "", SMTP_URL: " " });
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.SMTP_URL).toBeUndefined();
  });

  it("names the variable that is invalid", () => {
    expect(() => loadEnv({ PORT: "eighty" })).toThrow(/PORT/);
    expect(() => loadEnv({ DATABASE_URL: "not a url" })).toThrow(/DATABASE_URL/);
  });

  it("shows Uganda's national crisis lines unless the operator lists others", () => {
    expect(loadEnv({}).CRISIS_LINES.map((line) => [line.number, line.service])).toEqual([
      ["999", "police"],
      ["112", "emergency"],
      ["116", "child_helpline"],
    ]);
    expect(loadEnv({}).CRISIS_RESPONSE_MINUTES).toBe(60);
    const env = loadEnv({
      CRISIS_LINES: " 999 , +256 800 100 000=Our 24-hour line ",
      CRISIS_RESPONSE_MINUTES: "30",
    });
    expect(env.CRISIS_LINES).toEqual([
      { number: "999", service: "police", label: null },
      { number: "+256 800 100 000", service: null, label: "Our 24-hour line" },
    ]);
    expect(env.CRISIS_RESPONSE_MINUTES).toBe(30);
  });

  it("refuses a crisis line a phone cannot dial, and a promise of no time", () => {
    expect(() => loadEnv({ CRISIS_LINES: "999,call us" })).toThrow(/CRISIS_LINES: "call us" is not a number/);
    expect(() => loadEnv({ CRISIS_LINES: "999,," })).toThrow(/CRISIS_LINES/);
    expect(() => loadEnv({ CRISIS_RESPONSE_MINUTES: "0" })).toThrow(/CRISIS_RESPONSE_MINUTES/);
  });

  it("refuses production without its secrets and real contact details", () => {
    expect(() => loadEnv({ NODE_ENV: "production" })).toThrow(EnvError);
    expect(() => loadEnv({ NODE_ENV: "production" })).toThrow(/AUTH_SECRET, ENCRYPTION_KEY, PUBLIC_URL/);
  });

  const production = {
    NODE_ENV: "production",
    AUTH_SECRET: "x".repeat(40),
    ENCRYPTION_KEY: Buffer.alloc(32, 1).toString("base64"),
    PUBLIC_URL: "https://care.example.org",
    SUPPORT_PHONE: "+256 700 000000",
    SUPPORT_EMAIL: "care@example.org",
  };
  const providers = { SMTP_URL: "smtp://mail.example.org:587", AT_USERNAME: "care", AT_API_KEY: "key" };

  it("refuses production whose e-mail or SMS would only wait in the outbox, unless told it is on purpose", () => {
    expect(() => loadEnv(production)).toThrow(/no provider for e-mail \(SMTP_URL\) or SMS/);
    expect(() => loadEnv({ ...production, SMTP_URL: providers.SMTP_URL })).toThrow(
      /no provider for SMS \(AT_USERNAME, AT_API_KEY\)/,
    );
    expect(() => loadEnv({ ...production, AT_USERNAME: "care", AT_API_KEY: "key" })).toThrow(
      /no provider for e-mail/,
    );
    expect(loadEnv({ ...production, ...providers }).isProduction).toBe(true);
    expect(loadEnv({ ...production, OUTBOX_ONLY: "true" }).OUTBOX_ONLY).toBe(true);
  });

  it("never seeds demo accounts in production", () => {
    const env = loadEnv({ ...production, ...providers, SEED_DEMO: "true" });
    expect(env.SEED_DEMO).toBe(false);
    expect(env.isProduction).toBe(true);
  });

  it("refuses a short auth secret in production", () => {
    expect(() =>
      loadEnv({
        NODE_ENV: "production",
        AUTH_SECRET: "short",
        ENCRYPTION_KEY: "k",
        PUBLIC_URL: "https://care.example.org",
        SUPPORT_PHONE: "1",
        SUPPORT_EMAIL: "a@b.c",
      }),
    ).toThrow(/at least 32/);
  });
});
