import { beforeAll, describe, expect, it, vi } from "vitest";
import { act, screen } from "@testing-library/react";
import { fakeServer, meAnswer, renderWithApp, useEnglishStrings } from "@web/test/render-app";
import { SAMPLE_TESTIMONIAL as story } from "@web/test/expected-content";
import { TestimonialsSection } from "./testimonials-section";

beforeAll(useEnglishStrings);

describe("TestimonialsSection", () => {
  it("shows the empty state and invites a visitor to sign in to share", async () => {
    const server = fakeServer();
    server.on("GET", "/api/testimonials", () => ({ json: { testimonials: [] } }));
    server.on("GET", "/api/me", () => ({
      status: 401,
      json: { error: { code: "unauthorized", message: "" } },
    }));
    renderWithApp(<TestimonialsSection shareAction={<button type="button">Share Your Experience</button>} />);

    expect(await screen.findByText(/No stories have been shared yet\./)).toBeInTheDocument();
    const link = await screen.findByRole("link", { name: "Sign in to share your testimonial" });
    expect(link).toHaveAttribute("href", "/portal");
    expect(screen.queryByRole("button", { name: "Share Your Experience" })).not.toBeInTheDocument();
  });

  it("lists approved testimonials with their rating, and gives a signed-in user the share slot", async () => {
    const server = fakeServer();
    server.on("GET", "/api/testimonials", () => ({ json: { testimonials: [story] } }));
    server.on("GET", "/api/me", () => ({ json: meAnswer() }));
    renderWithApp(<TestimonialsSection shareAction={<button type="button">Share Your Experience</button>} />);

    expect(await screen.findByText(story.content)).toBeInTheDocument();
    expect(screen.getByText("Achieng")).toBeInTheDocument();
    expect(screen.getByText("Client in Masaka")).toBeInTheDocument();
    expect(screen.getByText("4 out of 5 stars")).toBeInTheDocument();
    expect(await screen.findByRole("button", { name: "Share Your Experience" })).toBeInTheDocument();
    expect(screen.queryByText("Sign in to share your testimonial")).not.toBeInTheDocument();
  });

  it("treats a failed load like an empty list", async () => {
    const server = fakeServer();
    server.on("GET", "/api/testimonials", () => ({
      status: 503,
      json: { error: { code: "down", message: "" } },
    }));
    renderWithApp(<TestimonialsSection />);
    expect(await screen.findByText(/No stories have been shared yet\./)).toBeInTheDocument();
  });

  it("asks for them only once the section comes near the screen", async () => {
    const server = fakeServer();
    server.on("GET", "/api/testimonials", () => ({ json: { testimonials: [story] } }));
    let comeNear: (() => void) | null = null;
    vi.stubGlobal(
      "IntersectionObserver",
      class {
        constructor(private readonly seen: IntersectionObserverCallback) {}
        observe() {
          comeNear = () => this.seen([{ isIntersecting: true } as IntersectionObserverEntry], this as never);
        }
        disconnect() {}
      },
    );
    renderWithApp(<TestimonialsSection />);
    await screen.findByRole("link", { name: "Sign in to share your testimonial" });
    expect(server.calls.filter((call) => call.path === "/api/testimonials")).toEqual([]);

    await vi.waitFor(() => expect(comeNear).not.toBeNull());
    act(() => comeNear!());
    expect(await screen.findByText(story.content)).toBeInTheDocument();
  });
});
