import { describe, it, expect } from "vitest";
import { testimonialInputSchema, testimonialListResponseSchema, testimonialSchema } from "./testimonials";

function firstError(input: unknown): { path: PropertyKey[]; message: string } | undefined {
  const result = testimonialInputSchema.safeParse(input);
  return result.success ? undefined : result.error.issues[0];
}

describe("testimonialInputSchema", () => {
  it("trims, defaults the rating to 5 and stores an empty role as null", () => {
    expect(testimonialInputSchema.parse({ name: "  Amina ", content: " Great care ", role: "  " })).toEqual({
      name: "Amina",
      role: null,
      content: "Great care",
      rating: 5,
    });
    expect(
      testimonialInputSchema.parse({ name: "Amina", content: "Good", role: " Client ", rating: 3 }),
    ).toEqual({
      name: "Amina",
      role: "Client",
      content: "Good",
      rating: 3,
    });
  });

  it("requires a name and content that are not blank", () => {
    expect(firstError({ name: "   ", content: "Good" })).toMatchObject({
      path: ["name"],
      message: "required",
    });
    expect(firstError({ name: "Amina" })).toMatchObject({ path: ["content"], message: "required" });
    expect(firstError({ name: "Amina", content: "\n" })).toMatchObject({
      path: ["content"],
      message: "required",
    });
  });

  it("accepts content past the 500 counter but refuses more than 5000 characters", () => {
    expect(testimonialInputSchema.safeParse({ name: "A", content: "x".repeat(501) }).success).toBe(true);
    expect(testimonialInputSchema.safeParse({ name: "A", content: "x".repeat(5000) }).success).toBe(true);
    expect(firstError({ name: "A", content: "x".repeat(5001) })).toMatchObject({
      path: ["content"],
      message: "too_long",
    });
  });

  it.each([0, 6, 4.5, "5"])("refuses the rating %s", (rating) => {
    expect(firstError({ name: "A", content: "B", rating })).toMatchObject({
      path: ["rating"],
      message: "invalid_rating",
    });
  });
});

describe("public testimonial shape", () => {
  it("has id, name, role, content, rating and created_at only", () => {
    const testimonial = {
      id: "t1",
      name: "Amina",
      role: null,
      content: "Great care",
      rating: 5,
      created_at: "2025-03-10T09:00:00.000Z",
      user_id: "must-not-leak",
    };
    expect(testimonialSchema.parse(testimonial)).not.toHaveProperty("user_id");
  });

  it("lists at most 6", () => {
    const one = {
      id: "t",
      name: "A",
      role: null,
      content: "B",
      rating: 4,
      created_at: "2025-03-10T09:00:00Z",
    };
    expect(testimonialListResponseSchema.safeParse({ testimonials: Array(6).fill(one) }).success).toBe(true);
    expect(testimonialListResponseSchema.safeParse({ testimonials: Array(7).fill(one) }).success).toBe(false);
  });
});
