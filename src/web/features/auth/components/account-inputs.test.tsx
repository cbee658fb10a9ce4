import { useState } from "react";
import { beforeAll, describe, expect, it } from "vitest";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useForm, useWatch } from "react-hook-form";
import { Field as FormField } from "@web/components/ui/field";
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

/** As the account forms draw it: registered with React Hook Form, the value watched, inside a Field. */
function RegisteredField({ error }: { error?: string }) {
  const form = useForm({ defaultValues: { password: "" } });
  const password = useWatch({ control: form.control, name: "password" });
  return (
    <FormField label="New password" error={error}>
      <NewPasswordInput {...form.register("password")} value={password} />
    </FormField>
  );
}

let server: FakeServer;
const checks = () => server.calls.filter((call) => call.path === "/api/password-check");

beforeAll(useEnglishStrings);

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

  it("follows a form's registered field, and is read with the field's label and error", async () => {
    server = fakeServer();
    server.on("POST", "/api/password-check", () => ({ json: { problem: null, score: 4 } }));
    render(<RegisteredField />);
    const field = screen.getByLabelText("New password");
    await userEvent.type(field, "Nakato");
    expect(field).toHaveAccessibleDescription("Use at least 8 characters.");
    await userEvent.type(field, " of the river, of our own making");
    expect(await screen.findByText("Strong.")).toBeInTheDocument();
    expect(field).toHaveAccessibleDescription("Strong.");
  });

  it("does not say twice a problem the field's error already names", async () => {
    server = fakeServer();
    render(<RegisteredField error="Use at least 8 characters." />);
    const field = screen.getByLabelText("New password");
    await userEvent.type(field, "Nakato");
    expect(screen.getAllByText("Use at least 8 characters.")).toHaveLength(1);
    expect(field).toHaveAttribute("aria-invalid", "true");
    // The error, and the meter with nothing more to say.
    expect(field).toHaveAccessibleDescription(/^Use at least 8 characters\.\s*$/);
  });
});
