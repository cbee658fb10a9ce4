import { beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Route, Switch } from "@web/lib/router";
import { useIsFetching } from "@tanstack/react-query";
import type { CaseDetail, CaseItem } from "@shared/api/cases";
import { fakeServer, renderWithApp, useEnglishStrings, type FakeServer } from "@web/test/render-app";
import { notify } from "@web/lib/toast";
import AdminCasePage from "@web/pages/admin-case-page";
import { CASE_ID, caseDetail, caseEvent, caseSummary, ME, navigatorMe, TEAMMATE } from "@web/test/cases-data";

vi.mock("@web/lib/toast", () => ({ notify: { success: vi.fn(), error: vi.fn() } }));

let server: FakeServer;
let detail: CaseDetail;
const casePath = `/api/admin/cases/${CASE_ID}`;

/** How many queries are being fetched, drawn in the same render as the page (a test's probe). */
function Fetching() {
  return <p>fetching: {useIsFetching()}</p>;
}

function renderCase(id = CASE_ID) {
  return renderWithApp(
    <>
      <Switch>
        <Route path="/admin-dashboard/cases/:id">
          <AdminCasePage />
        </Route>
        <Route path="/admin-dashboard">
          <p>The list</p>
        </Route>
      </Switch>
      <Fetching />
    </>,
    { route: `/admin-dashboard/cases/${id}` },
  );
}

async function openCase() {
  const user = userEvent.setup();
  renderCase();
  await screen.findByRole("heading", { level: 1, name: "#1042 Amina Nakato" });
  return user;
}

const thread = () => screen.getByRole("list", { name: "Conversation, oldest first" });
const composer = () => screen.getByRole("form", { name: "Write in this case" });
const callsTo = (path: string) => server.calls.filter((call) => call.method === "POST" && call.path === path);

beforeAll(useEnglishStrings);
beforeEach(() => {
  server = fakeServer();
  detail = caseDetail();
  vi.mocked(notify.success).mockClear();
  server.on("GET", "/api/me", () => ({ json: navigatorMe() }));
  server.on("GET", casePath, () => ({ json: detail }));
});

