import { useId, type ComponentProps } from "react";
import { useTranslation } from "react-i18next";
import { checkPassword, PASSWORD_ENCOURAGED_LENGTH, PASSWORD_MIN_LENGTH } from "@shared/domain/password";
import { Input } from "@web/components/ui/input";
import { cn } from "@web/lib/utils";

const LEVELS = ["weak", "weak", "fair", "good", "strong"] as const;
const BAR_COLOURS = ["bg-destructive", "bg-destructive", "bg-amber-500", "bg-emerald-500", "bg-emerald-600"];

/**
 * A new password with the strength hint of OWASP ASVS 5: length counts, composition
 * does not. The hint is announced politely as the person types.
 */
export function NewPasswordInput({
  value,
  identity = [],
  ...props
}: ComponentProps<typeof Input> & { value: string; identity?: readonly (string | null | undefined)[] }) {
  const { t } = useTranslation("auth");
  const meterId = useId();
  const { score, problem } = checkPassword(value, identity);
  const describedBy = [props["aria-describedby"], meterId].filter(Boolean).join(" ");
  return (
    <>
      <Input
        type="password"
        autoComplete="new-password"
        minLength={PASSWORD_MIN_LENGTH}
        {...props}
        value={value}
        aria-describedby={describedBy}
      />
      <div id={meterId} aria-live="polite" className="grid gap-1">
        <div className="flex gap-1" aria-hidden="true">
          {[1, 2, 3, 4].map((step) => (
            <span
              key={step}
              className={cn(
                "h-1.5 flex-1 rounded-full bg-muted",
                value && score >= step && BAR_COLOURS[score],
              )}
            />
          ))}
        </div>
        {value ? (
          <p className="text-sm text-muted-foreground">
            {problem
              ? t(`password.problem.${problem}`, { count: PASSWORD_MIN_LENGTH })
              : t(`password.level.${LEVELS[score]}`, { count: PASSWORD_ENCOURAGED_LENGTH })}
          </p>
        ) : null}
      </div>
    </>
  );
}
