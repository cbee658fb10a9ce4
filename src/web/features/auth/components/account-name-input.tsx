import type { ComponentProps } from "react";
import { ACCOUNT_NAME_MAX_CHARS } from "@shared/domain/account-name";
import { Input } from "@web/components/ui/input";

/** The name an account goes by, no longer than the server takes (sign-up, phone sign-up, provisioning). */
export function AccountNameInput(props: ComponentProps<typeof Input>) {
  return <Input autoComplete="nickname" required maxLength={ACCOUNT_NAME_MAX_CHARS} {...props} />;
}
