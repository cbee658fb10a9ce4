/**
 * The one way a form is written (issue 21): React Hook Form checks the values with the
 * shared zod schema the server applies, the server's 400 answer (`ApiError.fields`,
 * `{ field: code }`) lands on the same fields, and one mapping turns the schemas' error
 * codes into the form's translation keys. No form walks zod issues or `fields` by hand.
 *
 * Imported by lazily loaded forms only: react-hook-form stays out of the first page load.
 */
import { useCallback, type BaseSyntheticEvent } from "react";
import {
  useForm,
  type DefaultValues,
  type FieldErrors,
  type FieldValues,
  type Path,
  type Resolver,
  type SubmitHandler,
  type UseFormProps,
  type UseFormReturn,
} from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import type { z } from "zod";
import { ApiError } from "./http";
import type { TFunction } from "./i18n";

/**
 * The shared schemas' error codes (src/shared/api/fields.ts and the schemas' own
 * refinements) and the name each has in the forms' copy, e.g. `form.errors.email.invalidEmail`.
 */
export const ERROR_CODE_KEYS: Record<string, string> = {
  required: "required",
  invalid_email: "invalidEmail",
  invalid_phone: "invalidPhone",
  too_long: "tooLong",
  invalid_choice: "invalidChoice",
  consent_required: "consentRequired",
  email_or_phone_required: "needContact",
};

/** How a form words its errors. */
export interface ErrorCopy<F extends string = string> {
  /** The translation key of a field's message, from the field and the code's name in ERROR_CODE_KEYS. */
  key: (field: F, name: string, code: string) => string;
  /** Codes this form words on their own, whatever the field: code → translation key. */
  overrides?: Record<string, string>;
  /** Values the message takes, e.g. `{ max }`. */
  values?: (field: F) => Record<string, unknown> | undefined;
}

/** The translation key (and values) of an error code on a field. */
export function errorMessageKey<F extends string>(
  copy: ErrorCopy<F>,
  field: F,
  code: string,
): { key: string; values?: Record<string, unknown> | undefined } {
  const override = copy.overrides?.[code];
  if (override) return { key: override };
  return { key: copy.key(field, ERROR_CODE_KEYS[code] ?? "required", code), values: copy.values?.(field) };
}

type AnySchema = z.ZodType<unknown, unknown>;

export interface SchemaFormOptions<V extends FieldValues, S extends AnySchema> extends Omit<
  UseFormProps<V, unknown, z.output<S>>,
  "resolver" | "defaultValues"
> {
  defaultValues: DefaultValues<V>;
  /** The form's fields; a server code for any other field is not this form's to show. */
  fields: readonly Path<V>[];
  /** How the copy words the codes. */
  copy: ErrorCopy<Path<V>>;
  t: TFunction;
  /** When the form's values are not the schema's input: what the schema checks. */
  toInput?: (values: V) => z.input<S>;
}

export interface SchemaForm<V extends FieldValues, S extends AnySchema> {
  form: UseFormReturn<V, unknown, z.output<S>>;
  /** A field's message in the current language, or undefined. */
  errorOf: (field: Path<V>) => string | undefined;
  /**
   * The form's onSubmit: checks with the schema, focuses the first field to fix (so keyboard
   * and screen-reader users land on it) or calls `onValid` with the schema's output.
   */
  submit: (onValid: SubmitHandler<z.output<S>>) => (event?: BaseSyntheticEvent) => Promise<unknown>;
  /** Puts a 400 answer's field codes on the fields (focusing the first); false for any other error. */
  showServerErrors: (error: unknown) => boolean;
}

export function useSchemaForm<V extends FieldValues, S extends AnySchema>(
  schema: S,
  { defaultValues, fields, copy, t, toInput, ...options }: SchemaFormOptions<V, S>,
): SchemaForm<V, S> {
  const check = zodResolver(schema as never) as unknown as Resolver<FieldValues, unknown, z.output<S>>;
  const resolver: Resolver<V, unknown, z.output<S>> = (values, context, resolverOptions) =>
    check(toInput ? (toInput(values) as FieldValues) : values, context, resolverOptions as never) as never;
  const form = useForm<V, unknown, z.output<S>>({
    // As the hand-written forms did: checked on submit, and again only on the next one.
    mode: "onSubmit",
    reValidateMode: "onSubmit",
    // `submit` focuses the first field the schema names, not the first on the page: a rule
    // over several fields (no e-mail or phone) yields to the field's own ("write a message").
    shouldFocusError: false,
    ...options,
    defaultValues,
    resolver,
  });
  const { formState, getFieldState, setError } = form;

  const errorOf = (field: Path<V>): string | undefined => {
    const code = getFieldState(field, formState).error?.message;
    if (!code) return undefined;
    const { key, values } = errorMessageKey(copy, field, code);
    return t(key, values);
  };

  const fieldsKey = fields.join(" ");
  const showServerErrors = useCallback(
    (error: unknown): boolean => {
      if (!(error instanceof ApiError) || error.status !== 400 || !error.fields) return false;
      const own = fieldsKey.split(" ");
      const found = own.filter((field) => error.fields?.[field]);
      found.forEach((field, index) =>
        setError(
          field as Path<V>,
          { type: "server", message: error.fields?.[field] },
          { shouldFocus: index === 0 },
        ),
      );
      return true;
    },
    [fieldsKey, setError],
  );

  const submit = (onValid: SubmitHandler<z.output<S>>) =>
    form.handleSubmit(onValid, (found) => {
      const first = firstErrorPath(found);
      if (first) form.setFocus(first as Path<V>);
    });

  return { form, errorOf, submit, showServerErrors };
}

/** The dotted path of the first error the schema reported (errors nest as the values do). */
function firstErrorPath(errors: FieldErrors, prefix = ""): string | undefined {
  for (const [name, error] of Object.entries(errors)) {
    if (!error) continue;
    const path = prefix ? `${prefix}.${name}` : name;
    if (typeof error.message === "string" || typeof error.type === "string") return path;
    return firstErrorPath(error as FieldErrors, path);
  }
  return undefined;
}
