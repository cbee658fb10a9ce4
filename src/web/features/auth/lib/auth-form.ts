/**
 * The account forms on the one form hook (issue 21, decision 085): `useSchemaForm` with
 * the words of auth.json, and Better Auth's refusals on the form. Better Auth answers
 * `{ data, error }` rather than throwing: its refusal of a new password goes on the
 * password field (which takes the focus), any other on the form's alert.
 */
import type { FieldValues, Path } from "react-hook-form";
import type { z } from "zod";
import { PASSWORD_MIN_LENGTH } from "@shared/domain/password";
import { ApiError } from "@web/lib/http";
import { useTranslation } from "@web/lib/i18n";
import { useSchemaForm, type ErrorCopy, type SchemaFormOptions } from "@web/lib/schema-form";
import { authErrorKey, passwordFieldError, type AuthErrorLike } from "./auth-errors";

/** Better Auth's codes are upper case (PASSWORD_TOO_COMMON); the schemas' are not. */
const BETTER_AUTH_CODE = /^[A-Z][A-Z_]*$/;

/**
 * `errors.<name>` for the shared codes; a new password's problem as its hint words it
 * (`password.problem.too_short`); Better Auth's refusal as auth-errors.ts maps it. An
 * address too long to be one is not a valid address.
 */
export const AUTH_COPY: ErrorCopy = {
  key: (field, name, code) => {
    if (BETTER_AUTH_CODE.test(code)) return authErrorKey({ code });
    if (field === "password") return `password.problem.${code}`;
    if (field === "email" && name === "tooLong") return "errors.invalidEmail";
    return `errors.${name}`;
  },
  overrides: { invalid_code: "errors.invalidCode" },
  values: () => ({ count: PASSWORD_MIN_LENGTH }),
  formValues: { count: PASSWORD_MIN_LENGTH },
};

export function useAuthForm<V extends FieldValues, S extends z.ZodType<unknown, unknown>>(
  schema: S | ((values: V) => S),
  options: Pick<SchemaFormOptions<V, S>, "defaultValues" | "fields">,
) {
  const { t } = useTranslation("auth");
  const schemaForm = useSchemaForm(schema, { ...options, copy: AUTH_COPY as ErrorCopy<Path<V>>, t });
  const { showServerErrors, failWith } = schemaForm;

  /**
   * Better Auth's refusal: of a new password on `passwordField` when the form has one
   * (the same road as a 400's field code, so it is focused once drawn), else on the form.
   */
  const refuse = (error: AuthErrorLike, passwordField?: Path<V>) => {
    if (passwordField && passwordFieldError(error) && error.code) {
      if (showServerErrors(new ApiError(400, error.code, error.code, passwordField))) return;
    }
    // Where the server's word lands when no field is named: the form's alert.
    failWith(authErrorKey(error));
  };

  return { ...schemaForm, t, refuse };
}
