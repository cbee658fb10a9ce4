/**
 * The one way a form is written (issue 21): React Hook Form checks the values with the
 * shared zod schema the server applies, the server's 400 answer (`ApiError.fields`,
 * `{ field: code }`) lands on the same fields, and one mapping turns the schemas' error
 * codes into the form's translation keys. No form walks zod issues or `fields` by hand.
 *
 * Imported by lazily loaded forms only: react-hook-form stays out of the first page load.
 */
import { useCallback, useEffect, useRef, useState, type BaseSyntheticEvent, type RefObject } from "react";
import {
  get,
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
  invalid_time: "invalidTime",
  phone_required: "phoneRequired",
};

/** How a form words its errors. */
export interface ErrorCopy<F extends string = string> {
  /** The translation key of a field's message, from the field and the code's name in ERROR_CODE_KEYS. */
  key: (field: F, name: string, code: string) => string | string[];
  /** Codes this form words on their own, whatever the field: code → translation key. */
  overrides?: Record<string, string>;
  /** Values the message takes, e.g. `{ max }`. */
  values?: (field: F) => Record<string, unknown> | undefined;
  /** Values the form's own failure takes (its alert's message). */
  formValues?: Record<string, unknown>;
}

/** The translation key (and values) of an error code on a field. */
export function errorMessageKey<F extends string>(
  copy: ErrorCopy<F>,
  field: F,
  code: string,
): { key: string | string[]; values?: Record<string, unknown> | undefined } {
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
  /**
   * The form's fields, in the order the form shows them: a failed check focuses the first
   * with an error, and a server code for any other field is not this form's to show.
   */
  fields: readonly Path<V>[];
  /** How the copy words the codes. */
  copy: ErrorCopy<Path<V>>;
  t: TFunction;
  /** When the form's values are not the schema's input: what the schema checks. */
  toInput?: (values: V) => z.input<S>;
  /**
   * "schema": focus the first field the schema names rather than the first in `fields`, for
   * a form whose rule over several fields yields to a field's own ("write a message" before
   * "give an e-mail or a phone number").
   */
  focusOrder?: "fields" | "schema";
  /**
   * A field of the schema or of the server's answer that the form shows on another of its own:
   * the subject it composes, on the organisation; an e-mail or a phone number, on the one box
   * that takes either.
   */
  aliases?: Partial<Record<string, Path<V>>>;
}

export interface SchemaForm<V extends FieldValues, S extends AnySchema> {
  form: UseFormReturn<V, unknown, z.output<S>>;
  /**
   * The <form>'s ref. The first field to fix takes the focus by its control's name
   * (`name="phone"`, or `name="requirements.id"` under `requirements`), so controlled
   * controls (choice cards, check boxes) are found as registered ones are.
   */
  formRef: RefObject<HTMLFormElement | null>;
  /** A field's message in the current language, or undefined. */
  errorOf: (field: Path<V>) => string | undefined;
  /**
   * The form's onSubmit: checks with the schema, focuses the first field to fix (so keyboard
   * and screen-reader users land on it) or calls `onValid` with the schema's output.
   */
  submit: (onValid: SubmitHandler<z.output<S>>) => (event?: BaseSyntheticEvent) => Promise<unknown>;
  /**
   * Puts a refusal's (4xx) field codes on the form's fields (`requirements.x` on `requirements`),
   * focusing the first; false when the error names none of them.
   */
  showServerErrors: (error: unknown) => boolean;
  /**
   * Says a failure no field names on the form's alert (FormAlert `formError`): a translation
   * key, kept until the next submit (React Hook Form's `root.server`).
   */
  failWith: (key: string) => void;
  /** The form's failure in the reader's language, or undefined. */
  formError: string | undefined;
}

