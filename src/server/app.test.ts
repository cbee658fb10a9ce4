import { describe, expect, it } from "vitest";
import { createHarness, useHarness } from "./test/harness";
import { userProfiles } from "./db/schema";
import { eq, sql } from "drizzle-orm";

const h = useHarness();

describe("GET /api/health", () => {
  it("reports the database and the version", async () => {
    const response = await h.request("/api/health");
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: "ok", db: "ok", version: "1.0.0" });
  });
});

describe("GET /api/me", () => {
  it("refuses an anonymous visitor with 401 and the error shape", async () => {
    const response = await h.request("/api/me");
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ error: { code: "unauthorized", message: expect.any(String) } });
  });

  it("returns the signed-in user with the default role", async () => {
    const user = await h.createUser({ name: "Amina" });
    const response = await h.request("/api/me", { as: user });
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body.user).toMatchObject({ id: user.id, name: "Amina", email: user.email });
    expect(body.role).toBe("user");
    expect(body.profile.discreetNotifications).toBe(true);
  });

  it("reports admin for an admin profile", async () => {
    const admin = await h.createUser({ role: "admin", region: "masaka" });
    const body = await (await h.request("/api/me", { as: admin })).json();
    expect(body.role).toBe("admin");
    expect(body.profile.region).toBe("masaka");
  });

  it("falls back to user when the profile row is missing", async () => {
    const user = await h.createUser();
    await h.deps.db.delete(userProfiles).where(eq(userProfiles.userId, user.id));
    const body = await (await h.request("/api/me", { as: user })).json();
    expect(body.role).toBe("user");
  });

  it("fails the request when the role cannot be read, rather than taking an admin for a client", async () => {
    const admin = await h.createUser({ role: "admin", region: "masaka" });
    await h.deps.db.execute(sql`alter table user_profiles rename to user_profiles_away`);
    try {
      const response = await h.request("/api/admin/status", { as: admin });
      expect(response.status).toBe(500);
    } finally {
      await h.deps.db.execute(sql`alter table user_profiles_away rename to user_profiles`);
    }
  });
});

describe("origin check", () => {
  it("refuses a state-changing request from another site", async () => {
    const response = await h.request("/api/auth/sign-up/email", {
      method: "POST",
      headers: { origin: "https://evil.example" },
      json: { name: "x", email: "x@example.com", password: "long enough password" },
    });
    expect(response.status).toBe(403);
  });

  const contact = {
    name: "Origin test",
    email: "origin.test@example.com",
    subject: "A question",
    message: "When is the clinic open?",
  };

  it("refuses a write that says neither Origin nor Sec-Fetch-Site (not a browser on our page)", async () => {
    const response = await h.app.request("/api/contact", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(contact),
    });
    expect(response.status).toBe(403);
    expect((await response.json()).error.code).toBe("origin_required");
  });

  it("accepts a write from our page that says so by Sec-Fetch-Site only", async () => {
    const response = await h.request("/api/contact", {
      method: "POST",
      headers: { "sec-fetch-site": "same-origin" },
      json: contact,
    });
    expect(response.status).toBe(201);
  });
});

describe("unknown API paths", () => {
  it("answer 404 in the error shape", async () => {
    const response = await h.request("/api/nothing-here");
    expect(response.status).toBe(404);
    expect((await response.json()).error.code).toBe("not_found");
  });
});

describe("content security policy", () => {
  const imageSources = (response: Response) =>
    /img-src ([^;]*)/.exec(response.headers.get("content-security-policy") ?? "")?.[1] ?? "";

  it("allows images from this site only by default", async () => {
    const response = await h.request("/api/health");
    expect(imageSources(response).trim().split(/\s+/)).toEqual(["'self'", "data:", "blob:"]);
  });

  it("adds the image hosts when the operator configured an image search", async () => {
    const configured = await createHarness({
      IMAGE_SEARCH_URL: "https://search.example.org/images",
      IMAGE_SEARCH_KEY: "key",
      IMAGE_SEARCH_ALLOWED_HOSTS: "images.example.org",
    });
    try {
      expect(imageSources(await configured.request("/api/health"))).toContain("https://images.example.org");
    } finally {
      await configured.close();
    }
  });
});
