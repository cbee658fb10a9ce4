import { describe, expect, it, vi } from "vitest";
import { loadEnv } from "../env";

const sdk = vi.hoisted(() => ({ loaded: false, init: vi.fn(), captureException: vi.fn(), close: vi.fn() }));
vi.mock("@sentry/node", () => {
  sdk.loaded = true;
  return { init: sdk.init, captureException: sdk.captureException, close: sdk.close };
});

const { reportServerError, startServerErrorReporting } = await import("./error-reporting");

describe("server error reporting", () => {
  it("loads no SDK and reports nothing without a DSN, or with error tracking off", async () => {
    await expect(startServerErrorReporting(loadEnv({}))).resolves.toBe(false);
    await expect(
      startServerErrorReporting(
        loadEnv({ SENTRY_DSN: "https://k@errors.example.org/1", FEATURE_ERROR_TRACKING: "false" }),
      ),
    ).resolves.toBe(false);
    reportServerError(new Error("boom"));
    expect(sdk.loaded).toBe(false);
  });

  it("starts with the spec's settings and scrubbing when a DSN is set", async () => {
    await expect(
      startServerErrorReporting(loadEnv({ SENTRY_DSN: "https://k@errors.example.org/1" })),
    ).resolves.toBe(true);
    expect(sdk.init).toHaveBeenCalledWith(
      expect.objectContaining({
        dsn: "https://k@errors.example.org/1",
        environment: "production",
        tracesSampleRate: 0.1,
        maxBreadcrumbs: 100,
        sendDefaultPii: false,
      }),
    );
    const options = sdk.init.mock.calls[0]![0] as { beforeSend(event: object): object | null };
    expect(options.beforeSend({ message: "call 0772 123 456", user: { email: "a@b.cd" } })).toEqual({
      message: "call [phone]",
    });
    const error = new Error("boom");
    reportServerError(error);
    expect(sdk.captureException).toHaveBeenCalledWith(error);
  });
});
