import type { ComponentProps } from "react";
import { useController, type Control, type FieldValues, type Path } from "react-hook-form";
import { CodeInput } from "./input";

/** `Checked`: what the form's schema makes of its values (its output). */
type FormCodeInputProps<V extends FieldValues, Checked> = Omit<
  ComponentProps<typeof CodeInput>,
  "name" | "value" | "onValueChange"
> & { control: Control<V, unknown, Checked>; name: Path<V> };

/**
 * A six-digit code (SMS or authenticator app) as one of a form's fields: digits only as it
 * is typed, named for the focus, and labelled and described by its Field as any control.
 */
export function FormCodeInput<V extends FieldValues, Checked = V>({
  control,
  name,
  ...props
}: FormCodeInputProps<V, Checked>) {
  // Found for the focus by its name (useSchemaForm), so React Hook Form needs no ref of it.
  const {
    field: { name: fieldName, value, onBlur, onChange },
  } = useController<V, Path<V>, Checked>({ control, name });
  return <CodeInput {...props} name={fieldName} value={value} onBlur={onBlur} onValueChange={onChange} />;
}
