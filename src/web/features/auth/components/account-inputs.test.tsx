import { useState } from "react";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { fakeServer, useEnglishStrings, type FakeServer } from "@web/test/render-app";
import { NewPasswordInput } from "./account-inputs";

function Field() {
  const [value, setValue] = useState("");
  return (
    <NewPasswordInput
      aria-label="Password"
      value={value}
      onChange={(event) => setValue(event.target.value)}
      identity={["Amina Nakato", "amina@example.org"]}
    />
  );
}

let server: FakeServer;
const checks = () => server.calls.filter((call) => call.path === "/api/password-check");

beforeAll(useEnglishStrings);
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("the new password's hint", () => {
  it("takes the server's word once typing pauses: a common password is never called fair", async () => {
    server = fakeServer();
    server.on("POST", "/api/password-check", () => ({ json: { problem: "too_common", score: 0 } }));
    render(<Field />);
    await userEvent.type(screen.getByLabelText("Password"), "password123");
    expect(await screen.findByText(/too easy to guess/)).toBeInTheDocument();
    expect(screen.queryByText(/^Fair/)).not.toBeInTheDocument();
    // Asked once, after the pause, with what the form knows of the person.
    expect(checks()).toHaveLength(1);
    expect(checks()[0]?.body).toEqual({
      password: "password123",
      identity: ["Amina Nakato", "amina@example.org"],
    });
  });

  it("is never more hopeful than the length alone when the server accepts", async () => {
    server = fakeServer();
    server.on("POST", "/api/password-check", () => ({ json: { problem: null, score: 3 } }));
    render(<Field />);
    await userEvent.type(screen.getByLabelText("Password"), "kasubi hill");
    expect(await screen.findByText("Fair. 15 characters or more would be stronger.")).toBeInTheDocument();
  });

  it("keeps the browser's own rules without asking, and stands alone when the server cannot answer", async () => {
    server = fakeServer();
    server.on("POST", "/api/password-check", () => ({
      status: 503,
      json: { error: { code: "unavailable" } },
    }));
    render(<Field />);
    await userEvent.type(screen.getByLabelText("Password"), "Nakato");
    expect(screen.getByText("Use at least 8 characters.")).toBeInTheDocument();
    await userEvent.clear(screen.getByLabelText("Password"));
    await userEvent.type(screen.getByLabelText("Password"), "a river of our own making");
    expect(await screen.findByText("Strong.")).toBeInTheDocument();
    expect(checks().every((call) => (call.body as { password: string }).password.length >= 8)).toBe(true);
  });
});
