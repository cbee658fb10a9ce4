import { describe, expect, it } from "vitest";
import { serviceApplicationInputSchema } from "@shared/api/applications";
import { EMPTY_PEER_REQUEST, peerErrorsFromCodes, toApplication, validatePeerRequest } from "./peer-request";

const filled = {
  ...EMPTY_PEER_REQUEST,
  full_name: "Sarah",
  region: "mbarara" as const,
  delivery_preference: "pickup_point" as const,
  phone: "0772 123 456",
  consent_data: true,
};

describe("peer navigator request", () => {
  it("becomes a peer_support application the server's schema accepts", () => {
    const application = serviceApplicationInputSchema.parse(toApplication(filled));
    expect(application).toMatchObject({
      service_type: "peer_support",
      full_name: "Sarah",
      region: "mbarara",
      delivery_preference: "pickup_point",
      phone: "+256772123456",
      consent_delivery: false,
      consent_data: true,
      requirements: {},
    });
    expect(validatePeerRequest(filled)).toBeNull();
  });

  it("asks for a name, a region and consent", () => {
    expect(validatePeerRequest(EMPTY_PEER_REQUEST)).toEqual({
      full_name: "required",
      region: "invalid_choice",
      consent_data: "consent_required",
    });
  });

  it("refuses a phone number that is not Ugandan, and notes that are too long", () => {
    expect(validatePeerRequest({ ...filled, phone: "12", discreet_notes: "x".repeat(501) })).toEqual({
      phone: "invalid_phone",
      discreet_notes: "too_long",
    });
  });

  it("keeps only this form's fields from a server answer", () => {
    expect(peerErrorsFromCodes({ region: "invalid_choice", medical_history: "too_long" })).toEqual({
      region: "invalid_choice",
    });
  });
});
