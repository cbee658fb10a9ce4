import { describe, expect, it } from "vitest";
import { act, renderHook } from "@testing-library/react";
import { z } from "zod";
import { requiredText, optionalEmail } from "@shared/api/fields";
import { ApiError } from "./http";
import type { TFunction } from "./i18n";
import { errorMessageKey, useSchemaForm, type ErrorCopy } from "./schema-form";

const schema = z.object({
  name: requiredText(10),
  email: optionalEmail(),
  requirements: z.object({ prescription: z.literal(true, { error: "consent_required" }) }),
});
const copy: ErrorCopy<string> = {
  key: (field, name) => `errors.${field}.${name}`,
  overrides: { email_or_phone_required: "errors.needContact" },
  values: (field) => (field === "name" ? { max: 10 } : undefined),
};
// Shows the key and values, so the test reads what would be translated.
const t = ((key: string | readonly string[], values?: object) =>
  `${String(key)}${values ? JSON.stringify(values) : ""}`) as TFunction;

function renderForm() {
  return renderHook(() =>
    useSchemaForm(schema, {
      defaultValues: { name: "", email: "", requirements: { prescription: false } },
      fields: ["name", "email", "requirements"],
      copy,
      t,
    }),
  ).result;
}

describe("errorMessageKey", () => {
  it("names a code by its shared name, a form's own words first", () => {
    expect(errorMessageKey(copy, "name", "too_long")).toEqual({
      key: "errors.name.tooLong",
      values: { max: 10 },
    });
    expect(errorMessageKey(copy, "email", "invalid_email").key).toBe("errors.email.invalidEmail");
    expect(errorMessageKey(copy, "email", "email_or_phone_required")).toEqual({ key: "errors.needContact" });
    expect(errorMessageKey(copy, "email", "something_new").key).toBe("errors.email.required");
  });
});

describe("useSchemaForm", () => {
  it("checks with the shared schema and words each field's first code", async () => {
    const result = renderForm();
    await act(async () => {
      await result.current.form.trigger();
    });
    await act(async () => {
      result.current.form.setValue("email", "nobody");
      await result.current.form.trigger();
    });
    expect(result.current.errorOf("name")).toBe('errors.name.required{"max":10}');
    expect(result.current.errorOf("email")).toBe("errors.email.invalidEmail");
    expect(result.current.errorOf("requirements")).toBe("errors.requirements.consentRequired");
  });

  it("puts a 400's field codes on the form's fields, nested paths on their field, others ignored", () => {
    const result = renderForm();
    const error = new ApiError(400, "validation", "x", undefined, {
      "requirements.prescription": "invalid_choice",
      email: "invalid_email",
      region: "invalid_choice",
    });
    let shown = false;
    act(() => {
      shown = result.current.showServerErrors(error);
    });
    expect(shown).toBe(true);
    expect(result.current.errorOf("requirements")).toBe("errors.requirements.invalidChoice");
    expect(result.current.errorOf("email")).toBe("errors.email.invalidEmail");
    expect(result.current.errorOf("name")).toBeUndefined();
  });

  it("leaves any other failure to the form", () => {
    const result = renderForm();
    expect(result.current.showServerErrors(new ApiError(500, "server", "x"))).toBe(false);
    expect(
      result.current.showServerErrors(new ApiError(400, "v", "x", undefined, { region: "required" })),
    ).toBe(false);
  });

  it("says a failure no field names in the reader's words, until the next submit", async () => {
    const result = renderForm();
    act(() => result.current.failWith("errors.tooMany"));
    expect(result.current.formError).toBe("errors.tooMany");
    await act(async () => {
      await result.current.submit(() => undefined)();
    });
    expect(result.current.formError).toBeUndefined();
  });
});
