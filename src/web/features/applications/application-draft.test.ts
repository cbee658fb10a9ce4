import { describe, expect, it } from "vitest";
import { z } from "zod";
import { serviceApplicationInputSchema } from "@shared/api/applications";
import { emptyDraft, isServiceType, toRequest, type ApplicationDraft } from "./application-draft";

/** What the form checks (lib/schema-form runs this schema on toRequest's answer): each field's first code. */
function codesOf(draft: ApplicationDraft): Record<string, string | undefined> {
  const result = serviceApplicationInputSchema.safeParse(toRequest(draft));
  if (result.success) return {};
  const { fieldErrors } = z.flattenError(result.error);
  return Object.fromEntries(Object.entries(fieldErrors).map(([field, codes]) => [field, codes?.[0]]));
}

const complete: ApplicationDraft = {
  ...emptyDraft({ service_type: "prep", full_name: "Amina", region: "masaka" }),
  delivery_preference: "clinic",
  consent_data: true,
};

describe("application draft", () => {
  it("starts from the account's name, e-mail and region, nothing ticked", () => {
    const draft = emptyDraft({ full_name: "Amina", email: "a@example.com", region: "mbarara" });
    expect(draft).toMatchObject({
      service_type: null,
      full_name: "Amina",
      email: "a@example.com",
      region: "mbarara",
    });
    expect(draft.consent_data).toBe(false);
    expect(draft.requirements).toEqual({});
  });

  it("accepts a complete draft", () => {
    expect(codesOf(complete)).toEqual({});
  });

  it("names every missing choice as required", () => {
    const errors = codesOf(emptyDraft({}));
    expect(errors).toMatchObject({
      service_type: "required",
      full_name: "required",
      region: "required",
      delivery_preference: "required",
      consent_data: "consent_required",
    });
  });

  it("asks for delivery consent for medicine delivery only", () => {
    expect(codesOf({ ...complete, service_type: "art" })).toEqual({
      consent_delivery: "consent_required",
    });
    expect(codesOf({ ...complete, service_type: "art", consent_delivery: true })).toEqual({});
  });

  it("refuses a phone number that is not Ugandan and an e-mail without an @", () => {
    expect(codesOf({ ...complete, phone: "12345", email: "nobody" })).toEqual({
      phone: "invalid_phone",
      email: "invalid_email",
    });
  });

  it("sends only the chosen service's confirmations, unticked ones as false", () => {
    const request = toRequest({
      ...complete,
      requirements: { risk_assessment: true, valid_prescription: true },
    });
    expect(request.requirements).toEqual({
      hiv_negative_status: false,
      risk_assessment: true,
      regular_testing_commitment: false,
      benefits_understood: false,
    });
  });

  it("knows the four services and nothing else", () => {
    expect(["art", "prep", "testing", "peer_support"].every(isServiceType)).toBe(true);
    expect(isServiceType("hiv")).toBe(false);
    expect(isServiceType(null)).toBe(false);
  });
});
