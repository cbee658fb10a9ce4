import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { cleanup, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import {
  fakeServer,
  meAnswer,
  renderWithApp,
  useEnglishStrings,
  type FakeServer,
} from "@web/test/render-app";
import { notify } from "@web/lib/toast";
import AdminDashboardPage from "@web/pages/admin-dashboard-page";
import { applicationDetail, applicationItem, messageItem } from "../test-data";

vi.mock("@web/lib/toast", () => ({ notify: { success: vi.fn(), error: vi.fn() } }));

let server: FakeServer;
const item = applicationItem();
const detailPath = `/api/admin/inbox/application/${item.id}`;

beforeAll(useEnglishStrings);
beforeEach(() => {
  server = fakeServer();
  vi.mocked(notify.success).mockClear();
  server.on("GET", "/api/me", () => ({ json: meAnswer("admin", "Sarah") }));
  server.on("GET", "/api/admin/inbox", () => ({ json: { items: [item, messageItem()], failed: [] } }));
  server.on("GET", detailPath, () => ({ json: applicationDetail() }));
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const inboxCalls = () => server.calls.filter((call) => call.path === "/api/admin/inbox");

async function openItem() {
  const user = userEvent.setup();
  renderWithApp(<AdminDashboardPage />, { route: "/admin-dashboard" });
  await user.click(await screen.findByRole("button", { name: /Service Application: prep/ }));
  await screen.findByRole("heading", { level: 2, name: "Service Application: prep" });
  return user;
}

describe("admin dashboard", () => {
  it("shows nothing of the inbox to a signed-in client", async () => {
    server.on("GET", "/api/me", () => ({ json: meAnswer("user") }));
    renderWithApp(<AdminDashboardPage />, { route: "/admin-dashboard" });
    await waitFor(() => expect(server.calls.some((call) => call.path === "/api/me")).toBe(true));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(server.calls.some((call) => call.path.startsWith("/api/admin"))).toBe(false);
    expect(screen.queryByRole("list", { name: "Inbox items" })).not.toBeInTheDocument();
  });

  it("lists the items in the server's order with priority in words", async () => {
    renderWithApp(<AdminDashboardPage />, { route: "/admin-dashboard" });
    const list = await screen.findByRole("list", { name: "Inbox items" });
    const rows = within(list).getAllByRole("button");
    expect(rows.map((row) => row.textContent)).toEqual([
      expect.stringContaining("Service Application: prep"),
      expect.stringContaining("Contact Message: Opening hours"),
    ]);
    expect(rows[0]).toHaveTextContent("Priority: High");
    expect(rows[0]).toHaveTextContent("PrEP request from Masaka");
    expect(rows[1]).toHaveTextContent("From Unknown");
    expect(screen.getByText("2 items")).toBeInTheDocument();
  });

  it("says which part failed and still shows the other", async () => {
    server.on("GET", "/api/admin/inbox", () => ({ json: { items: [item], failed: ["message"] } }));
    renderWithApp(<AdminDashboardPage />, { route: "/admin-dashboard" });
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("Messages could not be loaded. The other items are shown below.");
    expect(screen.getByRole("button", { name: /Service Application: prep/ })).toBeInTheDocument();
  });

  it("asks the server for the chosen filters only", async () => {
    const user = userEvent.setup();
    renderWithApp(<AdminDashboardPage />, { route: "/admin-dashboard" });
    await screen.findByRole("list", { name: "Inbox items" });
    await user.selectOptions(screen.getByLabelText("Priority"), "urgent");
    await user.selectOptions(screen.getByLabelText("Region"), "masaka");
    await waitFor(() => expect(inboxCalls().at(-1)?.search).toBe("?priority=urgent&region=masaka"));
    await user.click(screen.getByRole("button", { name: "Clear filters" }));
    await waitFor(() => expect(inboxCalls().at(-1)?.search).toBe(""));
  });

  it("opens an item with its personal data, decrypted history and triage", async () => {
    await openItem();
    expect(screen.getByText("Two pills left")).toBeInTheDocument();
    expect(screen.getByText("Plain envelope")).toBeInTheDocument();
    expect(screen.getByText("+256772123456")).toBeInTheDocument();
    expect(screen.getByText("Asks for a discreet pickup")).toBeInTheDocument();
    expect(screen.getByText("HIV-negative status")).toBeInTheDocument();
  });

  it("marks reviewed, and the detail follows without reading it again", async () => {
    server.on("POST", `${detailPath}/review`, () => ({ json: { item: { ...item, status: "reviewed" } } }));
    const user = await openItem();
    await user.click(screen.getByRole("button", { name: "Mark reviewed" }));
    expect(await screen.findByRole("button", { name: "Reviewed" })).toBeDisabled();
    expect(server.calls.filter((call) => call.path === detailPath)).toHaveLength(1);
    expect(notify.success).toHaveBeenCalledWith("Marked reviewed");
  });

  it("sends a reply by the chosen way and adds it to the thread", async () => {
    server.on("POST", `${detailPath}/reply`, (body) => ({
      status: 201,
      json: {
        reply: {
          id: "r1",
          message: (body as { message: string }).message,
          channel: "sms",
          admin_name: "Sarah",
          created_at: "2026-03-12T10:00:00.000Z",
        },
      },
    }));
    const user = await openItem();
    await user.click(screen.getByRole("button", { name: "Send reply" }));
    expect(await screen.findByText("Please write a reply.")).toBeInTheDocument();

    await user.type(screen.getByLabelText("Your reply"), "We will call you today.");
    await user.selectOptions(screen.getByLabelText("Send by"), "sms");
    await user.click(screen.getByRole("button", { name: "Send reply" }));
    expect(await screen.findByText("We will call you today.")).toBeInTheDocument();
    expect(server.calls.find((call) => call.path === `${detailPath}/reply`)?.body).toEqual({
      message: "We will call you today.",
      channel: "sms",
    });
    expect(screen.getByLabelText("Your reply")).toHaveValue("");
  });

  it("explains an undelivered reply next to the field", async () => {
    server.on("POST", `${detailPath}/reply`, () => ({
      status: 502,
      json: { error: { code: "reply_not_delivered", message: "x" } },
    }));
    const user = await openItem();
    await user.type(screen.getByLabelText("Your reply"), "Hello");
    await user.click(screen.getByRole("button", { name: "Send reply" }));
    expect(
      await screen.findByText("The reply could not be delivered. Please try again."),
    ).toBeInTheDocument();
    expect(screen.getByLabelText("Your reply")).toHaveValue("Hello");
  });

  it("changes the status with a note and the priority, recording who", async () => {
    server.on("POST", `/api/admin/inbox/application/${item.id}/status`, () => ({ json: { item } }));
    server.on("POST", `${detailPath}/priority`, () => ({ json: { item: { ...item, priority: "urgent" } } }));
    const user = await openItem();
    await user.selectOptions(screen.getByLabelText("Change status"), "scheduled");
    await user.type(screen.getByLabelText("Note to the client (optional)"), "Tomorrow at 10");
    await user.click(screen.getByRole("button", { name: "Update status" }));
    const history = await screen.findByRole("region", { name: "Status history" });
    await waitFor(() => expect(history).toHaveTextContent("Scheduled by Sarah"));
    expect(history).toHaveTextContent("Tomorrow at 10");

    await user.selectOptions(screen.getByLabelText("Override priority"), "urgent");
    await user.click(screen.getByRole("button", { name: "Change priority" }));
    expect(await screen.findByText(/Priority set by Sarah/)).toBeInTheDocument();
    expect(server.calls.find((call) => call.path.endsWith("/priority"))?.body).toEqual({
      priority: "urgent",
    });
  });
});
