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

  it("refuses production without its secrets and real contact details", () => {
    expect(() => loadEnv({ NODE_ENV: "production" })).toThrow(EnvError);
    expect(() => loadEnv({ NODE_ENV: "production" })).toThrow(/AUTH_SECRET, ENCRYPTION_KEY, PUBLIC_URL/);
  });

  it("never seeds demo accounts in production", () => {
    const env = loadEnv({
      NODE_ENV: "production",
      AUTH_SECRET: "x".repeat(40),
      ENCRYPTION_KEY: Buffer.alloc(32, 1).toString("base64"),
      PUBLIC_URL: "https://care.example.org",
      SUPPORT_PHONE: "+256 700 000000",
      SUPPORT_EMAIL: "care@example.org",
      SEED_DEMO: "true",
    });
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
