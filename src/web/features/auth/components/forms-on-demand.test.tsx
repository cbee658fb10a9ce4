import { beforeAll, describe, expect, it, vi } from "vitest";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { renderWithApp, useEnglishStrings } from "@web/test/render-app";
import { signedOutServer } from "@web/test/auth-client";
import { SignInOrUp } from "./account-gate";

// How many times each form's code was asked for (a module's factory runs on its first import).
const loads = vi.hoisted(() => ({ signUp: 0, phone: 0 }));
vi.mock("./sign-up-form", async (original) => {
  loads.signUp += 1;
  return original();
});
vi.mock("./phone-code-form", async (original) => {
  loads.phone += 1;
  return original();
});
vi.mock("@web/lib/auth-client", () => import("@web/test/auth-client"));

beforeAll(useEnglishStrings);

describe("the account forms a visitor may open", () => {
  it("are not loaded with the sign-in form, and start loading when a press is coming", async () => {
    signedOutServer();
    renderWithApp(<SignInOrUp />, { route: "/portal" });
    const user = userEvent.setup();
    expect(await screen.findByRole("button", { name: "Sign in" })).toBeInTheDocument();
    expect(loads).toEqual({ signUp: 0, phone: 0 });

    await user.hover(screen.getByRole("button", { name: "Create an account" }));
    await waitFor(() => expect(loads.signUp).toBe(1));
    // The keyboard's way there: the focus on "Phone".
    screen.getByRole("button", { name: "Phone" }).focus();
    await waitFor(() => expect(loads.phone).toBe(1));

    await user.click(screen.getByRole("button", { name: "Create an account" }));
    expect(await screen.findByRole("button", { name: "Create account" })).toBeInTheDocument();
    expect(loads).toEqual({ signUp: 1, phone: 1 });
  });
});
