import type { ComponentProps } from "react";
import { useController, type Control, type FieldValues, type Path } from "react-hook-form";
import { CodeInput } from "@web/components/ui/input";

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
