import "@testing-library/jest-dom/vitest";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { DirectoryListResponse } from "@shared/api/directory";
import { initI18n } from "@web/lib/i18n";
import { fakeServer, meAnswer, renderWithApp, useEnglishStrings } from "@web/test/render-app";
import { stubResizeObserver } from "@web/test/browser-apis";
import { directoryEntry as entry } from "@web/test/directory-data";
import AdminDirectoryPage from "./admin-directory-page";

beforeAll(useEnglishStrings);
beforeAll(stubResizeObserver);

const MASAKA_ID = "00000000-0000-4000-8000-0000000000aa";

function directoryAs(lead: boolean): DirectoryListResponse {
  return {
    region: "masaka",
    lead,
    two_factor: true,
    can_create: lead,
    entries: [
      entry({
        id: "00000000-0000-4000-8000-000000000999",
        title: "Uganda Police emergency numbers (999 / 112)",
        region: null,
        category: "hotline",
        services: ["emergency", "violence_support"],
        phone: "999",
        cost: "free",
      }),
      entry({
        id: MASAKA_ID,
        title: "HIVCare Masaka",
        category: "organisation",
        services: ["art", "prep", "hiv_testing"],
        content: "HIVCare's own team in Masaka.",
        content_sw: "Timu ya HIVCare yenyewe Masaka.",
        content_lg: "Ttiimu ya HIVCare yennyini e Masaka.",
        placeholder: true,
        editable: lead,
      }),
      entry({
        id: "00000000-0000-4000-8000-000000000003",
        title: "Masaka Regional Referral Hospital",
        category: "hospital",
        services: ["art", "hiv_testing", "pep"],
        cost: "free",
        last_verified: "2026-01-15",
        editable: lead,
      }),
    ],
  };
}

function renderPage(lead: boolean) {
  const server = fakeServer();
  server.on("GET", "/api/me", () => ({ json: meAnswer("admin", "Ruth") }));
  server.on("GET", "/api/admin/resources", () => ({ json: directoryAs(lead) }));
  renderWithApp(<AdminDirectoryPage />, { route: "/admin-dashboard/directory" });
  return server;
}

