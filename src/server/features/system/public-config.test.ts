import { describe, expect, it } from "vitest";
import { publicConfigSchema } from "@shared/api/system";
import { API_BASE, API_TIMEOUT_MS, FEATURE_FLAGS } from "@shared/constants";
import { loadEnv } from "../../env";
import { publicConfig } from "./public-config";

describe("publicConfig", () => {
  it("gives the spec's flags and API defaults, the neutral quick exit, and no DSN by default", () => {
    const config = publicConfig(loadEnv({}));
    expect(publicConfigSchema.parse(config)).toEqual(config);
    expect(config.features).toEqual(FEATURE_FLAGS);
    expect(config).toMatchObject({
      version: "1.0.0",
      apiBase: API_BASE,
      apiTimeoutMs: API_TIMEOUT_MS,
      quickExitUrl: "/weather",
      sentryDsn: null,
      demo: false,
    });
  });

  it("says when the site is a demo, for the label on every page", () => {
    expect(publicConfig(loadEnv({ DEMO_MODE: "true" })).demo).toBe(true);
  });

  it("takes every flag and default from the environment", () => {
    const config = publicConfig(
      loadEnv({
        FEATURE_ANALYTICS: "false",
        FEATURE_ERROR_TRACKING: "0",
        FEATURE_OFFLINE_MODE: "false",
        FEATURE_PUSH_NOTIFICATIONS: "false",
        API_TIMEOUT_MS: "15000",
        API_BASE: "/care/api",
        QUICK_EXIT_URL: "https://news.example.org/today",
      }),
    );
    expect(config.features).toEqual({
      analytics: false,
      errorTracking: false,
      offlineMode: false,
      pushNotifications: false,
    });
    expect(config).toMatchObject({
      apiTimeoutMs: 15000,
      apiBase: "/care/api",
      quickExitUrl: "https://news.example.org/today",
    });
  });

  it("tells the browser the crisis lines and the promised time, so the card works offline too", () => {
    const config = publicConfig(
      loadEnv({ CRISIS_LINES: "112,0800 100 000=Our line", CRISIS_RESPONSE_MINUTES: "45" }),
    );
    expect(config.crisis).toEqual({
      lines: [
        { number: "112", service: "emergency", label: null },
        { number: "0800 100 000", service: null, label: "Our line" },
      ],
      responseMinutes: 45,
    });
  });

  it("sends the DSN only while error tracking is on", () => {
    const dsn = "https://public@errors.example.org/7";
    expect(publicConfig(loadEnv({ SENTRY_DSN: dsn })).sentryDsn).toBe(dsn);
    expect(publicConfig(loadEnv({ SENTRY_DSN: dsn, FEATURE_ERROR_TRACKING: "false" })).sentryDsn).toBeNull();
  });

  it("never carries the image search key or other secrets", () => {
    const text = JSON.stringify(
      publicConfig(
        loadEnv({
          IMAGE_SEARCH_URL: "https://search.example.org/v1",
          IMAGE_SEARCH_KEY: "image-key-secret",
          IMAGE_SEARCH_CX: "cx-secret",
          ASSISTANT_LLM_KEY: "llm-key-secret",
        }),
      ),
    );
    expect(text).not.toMatch(/secret/);
  });

  it.each([
    ["QUICK_EXIT_URL", "//evil.example.org"],
    ["QUICK_EXIT_URL", "http://news.example.org"],
    ["QUICK_EXIT_URL", "javascript:alert(1)"],
    ["API_BASE", "api"],
    ["API_TIMEOUT_MS", "10"],
    ["FEATURE_ANALYTICS", "maybe"],
  ])("refuses %s=%s, naming it", (name, value) => {
    expect(() => loadEnv({ [name]: value })).toThrow(new RegExp(name));
  });
});
