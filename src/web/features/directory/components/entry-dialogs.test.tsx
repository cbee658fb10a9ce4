import { beforeAll, describe, expect, it, vi } from "vitest";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { fakeServer, meAnswer, renderWithApp, useEnglishStrings } from "@web/test/render-app";
import { directoryEntry } from "@web/test/directory-data";
import { DeleteEntryDialog } from "./delete-entry-dialog";
import { EntryDialog } from "./entry-dialog";

beforeAll(useEnglishStrings);

const ENTRY = directoryEntry({
  id: "00000000-0000-4000-8000-000000000003",
  title: "Masaka Regional Referral Hospital",
  category: "hospital",
  services: ["art", "hiv_testing"],
  content: "The region's referral hospital.",
  cost: "free",
  editable: true,
});
const PATH = `/api/admin/resources/${ENTRY.id}`;

function server() {
  const fake = fakeServer();
  fake.on("GET", "/api/me", () => ({ json: meAnswer("admin", "Ruth") }));
  return fake;
}

/** Draws the dialog that edits ENTRY, and takes its title field (labelled Name). */
function editEntry() {
  const onClose = vi.fn();
  renderWithApp(<EntryDialog entry={ENTRY} callerRegion="masaka" onClose={onClose} />);
  const dialog = screen.getByRole("dialog", { name: `Edit ${ENTRY.title}` });
  return { dialog, onClose, title: within(dialog).getByLabelText(/^Name/) };
}

describe("editing a directory entry", () => {
  it("is disabled and says it is saving while the change is sent, and sends only what changed", async () => {
    const fake = server();
    fake.on("PATCH", PATH, () => ({ json: { entry: { ...ENTRY, title: "Masaka Hospital" } } }));
    const slow = fake.hold("PATCH", PATH);
    const { dialog, onClose, title } = editEntry();
    const user = userEvent.setup();
    await user.clear(title);
    await user.type(title, "Masaka Hospital");
    await user.click(within(dialog).getByRole("button", { name: "Save" }));
    const saving = await within(dialog).findByRole("button", { name: "Saving..." });
    expect(saving).toBeDisabled();
    await user.click(saving);
    expect(fake.calls.filter((call) => call.method === "PATCH").map((call) => call.body)).toEqual([
      { title: "Masaka Hospital" },
    ]);
    slow.release();
    await waitFor(() => expect(onClose).toHaveBeenCalledExactlyOnceWith(true));
  });

  it("sends nothing while a field is to fix, and is ready to send again", async () => {
    const fake = server();
    const { dialog, onClose, title } = editEntry();
    const user = userEvent.setup();
    await user.clear(title);
    await user.click(within(dialog).getByRole("button", { name: "Save" }));
    await waitFor(() => expect(title).toHaveFocus());
    expect(within(dialog).getByRole("button", { name: "Save" })).toBeEnabled();
    expect(fake.calls.some((call) => call.method === "PATCH")).toBe(false);
    expect(onClose).not.toHaveBeenCalled();
  });
});

describe("deleting a directory entry", () => {
  it("is disabled and says it is deleting until the server answers, then closes", async () => {
    const fake = server();
    fake.on("DELETE", PATH, () => ({ json: { ok: true } }));
    const slow = fake.hold("DELETE", PATH);
    const onClose = vi.fn();
    renderWithApp(<DeleteEntryDialog entry={ENTRY} onClose={onClose} />);
    const dialog = screen.getByRole("dialog", { name: `Delete ${ENTRY.title}?` });
    const user = userEvent.setup();
    await user.click(within(dialog).getByRole("button", { name: "Delete" }));
    const deleting = await within(dialog).findByRole("button", { name: "Deleting..." });
    expect(deleting).toBeDisabled();
    await user.click(deleting);
    expect(fake.calls.filter((call) => call.method === "DELETE")).toHaveLength(1);
    slow.release();
    await waitFor(() => expect(onClose).toHaveBeenCalledExactlyOnceWith(true));
  });
});
