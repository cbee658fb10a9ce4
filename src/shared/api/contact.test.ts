import { describe, it, expect } from "vitest";
import { contactMessageInputSchema } from "./contact";

function issues(input: unknown) {
  const result = contactMessageInputSchema.safeParse(input);
  return result.success
    ? []
    : result.error.issues.map((issue) => ({ path: issue.path, message: issue.message }));
}

describe("contactMessageInputSchema", () => {
  it("accepts an anonymous message with only a phone number, normalised", () => {
    expect(contactMessageInputSchema.parse({ message: " Nahitaji msaada ", phone: "0772 123 456" })).toEqual({
      name: null,
      email: null,
      phone: "+256772123456",
      subject: null,
      message: "Nahitaji msaada",
      region: null,
    });
  });

  it("accepts a full message, with empty form fields as null", () => {
    expect(
      contactMessageInputSchema.parse({
        name: "Joseph",
        email: " Joseph@Example.org ",
        phone: "",
        subject: "",
        message: "When are you open?",
        region: "mbarara",
      }),
    ).toEqual({
      name: "Joseph",
      email: "joseph@example.org",
      phone: null,
      subject: null,
      message: "When are you open?",
      region: "mbarara",
    });
  });

  it("requires the message, at most 5000 characters", () => {
    expect(issues({ email: "a@b.ug", message: "   " })).toEqual([{ path: ["message"], message: "required" }]);
    expect(issues({ email: "a@b.ug" })).toEqual([{ path: ["message"], message: "required" }]);
    expect(issues({ email: "a@b.ug", message: "x".repeat(5001) })).toEqual([
      { path: ["message"], message: "too_long" },
    ]);
  });

  it("reports a bad e-mail or phone with a translatable key", () => {
    expect(issues({ email: "not-an-email", message: "Hi" })).toContainEqual({
      path: ["email"],
      message: "invalid_email",
    });
    expect(issues({ phone: "12345", message: "Hi" })).toContainEqual({
      path: ["phone"],
      message: "invalid_phone",
    });
  });

  it("needs an e-mail or a phone so a reply can reach the sender", () => {
    expect(issues({ name: "Anon", message: "Help me" })).toEqual([
      { path: ["email"], message: "email_or_phone_required" },
    ]);
  });

  it("refuses an unknown region", () => {
    expect(issues({ email: "a@b.ug", message: "Hi", region: "gulu" })).toEqual([
      { path: ["region"], message: "invalid_choice" },
    ]);
  });
});
