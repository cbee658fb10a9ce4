import { describe, expect, it } from "vitest";
import { EMPTY_TESTIMONIAL, toTestimonialInput } from "./testimonial-draft";

describe("testimonial draft", () => {
  it("starts empty with a rating of 5", () => {
    expect(EMPTY_TESTIMONIAL).toEqual({ name: "", role: "", content: "", rating: 5 });
  });

  it("trims name and content and sends an empty role as null", () => {
    expect(toTestimonialInput({ name: "  Grace ", role: "   ", content: " Kind. ", rating: 4 })).toEqual({
      name: "Grace",
      role: null,
      content: "Kind.",
      rating: 4,
    });
  });

  it("keeps a role that has words in it", () => {
    expect(toTestimonialInput({ ...EMPTY_TESTIMONIAL, role: " Client, Masaka " }).role).toBe(
      "Client, Masaka",
    );
  });
});
