import { afterEach, describe, expect, it, vi } from "vitest";
import type { PublicConfig } from "@shared/api/system";
import { getConfig } from "./config";

const sdk = vi.hoisted(() => ({ loaded: false, init: vi.fn() }));
vi.mock("@sentry/browser", () => {
  sdk.loaded = true;
  return { init: sdk.init, browserTracingIntegration: () => ({ name: "BrowserTracing" }) };
});

const { silenceKnownNoise, startErrorReporting } = await import("./error-reporting");
const { browserReportingOptions } = await import("./browser-reporting-options");

const config = (overrides: Partial<PublicConfig>): PublicConfig => ({ ...getConfig(), ...overrides });

afterEach(() => {
  sdk.init.mockClear();
});

describe("startErrorReporting", () => {
  it("loads no SDK without a DSN", async () => {
    await expect(startErrorReporting(config({ sentryDsn: null }))).resolves.toBe(false);
    expect(sdk.loaded).toBe(false);
  });

  it("loads no SDK when error tracking is off, even with a DSN", async () => {
    const features = { ...getConfig().features, errorTracking: false };
    await expect(
      startErrorReporting(config({ sentryDsn: "https://k@e.example.org/1", features })),
    ).resolves.toBe(false);
    expect(sdk.loaded).toBe(false);
  });

  it("starts with the spec's settings, through our own server, when a DSN is set", async () => {
    await expect(startErrorReporting(config({ sentryDsn: "https://k@e.example.org/1" }))).resolves.toBe(true);
    expect(sdk.loaded).toBe(true);
    expect(sdk.init).toHaveBeenCalledWith(
      expect.objectContaining({
        dsn: "https://k@e.example.org/1",
        tunnel: "/api/error-reports",
        environment: "production",
        tracesSampleRate: 0.1,
        maxBreadcrumbs: 100,
        sendDefaultPii: false,
      }),
    );
  });
});

describe("browserReportingOptions", () => {
  it("scrubs events before they are sent", () => {
    const options = browserReportingOptions(getConfig(), "https://k@e.example.org/1");
    const sent = options.beforeSend({ message: "from amina@example.org", user: { id: "1" } });
    expect(sent).toEqual({ message: "from [email]" });
  });
});

describe("silenceKnownNoise", () => {
  it("silences rejections for blocked requests and failed fetches, and nothing else", () => {
    const target = new EventTarget() as Window;
    silenceKnownNoise(target);
    const rejection = (reason: unknown) => {
      const event = new Event("unhandledrejection", { cancelable: true }) as PromiseRejectionEvent;
      Object.defineProperty(event, "reason", { value: reason });
      target.dispatchEvent(event);
      return event.defaultPrevented;
    };
    expect(rejection(new TypeError("Failed to fetch"))).toBe(true);
    expect(rejection("net::ERR_BLOCKED_BY_CLIENT")).toBe(true);
    expect(rejection(new Error("Something else"))).toBe(false);
  });
});
