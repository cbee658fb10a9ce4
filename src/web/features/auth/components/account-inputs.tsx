import { useEffect, useId, useState, type ComponentProps } from "react";
import { useTranslation } from "@web/lib/i18n";
import { passwordCheckResponseSchema, type PasswordCheckResponse } from "@shared/api/account";
import { ACCOUNT_NAME_MAX_CHARS } from "@shared/domain/account-name";
import {
  checkPassword,
  PASSWORD_ENCOURAGED_LENGTH,
  PASSWORD_MIN_LENGTH,
  type PasswordCheck,
  type PasswordIdentity,
} from "@shared/domain/password";
import { Input } from "@web/components/ui/input";
import { api, readAnswer, withBody } from "@web/lib/api";
import { cn } from "@web/lib/utils";

const LEVELS = ["weak", "weak", "fair", "good", "strong"] as const;
const BAR_COLOURS = ["bg-destructive", "bg-destructive", "bg-amber-500", "bg-emerald-500", "bg-emerald-600"];
/** The server is asked once typing pauses this long. */
const ASK_AFTER_MS = 400;

type Verdict = PasswordCheckResponse | "unavailable";

/**
 * The server's verdict on the password once typing pauses: its common-password list is too
 * heavy for the browser, and a hint must not call "fair" what the server will refuse.
 * Offline, or when the server cannot answer, "unavailable": the browser's own rules stand.
 */
function useServerVerdict(password: string, identity: PasswordIdentity, ask: boolean): Verdict | null {
  const [answer, setAnswer] = useState<{ password: string; verdict: Verdict } | null>(null);
  const known = identity.filter((part): part is string => Boolean(part?.trim())).slice(0, 4);
  const identityKey = JSON.stringify(known);
  useEffect(() => {
    if (!ask) return;
    let current = true;
    const timer = setTimeout(() => {
      const identity = JSON.parse(identityKey) as string[];
      readAnswer(
        api["password-check"].$post(withBody({}, { password, identity })),
        passwordCheckResponseSchema,
      ).then(
        (verdict) => current && setAnswer({ password, verdict }),
        () => current && setAnswer({ password, verdict: "unavailable" }),
      );
    }, ASK_AFTER_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [password, identityKey, ask]);
  return answer?.password === password ? answer.verdict : null;
}

/**
 * What the hint says: the browser's rules first (length, the person's own details); then
 * the server's word, never more hopeful than the length alone. While the server is being
 * asked (null), nothing: a hint that changed its mind would be read out twice.
 */
function hintFor(local: PasswordCheck, verdict: Verdict | null): PasswordCheck | null {
  if (local.problem || verdict === "unavailable") return local;
  if (verdict === null) return null;
  if (verdict.problem) return { problem: verdict.problem, score: 0 };
  return { problem: null, score: Math.min(local.score, verdict.score) as PasswordCheck["score"] };
}

/**
 * A new password with the strength hint of OWASP ASVS 5: length counts, composition
 * does not, a common password is refused. The hint is announced politely as the person types.
 */
export function NewPasswordInput({
  value,
  identity = [],
  ...props
}: ComponentProps<typeof Input> & { value: string; identity?: readonly (string | null | undefined)[] }) {
  const { t } = useTranslation("auth");
  const meterId = useId();
  const local = checkPassword(value, identity);
  const verdict = useServerVerdict(value, identity, value !== "" && local.problem === null);
  const hint = hintFor(local, verdict);
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
                value && hint && hint.score >= step && BAR_COLOURS[hint.score],
              )}
            />
          ))}
        </div>
        {/* A problem the field's error already names is not said twice. */}
        {value && hint && !(hint.problem && props["aria-invalid"]) ? (
          <p className="text-sm text-muted-foreground">
            {hint.problem
              ? t(`password.problem.${hint.problem}`, { count: PASSWORD_MIN_LENGTH })
              : t(`password.level.${LEVELS[hint.score]}`, { count: PASSWORD_ENCOURAGED_LENGTH })}
          </p>
        ) : null}
      </div>
    </>
  );
}

/** The name an account goes by, no longer than the server takes (sign-up, phone sign-up, provisioning). */
export function AccountNameInput(props: ComponentProps<typeof Input>) {
  return <Input autoComplete="nickname" required maxLength={ACCOUNT_NAME_MAX_CHARS} {...props} />;
}
