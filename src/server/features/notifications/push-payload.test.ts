import { describe, expect, it } from "vitest";
import { pushPayloadSchema } from "@shared/api/push";
import { buildPushPayload, discreetTitle, type PushMessage } from "./push-payload";
import { neutralReplyPayload } from "../../test/push-service";

const message: PushMessage = {
  id: "n1",
  type: "reply",
  url: "/portal",
  preview: { title: "Reply to your message", body: "See you on Monday" },
};

describe("buildPushPayload", () => {
  it("is discreet without a preview: the product name and the neutral line (spec section 3 fields)", () => {
    const payload = buildPushPayload({ siteName: "Kwetu", language: "en", showPreview: false, message });
    expect(pushPayloadSchema.parse(payload)).toEqual(neutralReplyPayload("Kwetu"));
  });

  it("shows the notification's words with a preview, one line per notification", () => {
    const payload = buildPushPayload({ siteName: "Kwetu", language: "en", showPreview: true, message });
    expect(payload).toMatchObject({
      title: "Reply to your message",
      body: "See you on Monday",
      tag: "notification-n1",
    });
  });

  it("asks a per-language preview for the user's language", () => {
    const payload = buildPushPayload({
      siteName: "Kwetu",
      language: "sw-TZ",
      showPreview: true,
      message: {
        ...message,
        preview: (language) => ({ title: `title-${language}`, body: `body-${language}` }),
      },
    });
    expect(payload).toMatchObject({
      title: "title-sw",
      body: "body-sw",
      actions: [{ action: "open", title: "Fungua" }],
    });
  });

  it("falls back to the neutral text for a preview line that is empty or names a health matter", () => {
    const payload = buildPushPayload({
      siteName: "Kwetu",
      language: "en",
      showPreview: true,
      message: { ...message, preview: { title: " ", body: "Your ART is ready" } },
    });
    expect(payload).toMatchObject({ title: "Kwetu", body: "You have a new update" });
  });

  it.each([
    ["lg", "Eddagala lyo lya siriimu", "Olina ekipya"],
    ["sw", "Dawa yako iko tayari", "Una taarifa mpya"],
    ["en", "Your clinic visit on Monday", "You have a new update"],
  ])(
    "keeps a %s preview that names the condition, its medicine or its clinic off the lock screen",
    (language, body, neutral) => {
      const payload = buildPushPayload({
        siteName: "Kwetu",
        language,
        showPreview: true,
        message: { ...message, preview: { title: "Kwetu", body } },
      });
      expect(payload.body).toBe(neutral);
    },
  );
});

describe("discreetTitle", () => {
  it("is the product name without health words, or a neutral word when nothing is left", () => {
    expect(discreetTitle("HIVCare")).toBe("Care");
    expect(discreetTitle("Afya Yetu")).toBe("Yetu");
    expect(discreetTitle("Kwetu")).toBe("Kwetu");
    expect(discreetTitle("HIV")).toBe("Updates");
  });
});
