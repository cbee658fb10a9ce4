import { describe, expect, it } from "vitest";
import { ApiError } from "@web/lib/http";
import { checkReminder, reminderErrorsFromFailure } from "./reminder-errors";

describe("reminder form errors", () => {
  it("accepts a complete reminder", () => {
    expect(checkReminder({ kind: "medication", label: "Morning", time_of_day: "07:30" })).toEqual({});
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
    const limit = new ApiError(409, "too_many_reminders", "At most 10");
    expect(reminderErrorsFromFailure(limit)).toEqual({ fields: {}, form: "errors.tooMany" });
    expect(reminderErrorsFromFailure(new TypeError("Failed to fetch"))).toEqual({
      fields: {},
      form: "errors.failed",
    });
  });
});
