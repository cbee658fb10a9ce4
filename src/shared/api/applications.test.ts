import { describe, it, expect } from "vitest";
import { SERVICE_REQUIREMENTS, serviceApplicationInputSchema } from "./applications";

const artApplication = {
  service_type: "art",
  full_name: " Amina Nakato ",
  phone: "+256 772 123 456",
  region: "masaka",
  delivery_preference: "home",
  discreet_notes: "Plain package, call before coming",
  medical_history: "",
  consent_data: true,
  consent_delivery: true,
  requirements: { valid_prescription: true, active_phone_number: true },
};

function issues(input: unknown) {
  const result = serviceApplicationInputSchema.safeParse(input);
  return result.success
    ? []
    : result.error.issues.map((issue) => ({ path: issue.path, message: issue.message }));
}

describe("serviceApplicationInputSchema", () => {
  it("normalises an ART application and lists every ART requirement", () => {
    expect(serviceApplicationInputSchema.parse(artApplication)).toEqual({
      service_type: "art",
      full_name: "Amina Nakato",
      email: null,
      phone: "+256772123456",
      region: "masaka",
      delivery_preference: "home",
      discreet_notes: "Plain package, call before coming",
      medical_history: null,
      consent_data: true,
      consent_delivery: true,
      requirements: {
        valid_prescription: true,
        health_assessment_completed: false,
        active_phone_number: true,
      },
    });
  });

  it("keeps only the chosen service's requirements", () => {
    const parsed = serviceApplicationInputSchema.parse({
      ...artApplication,
      service_type: "prep",
      consent_delivery: false,
      requirements: { hiv_negative_status: true, valid_prescription: true },
    });
    expect(Object.keys(parsed.requirements)).toEqual([...SERVICE_REQUIREMENTS.prep]);
    expect(parsed.requirements).toMatchObject({ hiv_negative_status: true, risk_assessment: false });
  });

  it("needs no requirements for peer support", () => {
    const parsed = serviceApplicationInputSchema.parse({
      ...artApplication,
      service_type: "peer_support",
      consent_delivery: false,
      requirements: undefined,
    });
    expect(parsed.requirements).toEqual({});
  });

  it("requires consent to data use, and consent to delivery for ART", () => {
    expect(issues({ ...artApplication, consent_data: false })).toContainEqual({
      path: ["consent_data"],
      message: "consent_required",
    });
    expect(issues({ ...artApplication, consent_delivery: false })).toEqual([
      { path: ["consent_delivery"], message: "consent_required" },
    ]);
    expect(issues({ ...artApplication, service_type: "testing", consent_delivery: false })).toEqual([]);
  });

  it.each([
    ["an unknown service", { service_type: "vaccine" }, ["service_type"], "invalid_choice"],
    ["a missing service", { service_type: undefined }, ["service_type"], "required"],
    ["an unknown region", { region: "gulu" }, ["region"], "invalid_choice"],
    ["an unknown delivery", { delivery_preference: "drone" }, ["delivery_preference"], "invalid_choice"],
    ["a blank name", { full_name: "  " }, ["full_name"], "required"],
    ["a bad e-mail", { email: "amina@" }, ["email"], "invalid_email"],
    ["a landline", { phone: "0414 123456" }, ["phone"], "invalid_phone"],
    ["501 characters of notes", { discreet_notes: "x".repeat(501) }, ["discreet_notes"], "too_long"],
    ["5001 characters of history", { medical_history: "x".repeat(5001) }, ["medical_history"], "too_long"],
    ["an unknown requirement", { requirements: { unknown_thing: true } }, ["requirements"], undefined],
  ])("refuses %s", (_label, change, path, message) => {
    const found = issues({ ...artApplication, ...change });
    expect(found.map((issue) => issue.path)).toContainEqual(path);
    if (message) expect(found).toContainEqual({ path, message });
  });
});
