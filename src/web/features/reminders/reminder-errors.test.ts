import { describe, expect, it } from "vitest";
import { ApiError } from "@web/lib/http";
import { checkReminder, reminderErrorsFromFailure } from "./reminder-errors";

describe("reminder form errors", () => {
  it("accepts a complete reminder", () => {
    expect(checkReminder({ kind: "medication", label: "Morning", time_of_day: "07:30" })).toEqual({});
  });

  it("asks for a wording when the text message is chosen", () => {
    const bySms = { kind: "medication", label: "Morning", time_of_day: "07:30", channel: "sms" } as const;
    expect(checkReminder(bySms)).toEqual({ sms_wording: "errors.required" });
    expect(checkReminder({ ...bySms, sms_wording: "tea" })).toEqual({});
  });

  it("names each field the browser's own check refuses", () => {
    expect(checkReminder({ kind: "medication", label: " ", time_of_day: "7.30" })).toEqual({
      label: "errors.required",
      time_of_day: "errors.invalidTime",
    });
    expect(checkReminder({ kind: "medication", label: "x".repeat(61), time_of_day: "07:30" })).toEqual({
      label: "errors.tooLong",
    });
  });

  it("reads the server's field errors and its limit", () => {
    const fieldError = new ApiError(400, "validation", "bad", "time_of_day", { time_of_day: "invalid_time" });
    expect(reminderErrorsFromFailure(fieldError)).toEqual({ fields: { time_of_day: "errors.invalidTime" } });
    const noPhone = new ApiError(400, "phone_required", "No number", "channel");
    expect(reminderErrorsFromFailure(noPhone)).toEqual({ fields: { channel: "errors.phoneRequired" } });
    const wording = new ApiError(400, "validation", "bad", "sms_wording", { sms_wording: "invalid_choice" });
    expect(reminderErrorsFromFailure(wording)).toEqual({ fields: { sms_wording: "errors.invalidChoice" } });
    const limit = new ApiError(409, "too_many_reminders", "At most 10");
    expect(reminderErrorsFromFailure(limit)).toEqual({ fields: {}, form: "errors.tooMany" });
    expect(reminderErrorsFromFailure(new TypeError("Failed to fetch"))).toEqual({
      fields: {},
      form: "errors.failed",
    });
  });
});
