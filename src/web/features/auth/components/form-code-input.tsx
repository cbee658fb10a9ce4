import type { ComponentProps } from "react";
import { useController, type Control, type FieldValues, type Path } from "react-hook-form";
import { CodeInput } from "@web/components/ui/input";
import { Field } from "@web/components/ui/field";
import { useTranslation } from "@web/lib/i18n";

type FormCodeInputProps<V extends FieldValues> = Omit<
  ComponentProps<typeof CodeInput>,
  "name" | "value" | "onValueChange"
> & { control: Control<V>; name: Path<V> };

/**
 * A six-digit code (SMS or authenticator app) as one of a form's fields: digits only as it
 * is typed, named for the focus, and labelled and described by its Field as any control.
 */
export function FormCodeInput<V extends FieldValues>({ control, name, ...props }: FormCodeInputProps<V>) {
  // Found for the focus by its name (useSchemaForm), so React Hook Form needs no ref of it.
  const {
    field: { name: fieldName, value, onBlur, onChange },
  } = useController({ control, name });
  return <CodeInput {...props} name={fieldName} value={value} onBlur={onBlur} onValueChange={onChange} />;
}

/** The code an SMS brought, as a form's `code` field, with its label and hint. */
export function SmsCodeField<V extends { code: string }>({
  control,
  error,
}: {
  control: Control<V>;
  error: string | undefined;
}) {
  const { t } = useTranslation("auth");
  return (
    <Field label={t("fields.code")} hint={t("fields.codeHint")} error={error}>
      <FormCodeInput control={control} name={"code" as Path<V>} />
    </Field>
  );
}
