import { describe, expect, it } from "vitest";
import { z } from "zod";
import {
  inquirySchema,
  inquirySubject,
  toContactMessage,
  toInquiryInput,
  type InquiryValues,
} from "./inquiry-fields";

/** What the form's check (lib/schema-form with inquirySchema) finds: each field's first code, or null. */
function validateInquiry(values: InquiryValues, kindLabel: string) {
  const result = inquirySchema.safeParse(toInquiryInput(values, kindLabel));
  if (result.success) return null;
  const { fieldErrors } = z.flattenError(result.error);
  return Object.fromEntries(Object.entries(fieldErrors).map(([field, codes]) => [field, codes?.[0]]));
}

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
});
