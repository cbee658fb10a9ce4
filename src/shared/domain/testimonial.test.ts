import { describe, it, expect } from "vitest";
import {
  canSubmitTestimonial,
  formatTestimonialCounter,
  isValidRating,
  normaliseTestimonialRole,
  testimonialCounter,
} from "./testimonial";

describe("testimonial rules", () => {
  it("counts characters out of 500 without stopping at 500", () => {
    expect(formatTestimonialCounter(testimonialCounter(""))).toBe("0/500");
    expect(formatTestimonialCounter(testimonialCounter("Asante sana"))).toBe("11/500");
    const long = testimonialCounter("a".repeat(501));
    expect(long).toEqual({ used: 501, max: 500, overCounter: true, overCap: false });
    expect(testimonialCounter("a".repeat(5001)).overCap).toBe(true);
  });

  it("disables submit while submitting or when name or content is blank", () => {
    expect(canSubmitTestimonial({ name: "Amina", content: "Great care", submitting: false })).toBe(true);
    expect(canSubmitTestimonial({ name: "Amina", content: "Great care", submitting: true })).toBe(false);
    expect(canSubmitTestimonial({ name: "   ", content: "Great care", submitting: false })).toBe(false);
    expect(canSubmitTestimonial({ name: "Amina", content: "\n ", submitting: false })).toBe(false);
  });

  it("stores an empty role as null", () => {
    expect(normaliseTestimonialRole("  ")).toBeNull();
    expect(normaliseTestimonialRole(undefined)).toBeNull();
    expect(normaliseTestimonialRole(" Peer navigator ")).toBe("Peer navigator");
  });

  it("accepts whole ratings from 1 to 5", () => {
    expect([1, 2, 3, 4, 5].every(isValidRating)).toBe(true);
    expect([0, 6, 4.5, "5", null].some(isValidRating)).toBe(false);
  });
});
