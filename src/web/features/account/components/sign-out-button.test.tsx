import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { onlineManager } from "@tanstack/react-query";
import { meQuery } from "@web/lib/auth";
import { STORAGE_KEYS } from "@shared/constants";
import { fakeServer, renderWithApp, SIGNED_IN_ME, useEnglishStrings } from "@web/test/render-app";
import type * as OfflineQueue from "@web/lib/offline-queue";
import { SignOutButton } from "./sign-out-button";
import { dialogClosed } from "@web/test/dialogs";

/** What this phone could not send yet (jsdom has no IndexedDB for the real queue). */
const queue = vi.hoisted(() => ({ waiting: 0 }));
vi.mock("@web/lib/offline-queue", async (importOriginal) => ({
  ...(await importOriginal<typeof OfflineQueue>()),
  countQueued: async () => queue.waiting,
  flushQueue: async () => {},
  clearQueue: async () => {},
}));

beforeAll(useEnglishStrings);
afterEach(() => {
  queue.waiting = 0;
  onlineManager.setOnline(true);
  localStorage.clear();
});

async function renderSignedIn() {
  const server = fakeServer();
  server.on("GET", "/api/me", () => ({ json: SIGNED_IN_ME }));
  server.on("POST", "/api/account/sign-out", (body) => ({
    json: { ok: true, scope: (body as { scope: "local" | "global" }).scope },
  }));
  const { queryClient } = renderWithApp(<SignOutButton>Sign out</SignOutButton>);
  await waitFor(() => expect(queryClient.getQueryData(meQuery.queryKey)).toBeTruthy());
  const signOuts = () => server.calls.filter((call) => call.path === "/api/account/sign-out");
  return { server, queryClient, signOuts };
}

describe("the sign-out button", () => {
  it("is disabled while the server hears of it, signs out once, then forgets the account here", async () => {
    const { server, queryClient, signOuts } = await renderSignedIn();
    const slow = server.hold("POST", "/api/account/sign-out");
    const user = userEvent.setup();
    const button = screen.getByRole("button", { name: "Sign out" });
    await user.click(button);
    await waitFor(() => expect(button).toBeDisabled());
    await waitFor(() => expect(signOuts()).toHaveLength(1));
    await user.click(button);
    expect(queryClient.getQueryData(meQuery.queryKey)).toBeTruthy();
    slow.release();
    await waitFor(() => expect(queryClient.getQueryData(meQuery.queryKey)).toBeNull());
    await waitFor(() => expect(button).toBeEnabled());
    expect(signOuts().map((call) => call.body)).toEqual([{ scope: "local" }]);
  });

  it("signs out even when the browser says it is offline", async () => {
    const { queryClient, signOuts } = await renderSignedIn();
    onlineManager.setOnline(false);
    await userEvent.setup().click(screen.getByRole("button", { name: "Sign out" }));
    await waitFor(() => expect(queryClient.getQueryData(meQuery.queryKey)).toBeNull());
    expect(signOuts()).toHaveLength(1);
  });

  // Nothing of the account may stay on a shared phone because the network is poor.
  it.each([
    ["cannot be reached", new TypeError("Failed to fetch")],
    ["does not answer in time", new DOMException("The operation timed out.", "TimeoutError")],
  ])("forgets the account here when the server %s, and tells it at the next start", async (_, failure) => {
    const { server, queryClient } = await renderSignedIn();
    server.on("POST", "/api/account/sign-out", () => {
      throw failure;
    });
    await userEvent.setup().click(screen.getByRole("button", { name: "Sign out" }));
    await waitFor(() => expect(queryClient.getQueryData(meQuery.queryKey)).toBeNull());
    expect(localStorage.getItem(STORAGE_KEYS.signOutPending)).toBe("1");
  });

  it("asks first when something written offline was not sent, and signs out only when told to delete it", async () => {
    queue.waiting = 2;
    const { queryClient, signOuts } = await renderSignedIn();
    const user = userEvent.setup();
    await user.click(screen.getByRole("button", { name: "Sign out" }));
    const dialog = await screen.findByRole("dialog", { name: "Not sent yet" });
    expect(dialog).toHaveTextContent("2 things you wrote without a connection");
    expect(signOuts()).toHaveLength(0);
    await user.click(within(dialog).getByRole("button", { name: "Sign out and delete it" }));
    await waitFor(() => expect(queryClient.getQueryData(meQuery.queryKey)).toBeNull());
    await dialogClosed();
    expect(signOuts().map((call) => call.body)).toEqual([{ scope: "local" }]);
  });
});
