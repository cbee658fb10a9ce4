import type { Control, Path } from "react-hook-form";
import { Field } from "@web/components/ui/field";
import { FormCodeInput } from "@web/components/ui/form-code-input";
import { useTranslation } from "@web/lib/i18n";

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
