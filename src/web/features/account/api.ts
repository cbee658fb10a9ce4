/** The account endpoints (/api/account/*) as query options and plain calls. */
import { queryOptions } from "@tanstack/react-query";
import {
  accountSessionsSchema,
  reauthResponseSchema,
  securitySummarySchema,
  type ReauthRequest,
} from "@shared/api/account";
import { careSharingSchema, type CareSharing } from "@shared/api/system";
import { textMessagesSettingsSchema, type TextMessagesUpdate } from "@shared/api/text-messages";
import { api, readAnswer, readOutcome, withBody } from "@web/lib/api";

export const securityQuery = queryOptions({
  queryKey: ["account", "security"],
  queryFn: () => readAnswer(api.account.security.$get(), securitySummarySchema),
});

export const sessionsQuery = queryOptions({
  queryKey: ["account", "sessions"],
  queryFn: () => readAnswer(api.account.sessions.$get(), accountSessionsSchema),
});

export const reauthenticate = (input: ReauthRequest) =>
  readAnswer(api.account.reauth.$post(withBody({}, input)), reauthResponseSchema);
export const sendReauthCode = () => readOutcome(api.account.reauth.code.$post());
export const endSession = (id: string) => readOutcome(api.account.sessions[":id"].$delete({ param: { id } }));
export const deleteAccount = () => readOutcome(api.account.delete.$post(withBody({}, { confirm: true })));

/** Downloads the account's data as a file, without the data ever passing through a URL. */
export async function downloadMyData(): Promise<void> {
  const response = await api.account.export.$get();
  await readOutcome(response);
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
  readAnswer(
    api.me["care-sharing"].$put(withBody({}, { shareCareWithTeam } satisfies CareSharing)),
    careSharingSchema,
  );

/** The account's number by SMS and USSD: messages on or off, the weekly check-in, the choices made. */
export const textMessagesQuery = queryOptions({
  queryKey: ["account", "text-messages"],
  queryFn: () => readAnswer(api.account["text-messages"].$get(), textMessagesSettingsSchema),
});

export const saveTextMessages = (change: TextMessagesUpdate) =>
  readAnswer(api.account["text-messages"].$put(withBody({}, change)), textMessagesSettingsSchema);
