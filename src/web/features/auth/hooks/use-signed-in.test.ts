import { describe, expect, it } from "vitest";
import { landingAfterSignIn } from "./use-signed-in";

describe("landingAfterSignIn", () => {
  it("takes an admin who signed in on the portal (or any public page) to the workspace", () => {
    expect(landingAfterSignIn("admin", "/portal")).toBe("/admin-dashboard");
    expect(landingAfterSignIn("admin", "/premium-portal")).toBe("/admin-dashboard");
  });

  it("leaves an admin on the admin page or portal page they signed in on", () => {
    expect(landingAfterSignIn("admin", "/admin-status")).toBeNull();
    expect(landingAfterSignIn("admin", "/admin-dashboard/audit")).toBeNull();
    expect(landingAfterSignIn("admin", "/portal/settings")).toBeNull();
  });

  it("leaves a client where they are", () => {
    expect(landingAfterSignIn("user", "/portal")).toBeNull();
    expect(landingAfterSignIn(null, "/portal")).toBeNull();
  });
});
