/**
 * Africa's Talking's callbacks as its servers post them (form fields, the operator's key in
 * the URL, no Origin and no Sec-Fetch-Site): a text message in, and a USSD step. Shared by
 * the tests of SMS, USSD and check-ins.
 */
import { expect } from "vitest";
import { TEST_SMS_CALLBACK_KEY, type Harness } from "./harness";

const FROM_A_SERVER = {
  "content-type": "application/x-www-form-urlencoded",
  origin: "",
  "sec-fetch-site": "",
};

/** The provider's ids are unique: a second helper on one harness must not repeat the first's. */
let sequence = 0;

export function providerCallbacks(h: Harness) {
  /** The callback for an incoming message. */
  function incoming(
    from: string,
    text: string,
    { id = `ATXid_in_${++sequence}`, key = TEST_SMS_CALLBACK_KEY } = {},
  ) {
    const form = new URLSearchParams({
      from,
      to: "8080",
      text,
      id,
      date: new Date().toISOString(),
      linkId: `link-${sequence}`,
      networkCode: "64110",
    });
    return h.request(`/api/sms/inbound?key=${encodeURIComponent(key)}`, {
      method: "POST",
      body: form.toString(),
      headers: FROM_A_SERVER,
    });
  }

  /** An incoming message, accepted: what the service made of it. */
  async function receive(from: string, text: string, options?: Parameters<typeof incoming>[2]) {
    const response = await incoming(from, text, options);
    expect(response.status).toBe(200);
    return ((await response.json()) as { outcome: string }).outcome;
  }

  /** A USSD step: `text` is the whole path typed so far ("", "3", "3*1"). */
  function ussd(sessionId: string, phone: string, text: string, key = TEST_SMS_CALLBACK_KEY) {
    return h.request(`/api/ussd?key=${encodeURIComponent(key)}`, {
      method: "POST",
      body: new URLSearchParams({
        sessionId,
        serviceCode: "*284*77#",
        phoneNumber: phone,
        text,
        networkCode: "64110",
      }).toString(),
      headers: FROM_A_SERVER,
    });
  }

  /** A USSD step answered: the screen, "CON …" or "END …". */
  async function screen(sessionId: string, phone: string, text: string): Promise<string> {
    const response = await ussd(sessionId, phone, text);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^text\/plain/);
    return response.text();
  }

  return { incoming, receive, ussd, screen };
}
