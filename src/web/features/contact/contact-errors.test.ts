import { describe, expect, it } from "vitest";
import { contactErrorsFromCodes, validateContact } from "./contact-errors";

const valid = { name: "", email: "", phone: "0772 123 456", subject: "", message: "Hello" };

describe("validateContact", () => {
  it("accepts a message with a way to reply", () => {
    expect(validateContact(valid)).toBeNull();
    expect(validateContact({ ...valid, phone: "", email: "me@example.com" })).toBeNull();
  });

  it("asks for the message, and for an e-mail or phone to reply to", () => {
    expect(validateContact({ ...valid, phone: "", message: "   " })).toEqual({
      email: { key: "form.errors.needContact" },
      message: { key: "form.errors.message.required", max: 5000 },
    });
  });

  it("names a malformed e-mail and phone number on their own fields", () => {
    expect(validateContact({ ...valid, email: "not-an-address", phone: "12345" })).toEqual({
      email: { key: "form.errors.email.invalidEmail", max: 254 },
      phone: { key: "form.errors.phone.invalidPhone", max: 32 },
    });
  });

  it("says how long a field may be", () => {
    expect(validateContact({ ...valid, subject: "x".repeat(201) })).toEqual({
      subject: { key: "form.errors.subject.tooLong", max: 200 },
    });
  });
});

describe("contactErrorsFromCodes", () => {
  it("maps the server's field codes and ignores fields the form does not have", () => {
    expect(
      contactErrorsFromCodes({ message: "too_long", region: "invalid_choice", body: "required" }),
    ).toEqual({
      message: { key: "form.errors.message.tooLong", max: 5000 },
    });
  });
});
