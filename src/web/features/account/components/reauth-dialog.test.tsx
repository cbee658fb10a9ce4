import { beforeAll, describe, expect, it, vi } from "vitest";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { renderWithApp, useEnglishStrings } from "@web/test/render-app";
import { signedInServer } from "@web/test/auth-client";
import { ReauthDialog } from "./reauth-dialog";

beforeAll(useEnglishStrings);

const REAUTHENTICATED = { json: { reauthenticatedUntil: "2026-11-29T10:05:00.000Z" } };

function server() {
  const fake = signedInServer();
  fake.on("POST", "/api/account/reauth", () => REAUTHENTICATED);
  return fake;
}

function renderDialog(onConfirmed: () => Promise<void>) {
  const onOpenChange = vi.fn();
  renderWithApp(
    <ReauthDialog
      open
      onOpenChange={onOpenChange}
      action="Turn on two-step sign-in"
      onConfirmed={onConfirmed}
    />,
  );
  return { dialog: screen.getByRole("dialog", { name: "Confirm it's you" }), onOpenChange };
}

describe("confirming it's you", () => {
  it("is disabled and says it is checking until the check and the action are done, then closes", async () => {
    const fake = server();
    const slow = fake.hold("POST", "/api/account/reauth");
    const onConfirmed = vi.fn(async () => {});
    const { dialog, onOpenChange } = renderDialog(onConfirmed);
    const user = userEvent.setup();
    await user.type(within(dialog).getByLabelText(/^Your password/), "the passphrase");
    await user.click(within(dialog).getByRole("button", { name: "Confirm" }));
    const checking = await within(dialog).findByRole("button", { name: "Checking..." });
    expect(checking).toBeDisabled();
    await user.click(checking);
    expect(onConfirmed).not.toHaveBeenCalled();
    slow.release();
    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
    expect(onConfirmed).toHaveBeenCalledExactlyOnceWith({ password: "the passphrase" });
    expect(fake.calls.filter((call) => call.path === "/api/account/reauth").map((call) => call.body)).toEqual(
      [{ method: "password", password: "the passphrase" }],
    );
  });

  it("says what went wrong, and checks again before the action on the next try", async () => {
    const fake = server();
    let attempts = 0;
    fake.on("POST", "/api/account/reauth", () =>
      ++attempts === 1
        ? {
            status: 400,
            json: {
              error: { code: "wrong_password", message: "That password is not right.", field: "password" },
            },
          }
        : REAUTHENTICATED,
    );
    // The action fails once (the server refused the change), then goes through.
    const onConfirmed = vi.fn(async () => {}).mockRejectedValueOnce(new Error("enable failed"));
    const { dialog, onOpenChange } = renderDialog(onConfirmed);
    const user = userEvent.setup();
    const password = within(dialog).getByLabelText(/^Your password/);
    await user.type(password, "the passphrase");
    const confirm = within(dialog).getByRole("button", { name: "Confirm" });

    // The refusal is said on the box it concerns, which takes the focus.
    await user.click(confirm);
    await waitFor(() => expect(password).toHaveAccessibleDescription("That password is not right."));
    expect(password).toHaveFocus();
    expect(onConfirmed).not.toHaveBeenCalled();

    await user.click(await within(dialog).findByRole("button", { name: "Confirm" }));
    expect(await within(dialog).findByRole("alert")).toHaveTextContent("Something went wrong");
    expect(onConfirmed).toHaveBeenCalledTimes(1);
    expect(onOpenChange).not.toHaveBeenCalled();

    await user.click(await within(dialog).findByRole("button", { name: "Confirm" }));
    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
    expect(onConfirmed).toHaveBeenCalledTimes(2);
    expect(attempts).toBe(3);
  });

  it("asks for the password when the box is empty, without asking the server", async () => {
    const fake = server();
    const { dialog } = renderDialog(vi.fn(async () => {}));
    const user = userEvent.setup();
    await user.click(within(dialog).getByRole("button", { name: "Confirm" }));
    const password = within(dialog).getByLabelText(/^Your password/);
    await waitFor(() => expect(password).toHaveFocus());
    expect(password).toHaveAccessibleDescription("Enter your password.");
    expect(fake.calls.some((call) => call.path === "/api/account/reauth")).toBe(false);
  });

  it("with no password, sends a code to the phone and checks the code typed", async () => {
    const fake = signedInServer({ hasPassword: false, phoneNumber: "+256700000001", email: null });
    fake.on("POST", "/api/account/reauth/code", () => ({ json: { ok: true } }));
    fake.on("POST", "/api/account/reauth", () => REAUTHENTICATED);
    const onConfirmed = vi.fn(async () => {});
    const { dialog, onOpenChange } = renderDialog(onConfirmed);
    const user = userEvent.setup();
    await user.click(await within(dialog).findByRole("button", { name: "Send a code to my phone" }));
    const code = await within(dialog).findByLabelText(/^Code/);
    expect(code).toHaveAccessibleDescription(/We sent a 6-digit code to \+256700000001/);
    await user.type(code, "12a34 56");
    await user.click(within(dialog).getByRole("button", { name: "Confirm" }));
    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
    expect(onConfirmed).toHaveBeenCalledExactlyOnceWith({});
    expect(fake.calls.filter((call) => call.path === "/api/account/reauth").map((call) => call.body)).toEqual(
      [{ method: "code", code: "123456" }],
    );
  });
});
