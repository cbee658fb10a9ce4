/** The account endpoints (/api/account/*) as query options and plain calls. */
import { queryOptions } from "@tanstack/react-query";
import type { AccountSession, ReauthRequest, ReauthResponse, SecuritySummary } from "@shared/api/account";
import type { CareSharing } from "@shared/api/system";
import type { TextMessagesSettings, TextMessagesUpdate } from "@shared/api/text-messages";
import { readJson, sendJson as send } from "@web/lib/http";

export const securityQuery = queryOptions({
  queryKey: ["account", "security"],
  queryFn: () => send<SecuritySummary>("/api/account/security", "GET"),
});

export const sessionsQuery = queryOptions({
  queryKey: ["account", "sessions"],
  queryFn: () => send<AccountSession[]>("/api/account/sessions", "GET"),
});

export const reauthenticate = (input: ReauthRequest) =>
  send<ReauthResponse>("/api/account/reauth", "POST", input);
export const sendReauthCode = () => send<{ ok: true }>("/api/account/reauth/code", "POST");
export const endSession = (id: string) =>
  send<{ ok: true }>(`/api/account/sessions/${encodeURIComponent(id)}`, "DELETE");
export const deleteAccount = () => send<{ ok: true }>("/api/account/delete", "POST", { confirm: true });

/** Downloads the account's data as a file, without the data ever passing through a URL. */
export async function downloadMyData(): Promise<void> {
  const response = await fetch("/api/account/export", { credentials: "same-origin" });
  if (!response.ok) await readJson(response);
  const name =
    /filename="([^"]+)"/.exec(response.headers.get("content-disposition") ?? "")?.[1] ?? "account-data.json";
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement("a");
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** The consent that the care team sees reminders and adherence (PUT /api/me/care-sharing). */
export const saveCareSharing = (shareCareWithTeam: boolean) =>
  send<CareSharing>("/api/me/care-sharing", "PUT", { shareCareWithTeam } satisfies CareSharing);

/** The account's number by SMS and USSD: messages on or off, the weekly check-in, the choices made. */
export const textMessagesQuery = queryOptions({
  queryKey: ["account", "text-messages"],
  queryFn: () => send<TextMessagesSettings>("/api/account/text-messages", "GET"),
});

export const saveTextMessages = (change: TextMessagesUpdate) =>
  send<TextMessagesSettings>("/api/account/text-messages", "PUT", change);
