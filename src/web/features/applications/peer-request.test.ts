import { describe, expect, it } from "vitest";
import { serviceApplicationInputSchema } from "@shared/api/applications";
import { EMPTY_PEER_REQUEST, toApplication } from "./peer-request";

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
  });
});
