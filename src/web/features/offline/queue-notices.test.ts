import { beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { useEnglishStrings } from "@web/test/render-app";
import { notify } from "@web/lib/toast";
import { announceQueueEvent } from "./queue-notices";

vi.mock("@web/lib/toast", () => ({ notify: { info: vi.fn(), success: vi.fn(), error: vi.fn() } }));

beforeAll(useEnglishStrings);
beforeEach(() => vi.clearAllMocks());

describe("announceQueueEvent", () => {
  it("tells the person a request written offline will be sent later", async () => {
    await announceQueueEvent({ type: "queued", kind: "contact" });
    expect(notify.info).toHaveBeenCalledWith("You're offline: we'll send this when you're back online.", {
      description: "It is kept on this device until then.",
    });
  });

  it("confirms each kind when it is sent", async () => {
    await announceQueueEvent({ type: "sent", kind: "contact" });
    await announceQueueEvent({ type: "sent", kind: "application" });
    await announceQueueEvent({ type: "sent", kind: "testimonial" });
    expect(vi.mocked(notify.success).mock.calls.map(([title]) => title)).toEqual([
      "Your message has been sent.",
      "Your request has been sent.",
      "Your testimonial has been sent for review.",
    ]);
  });

  it("says what to do when the server refused it", async () => {
    await announceQueueEvent({ type: "failed", kind: "application", status: 400 });
    await announceQueueEvent({ type: "failed", kind: "testimonial", status: 401 });
    expect(vi.mocked(notify.error).mock.calls).toEqual([
      [
        "Something written offline could not be sent",
        { description: "Your request was not accepted. Please fill it in again." },
      ],
      ["Something written offline could not be sent", { description: "Please sign in and send it again." }],
    ]);
  });
});
