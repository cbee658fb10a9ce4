import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { cleanup, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { renderWithApp, useEnglishStrings } from "@web/test/render-app";
import { signedInServer } from "@web/test/auth-client";
import { ReauthDialog } from "./reauth-dialog";

beforeAll(useEnglishStrings);
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

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
    await user.type(within(dialog).getByLabelText(/^Your password/), "the passphrase");
    const confirm = within(dialog).getByRole("button", { name: "Confirm" });

    await user.click(confirm);
    expect(await within(dialog).findByRole("alert")).toHaveTextContent("That password is not right.");
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
});