describe("the directory page", () => {
  it("lists the entries by region, marks the placeholders, and offers a member no change", async () => {
    renderPage(false);
    expect(await screen.findByRole("heading", { level: 1, name: "Directory" })).toBeVisible();
    const national = await screen.findByRole("list", { name: "National" });
    expect(national).toHaveTextContent("Uganda Police emergency numbers (999 / 112)");
    expect(within(national).getByText("Emergency line", { selector: "span" })).toBeVisible();
    const masaka = screen.getByRole("list", { name: "Masaka" });
    const [own, hospital] = within(masaka).getAllByRole("article");
    expect(within(own!).getByText("Placeholder")).toBeVisible();
    expect(within(own!).getAllByText("To be filled in by the operator")).toHaveLength(3);
    expect(own).toHaveTextContent("ServicesART (HIV treatment), PrEP, HIV testing");
    expect(hospital).toHaveTextContent("Last verified15 Jan 2026");
    expect(hospital).toHaveTextContent("AddressNot known");
    expect(screen.getByRole("region", { name: "Kampala" })).toHaveTextContent("No entries yet.");
    expect(screen.getByText("1 entry still has details to be filled in by the operator.")).toBeVisible();
    expect(screen.getByTestId("directory-powers")).toHaveTextContent(
      "Only a lead admin changes the directory.",
    );
    expect(screen.queryByRole("button", { name: /Edit|Delete|Add an entry/ })).not.toBeInTheDocument();
  });

  it("lets a lead edit an entry's hours, sending only what changed", async () => {
    const server = renderPage(true);
    server.on("PATCH", `/api/admin/resources/${MASAKA_ID}`, () => ({
      json: { entry: entry({ id: MASAKA_ID, title: "HIVCare Masaka", opening_hours: "Mon-Fri 8:00-17:00" }) },
    }));
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: "Edit (HIVCare Masaka)" }));
    const dialog = screen.getByRole("dialog", { name: "Edit HIVCare Masaka" });
    await user.type(within(dialog).getByLabelText("Opening hours (optional)"), "Mon-Fri 8:00-17:00");
    await user.click(within(dialog).getByRole("button", { name: "Save" }));
    await vi.waitFor(() =>
      expect(server.calls.filter((call) => call.method === "PATCH")).toEqual([
        expect.objectContaining({
          path: `/api/admin/resources/${MASAKA_ID}`,
          body: { opening_hours: "Mon-Fri 8:00-17:00" },
        }),
      ]),
    );
    await vi.waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
  });

  it("shows an entry's Luganda description on the page in Luganda, and that Luganda readers see the English without one", async () => {
    await initI18n("lg");
    try {
      renderPage(false);
      const masaka = await screen.findByRole("list", { name: "Masaka" });
      const [own, hospital] = within(masaka).getAllByRole("article");
      const luganda = within(own!).getByText("Ttiimu ya HIVCare yennyini e Masaka.");
      expect(luganda).toHaveAttribute("lang", "lg");
      expect(luganda.parentElement).toHaveTextContent("Mu Luganda: Ttiimu ya HIVCare yennyini e Masaka.");
      expect(hospital).toHaveTextContent(
        "Tewali kinnyonnyola mu Luganda: abasoma mu Luganda balaba ekiri mu Lungereza.",
      );
    } finally {
      await initI18n("en");
    }
  });

  it("lets a lead write an entry's description in Luganda, after the Swahili one", async () => {
    const server = renderPage(true);
    server.on("PATCH", "/api/admin/resources/00000000-0000-4000-8000-000000000003", () => ({
      json: {
        entry: entry({ title: "Masaka Regional Referral Hospital", content_lg: "Eddwaliro lya gavumenti." }),
      },
    }));
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: "Edit (Masaka Regional Referral Hospital)" }));
    const dialog = screen.getByRole("dialog");
    const swahili = within(dialog).getByLabelText("Description in Swahili (optional)");
    const luganda = within(dialog).getByLabelText("Description in Luganda (optional)");
    expect(swahili.compareDocumentPosition(luganda) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(luganda).toHaveAttribute("lang", "lg");
    await user.type(luganda, "Eddwaliro lya gavumenti.");
    await user.click(within(dialog).getByRole("button", { name: "Save" }));
    await vi.waitFor(() =>
      expect(server.calls.filter((call) => call.method === "PATCH")).toEqual([
        expect.objectContaining({ body: { content_lg: "Eddwaliro lya gavumenti." } }),
      ]),
    );
  });

  it("refuses a bad phone number in the form, naming it, without sending", async () => {
    const server = renderPage(true);
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: "Edit (Masaka Regional Referral Hospital)" }));
    const dialog = screen.getByRole("dialog");
    const phone = within(dialog).getByLabelText("Phone (optional)");
    await user.type(phone, "call us");
    await user.click(within(dialog).getByRole("button", { name: "Save" }));
    // The form's check is asynchronous (React Hook Form's resolver): wait for what it draws,
    // then for the focus it moves once that is drawn.
    await waitFor(() => expect(phone).toHaveAttribute("aria-invalid", "true"));
    expect(phone).toHaveAccessibleDescription(/Enter a Ugandan number, for example 0414 123 456/);
    await waitFor(() => expect(phone).toHaveFocus());
    expect(server.calls.some((call) => call.method === "PATCH")).toBe(false);
  });

  it("lets a lead add an entry of their region with its services", async () => {
    const server = renderPage(true);
    server.on("POST", "/api/admin/resources", (body) => ({
      status: 201,
      json: { entry: entry({ title: (body as { title: string }).title, editable: true }) },
    }));
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: "Add an entry" }));
    const dialog = screen.getByRole("dialog", { name: "Add an entry" });
    expect(dialog).toHaveTextContent("Region: Masaka");
    await user.type(within(dialog).getByLabelText("Name"), "Nyendo Health Centre III");
    await user.click(within(dialog).getByRole("checkbox", { name: "PrEP" }));
    await user.type(within(dialog).getByLabelText("Description in English"), "A public health centre.");
    await user.click(within(dialog).getByRole("radio", { name: "Walk in" }));
    await user.click(within(dialog).getByRole("button", { name: "Add" }));
    await vi.waitFor(() =>
      expect(server.calls.filter((call) => call.method === "POST")).toEqual([
        expect.objectContaining({
          body: expect.objectContaining({
            title: "Nyendo Health Centre III",
            region: "masaka",
            services: ["prep"],
            access: "walk_in",
            placeholder: false,
          }),
        }),
      ]),
    );
  });

  it("puts the server's refusal of a choice on its group and moves the focus into it", async () => {
    const server = renderPage(true);
    server.on("POST", "/api/admin/resources", () => ({
      status: 400,
      json: { error: { code: "validation_error", message: "Invalid", fields: { access: "invalid_choice" } } },
    }));
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: "Add an entry" }));
    const dialog = screen.getByRole("dialog", { name: "Add an entry" });
    await user.type(within(dialog).getByLabelText("Name"), "Nyendo Health Centre III");
    await user.type(within(dialog).getByLabelText("Description in English"), "A public health centre.");
    await user.click(within(dialog).getByRole("radio", { name: "Walk in" }));
    await user.click(within(dialog).getByRole("button", { name: "Add" }));
    const access = within(dialog).getByRole("group", { name: "Walk-in or appointment" });
    await waitFor(() => expect(access).toHaveAttribute("data-invalid", "true"));
    // The group's first choice, found by its name ("access"), as a registered field would be.
    await waitFor(() => expect(within(access).getAllByRole("radio")[0]).toHaveFocus());
  });

  it("deletes an entry after a confirmation", async () => {
    const server = renderPage(true);
    server.on("DELETE", `/api/admin/resources/${MASAKA_ID}`, () => ({ json: { ok: true } }));
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: "Delete (HIVCare Masaka)" }));
    const dialog = screen.getByRole("dialog", { name: "Delete HIVCare Masaka?" });
    await user.click(within(dialog).getByRole("button", { name: "Delete" }));
    await vi.waitFor(() =>
      expect(server.calls.filter((call) => call.method === "DELETE").map((call) => call.path)).toEqual([
        `/api/admin/resources/${MASAKA_ID}`,
      ]),
    );
  });
});
