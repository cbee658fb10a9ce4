import { beforeAll, describe, expect, it, vi } from "vitest";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { fakeServer, meAnswer, renderWithApp, useEnglishStrings } from "@web/test/render-app";
import { notify } from "@web/lib/toast";
import { CareSharingSection } from "./care-sharing-section";

vi.mock("@web/lib/toast", () => ({ notify: { success: vi.fn(), error: vi.fn() } }));

beforeAll(useEnglishStrings);

function signedIn(shareCareWithTeam: boolean, answer: { status?: number } = {}) {
  const server = fakeServer();
  const me = meAnswer("user", "Amina");
  server.on("GET", "/api/me", () => ({ json: { ...me, profile: { ...me.profile, shareCareWithTeam } } }));
  server.on("PUT", "/api/me/care-sharing", (body) =>
    answer.status ? { status: answer.status, json: { error: { code: "internal" } } } : { json: body },
  );
  return server;
}

const toggle = () => screen.findByRole("switch", { name: /Let my care team see my reminders/ });

describe("the care team setting", () => {
  it("shows the consent as stored, and turning it on stores it", async () => {
    const server = signedIn(false);
    renderWithApp(<CareSharingSection />);
    const control = await toggle();
    await waitFor(() => expect(control).toBeEnabled());
    expect(control).not.toBeChecked();
    await userEvent.setup().click(control);
    await waitFor(() => expect(control).toBeChecked());
    expect(server.calls.find((call) => call.path === "/api/me/care-sharing")).toMatchObject({
      method: "PUT",
      body: { shareCareWithTeam: true },
    });
    expect(notify.success).toHaveBeenCalled();
  });

  it("takes a consent back", async () => {
    const server = signedIn(true);
    renderWithApp(<CareSharingSection />);
    const control = await toggle();
    await waitFor(() => expect(control).toBeChecked());
    await userEvent.setup().click(control);
    await waitFor(() => expect(control).not.toBeChecked());
    expect(server.calls.find((call) => call.path === "/api/me/care-sharing")?.body).toEqual({
      shareCareWithTeam: false,
    });
  });

  it("says so when the choice cannot be saved, and shows what is stored", async () => {
    signedIn(false, { status: 500 });
    renderWithApp(<CareSharingSection />);
    const control = await toggle();
    await waitFor(() => expect(control).toBeEnabled());
    await userEvent.setup().click(control);
    await waitFor(() => expect(notify.error).toHaveBeenCalled());
    expect(control).not.toBeChecked();
  });
});