describe("a case", () => {
  it("shows the header, the client, the items and the history", async () => {
    await openCase();
    // The title is set in an effect, which Preact runs after the paint.
    await waitFor(() => expect(document.title).toMatch(/^Case #1042 · /));
    expect(document.title).not.toContain("Amina");
    const header = screen.getByRole("heading", { level: 1 }).closest("header")!;
    expect(header).toHaveTextContent("State: New");
    expect(header).toHaveTextContent("Priority: High");
    expect(header).toHaveTextContent("Masaka");
    expect(header).toHaveTextContent("Unassigned");

    const client = screen.getByRole("region", { name: "Client" });
    expect(client).toHaveTextContent("+256772123456");
    expect(client).toHaveTextContent("amina@example.com (confirmed)");
    expect(client).toHaveTextContent("Has an account");

    const items = screen.getByRole("region", { name: "Requests and messages" });
    expect(within(items).getByRole("heading", { name: "Application: PrEP" })).toBeInTheDocument();
    expect(within(items).getByRole("heading", { name: "Message: Opening hours" })).toBeInTheDocument();
    expect(items).toHaveTextContent("Two pills left");
    expect(items).toHaveTextContent("Plain envelope");
    expect(items).toHaveTextContent("HIV-negative status");
    expect(items).toHaveTextContent("Submitted by Amina Nakato");

    const history = screen.getByRole("region", { name: "History" });
    expect(within(history).getByRole("link", { name: "#998" })).toHaveAttribute(
      "href",
      "/admin-dashboard/cases/bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbbb",
    );
    expect(history).toHaveTextContent("27 of 30 doses taken in the last 30 days");
    expect(history).toHaveTextContent("Evening pill · 20:00");
    const checkIns = within(history).getByRole("heading", { name: "Weekly check-ins by SMS" }).parentElement!;
    expect(checkIns).toHaveTextContent("Answered OK 1 of the last 3");
    expect(
      within(checkIns)
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toEqual([
      "23 Nov 2026 · Waiting for a reply",
      "16 Nov 2026 · Asked for help",
      "9 Nov 2026 · Answered OK",
      "2 Nov 2026 · No reply in 48 hours",
    ]);
  });

  it("says before anything else that a visitor waits in a live chat, or that the client asked not to be contacted", async () => {
    detail = caseDetail({ case: caseSummary({ live_chat: true, no_contact: true }) });
    await openCase();
    const header = screen.getByRole("heading", { level: 1 }).closest("header")!;
    expect(header).toHaveTextContent("In live chat now");
    expect(header).toHaveTextContent("Asked not to be contacted");
  });

  it("shows the thread oldest first, notes unmistakably apart from replies, events as one-liners", async () => {
    await openCase();
    const entries = within(thread()).getAllByRole("listitem");
    expect(entries.map((entry) => entry.firstElementChild?.getAttribute("data-kind"))).toEqual([
      "event",
      "client",
      "event",
      "note",
      "reply",
      "event",
    ]);
    expect(entries[0]).toHaveTextContent("Applied for PrEP");
    expect(entries[1]).toHaveTextContent("Amina Nakato wrote");
    expect(entries[1]).toHaveTextContent("When are you open on Saturday?");
    expect(entries[2]).toHaveTextContent("Sarah took the case");
    expect(entries[3]).toHaveTextContent("Internal note — the client never sees this");
    expect(entries[3]).toHaveTextContent("She prefers a call after 5.");
    expect(entries[4]).toHaveTextContent("Sarah replied by SMS");
    expect(entries[4]).not.toHaveTextContent("Internal note");
    expect(entries[5]).toHaveTextContent("State: Waiting for the client");
    expect(entries[3]!.firstElementChild!.className).not.toEqual(entries[4]!.firstElementChild!.className);
  });

  it("names the teammate a case was handed to, and says when the client closed their account or erased their number", async () => {
    detail = caseDetail({
      client: { ...caseDetail().client, name: null, phone: null, email: null, account_closed: true },
      thread: [
        caseEvent({
          id: "h",
          kind: "event",
          code: "assigned",
          author_name: ME.name,
          data: { to: TEAMMATE.id },
        }),
        caseEvent({ id: "c", kind: "event", code: "account_closed" }),
        caseEvent({ id: "d", kind: "event", code: "number_erased" }),
      ],
    });
    await openCase();
    expect(within(thread()).getByText("Sarah handed the case to Brian Okello")).toBeInTheDocument();
    expect(within(thread()).getByText("The client closed their account")).toBeInTheDocument();
    expect(
      within(thread()).getByText("The person asked by text message that what they sent be deleted"),
    ).toBeInTheDocument();
    expect(screen.getByRole("region", { name: "Client" })).toHaveTextContent(
      "The client asked that their details be deleted",
    );
  });

  it("replies by the chosen channel, adds the reply to the thread and gives the composer the focus again", async () => {
    server.on("POST", `${casePath}/replies`, (body) => {
      const event = caseEvent({
        id: "new-reply",
        kind: "reply",
        author_name: ME.name,
        text: (body as { text: string }).text,
        channel: "email",
        at: "2026-03-12T09:00:00.000Z",
      });
      detail = { ...detail, thread: [...detail.thread, event] };
      return { status: 201, json: { event } };
    });
    const user = await openCase();
    const form = composer();
    expect(within(form).getByRole("radio", { name: "Reply to the client" })).toBeChecked();
    expect(within(form).getByRole("radio", { name: "In the app" })).toBeChecked();
    expect(within(form).getByRole("radio", { name: "SMS to +256772123456" })).toBeInTheDocument();
    await user.click(within(form).getByRole("radio", { name: "E-mail to amina@example.com" }));

    await user.click(within(form).getByRole("button", { name: "Send reply" }));
    expect(await within(form).findByText("Please write something first.")).toBeInTheDocument();
    expect(callsTo(`${casePath}/replies`)).toHaveLength(0);

    const field = within(form).getByLabelText("Your reply to the client");
    await user.type(field, "We will call you today.");
    await user.click(within(form).getByRole("button", { name: "Send reply" }));
    expect(await within(thread()).findByText("We will call you today.")).toBeInTheDocument();
    expect(callsTo(`${casePath}/replies`)[0]?.body).toEqual({
      text: "We will call you today.",
      channel: "email",
    });
    expect(within(form).getByRole("status")).toHaveTextContent("Sent: E-mail to amina@example.com.");
    expect(field).toHaveValue("");
    await waitFor(() => expect(field).toHaveFocus());
  });

  it("keeps the text and says so plainly when a reply is not delivered", async () => {
    server.on("POST", `${casePath}/replies`, () => ({
      status: 502,
      json: { error: { code: "reply_not_delivered", message: "x" } },
    }));
    const user = await openCase();
    const field = within(composer()).getByLabelText("Your reply to the client");
    await user.type(field, "Hello");
    await user.click(within(composer()).getByRole("button", { name: "Send reply" }));
    expect(await within(composer()).findByRole("status")).toHaveTextContent(
      "Not delivered. Your text is kept: please try again.",
    );
    expect(field).toHaveValue("Hello");
    expect(field).toHaveAttribute("aria-invalid", "true");
  });

  it("refuses a text over the limit, and says what the server refused: the text's length or the channel", async () => {
    let answer = {
      status: 400,
      json: { error: { code: "validation", message: "x", fields: { text: "too_long" } } },
    };
    server.on("POST", `${casePath}/replies`, () => answer);
    const user = await openCase();
    const field = within(composer()).getByLabelText("Your reply to the client");
    await user.click(field);
    await user.paste("x".repeat(2001));
    await user.click(within(composer()).getByRole("button", { name: "Send reply" }));
    await waitFor(() => expect(within(composer()).getByRole("status")).toHaveTextContent("2000"));
    expect(callsTo(`${casePath}/replies`)).toHaveLength(0);

    await user.clear(field);
    await user.type(field, "Hello");
    expect(field).not.toHaveAttribute("aria-invalid");
    await user.click(within(composer()).getByRole("button", { name: "Send reply" }));
    await waitFor(() => expect(within(composer()).getByRole("status")).toHaveTextContent("2000"));
    expect(field).toHaveAttribute("aria-invalid", "true");

    answer = { status: 409, json: { error: { code: "sms_stopped", message: "x" } } } as typeof answer;
    await user.click(within(composer()).getByRole("button", { name: "Send reply" }));
    await waitFor(() => expect(within(composer()).getByRole("status")).toHaveTextContent(/texted STOP/));
    expect(field).toHaveValue("Hello");
    expect(field).toHaveAttribute("aria-invalid", "true");
  });

  it("writes an internal note in the note mode", async () => {
    server.on("POST", `${casePath}/notes`, (body) => {
      const event = caseEvent({
        id: "new-note",
        kind: "note",
        author_name: ME.name,
        text: (body as { text: string }).text,
      });
      detail = { ...detail, thread: [...detail.thread, event] };
      return { status: 201, json: { event } };
    });
    const user = await openCase();
    await user.click(within(composer()).getByRole("radio", { name: "Internal note" }));
    expect(within(composer()).queryByRole("radio", { name: "In the app" })).not.toBeInTheDocument();
    expect(composer()).toHaveTextContent("Only your team sees notes. The client never does.");
    await user.type(within(composer()).getByLabelText("Your note for the team"), "Call her back on Monday.");
    await user.click(within(composer()).getByRole("button", { name: "Add note" }));
    const note = await within(thread()).findByText("Call her back on Monday.");
    expect(note.closest("[data-kind]")).toHaveAttribute("data-kind", "note");
    expect(note.closest("[data-kind]")).toHaveTextContent("Internal note — the client never sees this");
    expect(callsTo(`${casePath}/notes`)[0]?.body).toEqual({ text: "Call her back on Monday." });
    expect(callsTo(`${casePath}/replies`)).toHaveLength(0);
  });

  it("offers only a note when the client cannot be reached", async () => {
    detail = caseDetail({ reply_channels: [] });
    await openCase();
    expect(composer()).toHaveTextContent("The client cannot be reached");
    expect(within(composer()).queryByRole("radio", { name: "Reply to the client" })).not.toBeInTheDocument();
    expect(within(composer()).getByLabelText("Your note for the team")).toBeInTheDocument();
    expect(within(composer()).getByRole("button", { name: "Add note" })).toBeInTheDocument();
  });

  it("takes the case, hands it to a teammate and moves its state", async () => {
    server.on("POST", `${casePath}/assignee`, (body) => {
      const id = (body as { assignee_id: string | null }).assignee_id;
      const person = [ME, TEAMMATE].find((candidate) => candidate.id === id) ?? null;
      detail = { ...detail, case: caseSummary({ assignee: person }) };
      return { json: { case: detail.case } };
    });
    server.on("POST", `${casePath}/state`, (body) => {
      detail = { ...detail, case: { ...detail.case, state: (body as { state: "resolved" }).state } };
      return { json: { case: detail.case } };
    });
    const user = await openCase();
    const actions = screen.getByRole("region", { name: "Case actions" });
    await user.click(within(actions).getByRole("button", { name: "Take the case" }));
    expect(await within(actions).findByText("You took the case.")).toBeInTheDocument();
    expect(callsTo(`${casePath}/assignee`)[0]?.body).toEqual({ assignee_id: ME.id });
    expect(await screen.findByText("With you")).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole("heading", { level: 1 })).toHaveFocus());
    expect(within(actions).getByRole("button", { name: "Put back in queue" })).toBeInTheDocument();

    // Nothing chosen: asked for on the box, nothing sent.
    const handTo = within(actions).getByLabelText("Hand to");
    await user.click(within(actions).getByRole("button", { name: "Hand over" }));
    await waitFor(() => expect(handTo).toHaveAccessibleDescription("Choose a teammate"));
    expect(handTo).toHaveFocus();
    expect(callsTo(`${casePath}/assignee`)).toHaveLength(1);
    await user.selectOptions(handTo, TEAMMATE.id);
    await user.click(within(actions).getByRole("button", { name: "Hand over" }));
    expect(await within(actions).findByText("Handed to Brian Okello.")).toBeInTheDocument();
    expect(callsTo(`${casePath}/assignee`)[1]?.body).toEqual({ assignee_id: TEAMMATE.id });

    await user.click(within(actions).getByRole("button", { name: "Resolve" }));
    expect(await within(actions).findByText("State: Resolved.")).toBeInTheDocument();
    expect(await within(actions).findByRole("button", { name: "Reopen" })).toBeInTheDocument();
  });

  it("marks an item reviewed and reads the case again", async () => {
    server.on("POST", `/api/admin/inbox/application/${detail.items[0]!.id}/review`, () => ({ json: {} }));
    const user = await openCase();
    const reads = () => server.calls.filter((call) => call.method === "GET" && call.path === casePath).length;
    const before = reads();
    const application = screen.getByRole("article", { name: "Application: PrEP" });
    await user.click(within(application).getByRole("button", { name: "Mark reviewed" }));
    await waitFor(() => expect(notify.success).toHaveBeenCalledWith("Marked reviewed"));
    await waitFor(() => expect(reads()).toBeGreaterThan(before));
  });

  it("changes an application's status with a note; an untouched choice follows the status as it moves", async () => {
    const item = detail.items[0] as Extract<CaseItem, { type: "application" }>;
    server.on("POST", `/api/admin/inbox/application/${item.id}/review`, () => ({ json: {} }));
    server.on("POST", `/api/admin/inbox/application/${item.id}/status`, () => ({
      json: { case: caseSummary() },
    }));
    const user = await openCase();
    const application = screen.getByRole("article", { name: "Application: PrEP" });
    const status = within(application).getByLabelText("Change status");
    const update = within(application).getByRole("button", { name: "Update status" });
    expect(status).toHaveValue("submitted");
    expect(update).toBeDisabled();

    // Marking it reviewed moves it to "in review" under the form, which follows.
    item.application.status = "in_review";
    await user.click(within(application).getByRole("button", { name: "Mark reviewed" }));
    await waitFor(() => expect(status).toHaveValue("in_review"));

    await user.selectOptions(status, "scheduled");
    const note = within(application).getByLabelText(/^Note to the client/);
    await user.type(note, "Friday at the usual place");
    await user.click(update);
    await waitFor(() =>
      expect(notify.success).toHaveBeenCalledWith("Status updated. The client has been notified."),
    );
    expect(callsTo(`/api/admin/inbox/application/${item.id}/status`).map((call) => call.body)).toEqual([
      { status: "scheduled", note: "Friday at the usual place" },
    ]);
    expect(note).toHaveValue("");
  });

  it("says a case outside the region does not exist, with a way back", async () => {
    server.on("GET", casePath, () => ({ status: 404, json: { error: { code: "not_found", message: "x" } } }));
    const user = userEvent.setup();
    renderCase();
    expect(
      await screen.findByRole("heading", { name: "This case does not exist or is not in your region" }),
    ).toBeInTheDocument();
    await user.click(screen.getByRole("link", { name: "All cases" }));
    expect(await screen.findByText("The list")).toBeInTheDocument();
  });

  it("keeps saying so while a live event refreshes it, never flashing back to Loading", async () => {
    server.on("GET", casePath, () => ({ status: 404, json: { error: { code: "not_found", message: "x" } } }));
    const { queryClient } = renderCase();
    const heading = "This case does not exist or is not in your region";
    expect(await screen.findByRole("heading", { name: heading })).toBeInTheDocument();
    const reads = () => server.calls.filter((call) => call.path === casePath).length;
    const before = reads();
    // The network takes a moment, as it does on a phone.
    const slow = server.hold("GET", casePath);
    // Whatever shows meanwhile, however briefly, is noted.
    let flashed = false;
    const watcher = new MutationObserver(() => {
      if (document.body.textContent?.includes("Loading the case...")) flashed = true;
    });
    watcher.observe(document.body, { childList: true, subtree: true, characterData: true });
    // What the "inbox" live event does to every case the team's workspace holds.
    const refreshed = queryClient.invalidateQueries({ queryKey: ["admin", "inbox"] });
    // The page has drawn itself with the case being fetched again (the probe shares its render)...
    expect(await screen.findByText("fetching: 1")).toBeInTheDocument();
    expect(reads()).toBeGreaterThan(before);
    expect(screen.getByRole("heading", { name: heading })).toBeInTheDocument();
    // ...and again with the answer.
    slow.release();
    await refreshed;
    expect(await screen.findByText("fetching: 0")).toBeInTheDocument();
    watcher.disconnect();
    expect(flashed).toBe(false);
    expect(screen.getByRole("heading", { name: heading })).toBeInTheDocument();
  });
});
