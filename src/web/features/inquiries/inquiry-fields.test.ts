import { describe, expect, it } from "vitest";
import {
  inquiryErrorsFromCodes,
  inquirySubject,
  toContactMessage,
  validateInquiry,
  type InquiryValues,
} from "./inquiry-fields";

const valid: InquiryValues = {
  kind: "ngo",
  name: "Ruth",
  organisation: "Masaka Youth Alliance",
  email: "ruth@example.org",
  phone: "",
  message: "We run outreach for young women and would like to refer clients.",
};

describe("inquiry fields", () => {
  it("puts the kind and organisation in the subject, within its limit", () => {
    expect(toContactMessage(valid, "NGO or civil society").subject).toBe(
      "NGO or civil society: Masaka Youth Alliance",
    );
    expect(inquirySubject("Kind", "x".repeat(400))).toHaveLength(200);
  });

  it("accepts a complete inquiry", () => {
    expect(validateInquiry(valid, "NGO")).toBeNull();
  });

  it("names each field to fix with the shared schema's codes", () => {
    expect(
      validateInquiry({ ...valid, organisation: " ", email: "not-an-email", message: "" }, "NGO"),
    ).toEqual({ organisation: "required", email: "invalid_email", message: "required" });
  });

  it("needs an e-mail address or a phone number to reply to", () => {
    expect(validateInquiry({ ...valid, email: "", phone: "" }, "NGO")).toEqual({
      email: "email_or_phone_required",
    });
    expect(validateInquiry({ ...valid, email: "", phone: "0772 123 456" }, "NGO")).toBeNull();
  });

  it("shows the server's subject error on the organisation field", () => {
    expect(
      inquiryErrorsFromCodes({ subject: "too_long", message: "required", source: "invalid_choice" }),
    ).toEqual({
      organisation: "too_long",
      message: "required",
    });
  });
});