export function useSchemaForm<V extends FieldValues, S extends AnySchema>(
  /** The shared schema, or the one that fits the values (a form that grows as it is filled). */
  schema: S | ((values: V) => S),
  {
    defaultValues,
    fields,
    copy,
    t,
    toInput,
    focusOrder = "fields",
    aliases,
    ...options
  }: SchemaFormOptions<V, S>,
): SchemaForm<V, S> {
  const resolver: Resolver<V, unknown, z.output<S>> = async (values, context, resolverOptions) => {
    const current = typeof schema === "function" ? schema(values) : schema;
    const check = zodResolver(current as never) as unknown as Resolver<FieldValues, unknown, z.output<S>>;
    const result = await check(
      toInput ? (toInput(values) as FieldValues) : values,
      context,
      resolverOptions as never,
    );
    return (aliases ? { ...result, errors: aliased(result.errors, aliases) } : result) as never;
  };
  const form = useForm<V, unknown, z.output<S>>({
    // As the hand-written forms did: checked on submit, and again only on the next one.
    mode: "onSubmit",
    reValidateMode: "onSubmit",
    // `submit` focuses the first field to fix, in the order `focusOrder` says.
    shouldFocusError: false,
    ...options,
    defaultValues,
    resolver,
  });
  const { formState, setError, setFocus } = form;

  // The focus moves once the form has drawn the errors, so a screen reader reads the field
  // with its message. A new object each time: the same field asked twice moves it again.
  const formRef = useRef<HTMLFormElement>(null);
  const [focusRequest, setFocusRequest] = useState<{ field: string } | null>(null);
  useEffect(() => {
    if (!focusRequest) return;
    const { field } = focusRequest;
    const control = formRef.current?.querySelector<HTMLElement>(`[name="${field}"], [name^="${field}."]`);
    if (control) control.focus();
    else setFocus(field as Path<V>);
  }, [focusRequest, setFocus]);

  // Read here, so the form draws again whenever its errors change (formState is a proxy).
  const { errors } = formState;
  const errorOf = (field: Path<V>): string | undefined => {
    const code = firstMessage(get(errors, field));
    if (!code) return undefined;
    const { key, values } = errorMessageKey(copy, field, code);
    return t(key, values);
  };

  const fieldsKey = fields.join(" ");
  const showServerErrors = useCallback(
    (error: unknown): boolean => {
      // A refusal that names fields: a 400's checks, or a conflict on one (409, "account exists").
      if (!(error instanceof ApiError) || error.status < 400 || error.status >= 500) return false;
      // One field named on its own (`field` and `code`), or several (`fields`).
      const answered = error.fields ?? (error.field ? { [error.field]: error.code } : {});
      const own = fieldsKey.split(" ");
      const found = new Map<string, string>();
      for (const [name, code] of Object.entries(answered)) {
        const path = aliases?.[name] ?? name;
        const field = own.find((name) => path === name || path.startsWith(`${name}.`));
        if (field && !found.has(field)) found.set(field, code);
      }
      for (const [field, code] of found) setError(field as Path<V>, { type: "server", message: code });
      const first = own.find((field) => found.has(field));
      if (first) setFocusRequest({ field: first });
      return found.size > 0;
    },
    [fieldsKey, setError, aliases],
  );

  const submit = (onValid: SubmitHandler<z.output<S>>) =>
    form.handleSubmit(onValid, (found) => {
      const first =
        focusOrder === "schema" ? firstErrorPath(found) : fields.find((field) => get(found, field));
      if (first) setFocusRequest({ field: first });
    });

  const failWith = useCallback(
    (key: string) => setError("root.server", { type: "server", message: key }),
    [setError],
  );
  const failure = errors.root?.server?.message;
  const formError = failure ? t(failure, copy.formValues) : undefined;

  return { form, formRef, errorOf, submit, showServerErrors, failWith, formError };
}

/** The schema's errors on the form's own fields: the first error for a field stands. */
function aliased(errors: FieldErrors, aliases: Partial<Record<string, string>>): FieldErrors {
  const renamed: Record<string, unknown> = {};
  for (const [name, error] of Object.entries(errors)) {
    const field = aliases[name] ?? name;
    renamed[field] ??= error;
  }
  return renamed as FieldErrors;
}

/** The code of an error, or of the first one under it (`requirements` holds one per requirement). */
function firstMessage(error: unknown): string | undefined {
  if (!error || typeof error !== "object") return undefined;
  const { message } = error as { message?: unknown };
  if (typeof message === "string") return message;
  for (const inner of Object.values(error)) {
    const found = firstMessage(inner);
    if (found) return found;
  }
  return undefined;
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
