import { beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { MyApplication } from "@shared/api/applications";
import type { NotificationItem } from "@shared/api/notifications";
import {
  fakeServer,
  meAnswer,
  renderWithApp,
  useEnglishStrings,
  type FakeServer,
} from "@web/test/render-app";
import { clearToasts, notify } from "@web/test/toast";
import { sentBody } from "@web/test/forms";
import PortalPage from "@web/pages/portal-page";

vi.mock("@web/lib/toast", () => import("@web/test/toast"));

let server: FakeServer;
let applications: MyApplication[];

const sentApplication = (): MyApplication => ({
  id: "a1",
  service_type: "prep",
  region: "masaka",
  delivery_preference: "clinic",
  status: "submitted",
  created_at: "2026-03-12T09:00:00.000Z",
  updated_at: "2026-03-12T09:00:00.000Z",
  history: [{ status: "submitted", note: null, created_at: "2026-03-12T09:00:00.000Z" }],
});

const reply: NotificationItem = {
  id: "n1",
  type: "reply",
  title: "Reply to your application",
  message: "You have received a reply from Sarah: Come on Monday",
  data: { original_type: "application", reply_message: "Come on Monday", admin_name: "Sarah" },
  read: false,
  created_at: "2026-03-12T10:00:00.000Z",
  updated_at: "2026-03-12T10:00:00.000Z",
};

beforeAll(useEnglishStrings);
beforeEach(() => {
  server = fakeServer();
  applications = [];
  clearToasts();
  server.on("GET", "/api/me", () => ({ json: meAnswer("user", "Amina") }));
  server.on("GET", "/api/applications", () => ({ json: { applications } }));
  server.on("GET", "/api/notifications", () => ({ json: { notifications: [], has_older: false } }));
});

describe("portal requests", () => {
  it("keeps the welcome heading and sign-out, and lists no requests yet", async () => {
    renderWithApp(<PortalPage />, { route: "/portal" });
    expect(await screen.findByRole("heading", { name: "Welcome, Amina" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Sign out" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Settings" })).toHaveAttribute("href", "/portal/settings");
    expect(await screen.findByText("You have no requests yet.")).toBeInTheDocument();
  });

  it("opens with the service of ?service= chosen and asks for consent before sending", async () => {
    const user = userEvent.setup();
    renderWithApp(<PortalPage />, { route: "/portal?service=prep" });
    expect(await screen.findByRole("radio", { name: /PrEP/ })).toBeChecked();
    expect(screen.getByLabelText("Full name")).toHaveValue("Amina");
    await user.click(screen.getByRole("button", { name: "Send request" }));
    expect(await screen.findByText("Please choose the location nearest to you.")).toBeInTheDocument();
    expect(screen.getByText("Please tick this box to continue.")).toBeInTheDocument();
    expect(server.calls.some((call) => call.method === "POST")).toBe(false);
  });

  it("shows the server's field errors next to their fields", async () => {
    server.on("POST", "/api/applications", () => ({
      status: 400,
      json: {
        error: { code: "validation", message: "x", field: "phone", fields: { phone: "invalid_phone" } },
      },
    }));
    const user = userEvent.setup();
    renderWithApp(<PortalPage />, { route: "/portal?service=prep" });
    await user.click(await screen.findByRole("radio", { name: "Masaka" }));
    await user.click(screen.getByRole("radio", { name: "At a clinic" }));
    await user.click(screen.getByRole("checkbox", { name: /keeps these details/ }));
    await user.click(screen.getByRole("button", { name: "Send request" }));
    const phone = await screen.findByRole("textbox", { name: /Phone number/ });
    await waitFor(() => expect(phone).toHaveAccessibleDescription(/Please enter a Ugandan mobile number/));
    expect(phone).toHaveFocus();
  });

  it("sends a request once, says so, and shows it in the list with neutral words", async () => {
    server.on("POST", "/api/applications", () => {
      applications = [sentApplication()];
      return { status: 201, json: { id: "a1" } };
    });
    const user = userEvent.setup();
    renderWithApp(<PortalPage />, { route: "/portal" });
    await user.click(await screen.findByRole("button", { name: "Choose a service" }));
    await user.click(screen.getByRole("radio", { name: /PrEP/ }));
    await user.click(screen.getByRole("radio", { name: "Masaka" }));
    await user.click(screen.getByRole("radio", { name: "At a clinic" }));
    await user.click(screen.getByRole("checkbox", { name: "I have done a risk assessment" }));
    await user.type(screen.getByLabelText(/Anything your navigator should know/), "Allergic to sulfa");
    await user.click(screen.getByRole("checkbox", { name: /keeps these details/ }));
    await user.click(screen.getByRole("button", { name: "Send request" }));

    await waitFor(() => expect(notify.success).toHaveBeenCalledWith("Request sent", expect.anything()));
    expect(sentBody(server, "POST", "/api/applications")).toMatchObject({
      service_type: "prep",
      full_name: "Amina",
      region: "masaka",
      delivery_preference: "clinic",
      medical_history: "Allergic to sulfa",
      consent_data: true,
      requirements: {
        hiv_negative_status: false,
        risk_assessment: true,
        regular_testing_commitment: false,
        benefits_understood: false,
      },
    });
    const list = await screen.findByRole("region", { name: "My requests" });
    expect(await within(list).findByRole("heading", { name: "Prevention support" })).toBeInTheDocument();
    expect(within(list).getAllByText("Received").length).toBeGreaterThan(0);
    expect(list).not.toHaveTextContent("PrEP");
    expect(screen.queryByRole("button", { name: "Send request" })).not.toBeInTheDocument();
  });

  it("shows the conversation with the navigator and marks the reply read", async () => {
    let notifications = [reply];
    server.on("GET", "/api/cases", () => ({
      json: {
        cases: [
          {
            id: "c1",
            number: 1042,
            state: "waiting_for_you",
            services: ["art"],
            opened_at: "2026-03-11T10:00:00.000Z",
            last_activity_at: "2026-03-12T10:00:00.000Z",
            messages: [
              {
                id: "e1",
                from: "team",
                author_name: "Sarah",
                text: "Come on Monday",
                at: "2026-03-12T10:00:00.000Z",
              },
            ],
          },
        ],
      },
    }));
    server.on("GET", "/api/notifications", () => ({ json: { notifications, has_older: false } }));
    server.on("POST", "/api/cases/c1/messages", (body) => ({
      status: 201,
      json: {
        message: {
          id: "e2",
          from: "you",
          author_name: null,
          ...(body as { text: string }),
          at: "2026-03-12T11:00:00.000Z",
        },
      },
    }));
    server.on("POST", "/api/notifications/n1/read", () => {
      notifications = [{ ...reply, read: true }];
      return { json: { notification: notifications[0] } };
    });
    const user = userEvent.setup();
    renderWithApp(<PortalPage />, { route: "/portal" });
    const messages = await screen.findByRole("region", { name: "Messages" });
    expect(await within(messages).findByText("Come on Monday")).toBeInTheDocument();
    expect(within(messages).getByText(/From Sarah/)).toBeInTheDocument();
    expect(within(messages).getByText("Waiting for your reply")).toBeInTheDocument();
    const answer = within(messages).getByRole("textbox", { name: "Write to your navigator" });

    // Empty: asked for on the box, nothing sent; then sent once, with its key, and said so.
    await user.click(within(messages).getByRole("button", { name: "Send" }));
    await waitFor(() => expect(answer).toHaveAccessibleDescription("Write your message first."));
    expect(answer).toHaveFocus();
    await user.type(answer, "  Monday is fine  ");
    await user.click(within(messages).getByRole("button", { name: "Send" }));
    expect(await within(messages).findByText("Sent. Your navigator will see it.")).toBeInTheDocument();
    const sent = server.calls.filter(
      (call) => call.method === "POST" && call.path === "/api/cases/c1/messages",
    );
    expect(sent.map((call) => call.body)).toEqual([{ text: "Monday is fine" }]);
    expect(sent[0]?.headers.get("Idempotency-Key")).toMatch(/^[0-9a-f-]{36}$/);
    expect(answer).toHaveValue("");

    await user.click(within(messages).getByRole("button", { name: "Mark 1 reply as read" }));
    await waitFor(() =>
      expect(within(messages).queryByRole("button", { name: /as read/ })).not.toBeInTheDocument(),
    );
  });
});
