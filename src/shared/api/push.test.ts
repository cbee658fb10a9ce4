import { describe, expect, it } from "vitest";
import { isAcceptedPushEndpoint, pushSubscriptionInputSchema } from "./push";

describe("isAcceptedPushEndpoint", () => {
  const production = { allowLocalHttp: false };
  const development = { allowLocalHttp: true };

  it("accepts the browsers' push services over https, everywhere", () => {
    for (const endpoint of [
      "https://fcm.googleapis.com/fcm/send/abc",
      "https://updates.push.services.mozilla.com/wpush/v2/x",
      "https://web.push.apple.com/QGuQyavXutnMH",
      "https://wns2-by3p.notify.windows.com/w/?token=x",
    ]) {
      expect(isAcceptedPushEndpoint(endpoint, production)).toBe(true);
    }
  });

  it("refuses any other https host: the server would call it (issue 18)", () => {
    for (const endpoint of [
      "https://push.example.net/x",
      "https://fcm.googleapis.com.evil.example/x",
      "https://notify.windows.com.example.org/x",
      "https://169.254.169.254/latest/meta-data",
    ]) {
      expect(isAcceptedPushEndpoint(endpoint, production)).toBe(false);
      expect(isAcceptedPushEndpoint(endpoint, development)).toBe(false);
    }
  });

  it("accepts a push service on this machine over http only outside production", () => {
    for (const endpoint of [
      "http://127.0.0.1:4000/push",
      "http://localhost:4000/push",
      "http://[::1]:4000/push",
    ]) {
      expect(isAcceptedPushEndpoint(endpoint, development)).toBe(true);
      expect(isAcceptedPushEndpoint(endpoint, production)).toBe(false);
    }
  });

  it("refuses other http hosts, other schemes, credentials and non-URLs", () => {
    for (const options of [production, development]) {
      expect(isAcceptedPushEndpoint("http://push.example.net/x", options)).toBe(false);
      expect(isAcceptedPushEndpoint("http://10.0.0.5/x", options)).toBe(false);
      expect(isAcceptedPushEndpoint("ftp://push.example.net/x", options)).toBe(false);
      expect(isAcceptedPushEndpoint("javascript:alert(1)", options)).toBe(false);
      expect(isAcceptedPushEndpoint("https://user:secret@push.example.net/x", options)).toBe(false);
      expect(isAcceptedPushEndpoint("not a url", options)).toBe(false);
    }
  });
});

describe("pushSubscriptionInputSchema", () => {
  const schema = pushSubscriptionInputSchema({ allowLocalHttp: false });
  const keys = { p256dh: `B${"A".repeat(86)}`, auth: "A".repeat(22) };

  it("accepts what PushSubscription.toJSON() gives, padded or not", () => {
    expect(
      schema.safeParse({ endpoint: "https://fcm.googleapis.com/fcm/send/1", expirationTime: null, keys })
        .success,
    ).toBe(true);
    expect(
      schema.safeParse({
        endpoint: "https://fcm.googleapis.com/fcm/send/1",
        keys: { p256dh: `${keys.p256dh}=`, auth: `${keys.auth}==` },
      }).success,
    ).toBe(true);
  });

  it("names the field that is wrong", () => {
    const result = schema.safeParse({
      endpoint: "https://fcm.googleapis.com/fcm/send/1",
      keys: { ...keys, auth: "short" },
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual(["keys", "auth"]);
    expect(result.error?.issues[0]?.message).toBe("invalid_key");
  });
});
