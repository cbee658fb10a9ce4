/** Admin status, provisioning links and invitations. */
import { queryOptions } from "@tanstack/react-query";
import type {
  AdminInvite,
  AdminStatus,
  InviteCreateRequest,
  ProvisionCheck,
} from "@shared/api/admin-accounts";
import type { Region } from "@shared/constants";
import { sendJson as send } from "@web/lib/http";

export const adminStatusQuery = queryOptions({
  queryKey: ["admin", "status"],
  queryFn: () => send<AdminStatus>("/api/admin/status", "GET"),
  refetchInterval: 15_000,
});

export const invitesQuery = queryOptions({
  queryKey: ["admin", "invites"],
  queryFn: () => send<AdminInvite[]>("/api/admin/invites", "GET"),
});

export const checkProvisionLink = (token: string) =>
  send<ProvisionCheck>("/api/admin-provision/check", "POST", { token });

export const acceptProvisionLink = (input: {
  token: string;
  region?: Region;
  account?: { name: string; email: string; password: string };
}) => send<{ userId: string; signedIn: boolean }>("/api/admin-provision/accept", "POST", input);

export const createInvite = (input: InviteCreateRequest) =>
  send<{ id: string }>("/api/admin/invites", "POST", input);
export const revokeInvite = (id: string) =>
  send<{ ok: true }>(`/api/admin/invites/${encodeURIComponent(id)}`, "DELETE");
