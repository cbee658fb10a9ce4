/** Provisioning links and invitations (the server's admin-provision). */
import { queryOptions } from "@tanstack/react-query";
import {
  adminInviteListResponseSchema,
  inviteCreatedSchema,
  inviteRevokedSchema,
  provisionAcceptResponseSchema,
  provisionCheckResponseSchema,
  type InviteCreateRequest,
  type ProvisionAcceptRequest,
} from "@shared/api/admin-accounts";
import { api, readAnswer, withBody } from "@web/lib/api";

export const invitesQuery = queryOptions({
  queryKey: ["admin", "invites"],
  queryFn: () => readAnswer(api.admin.invites.$get(), adminInviteListResponseSchema),
});

export const checkProvisionLink = (token: string) =>
  readAnswer(api["admin-provision"].check.$post(withBody({}, { token })), provisionCheckResponseSchema);

export const acceptProvisionLink = (input: ProvisionAcceptRequest) =>
  readAnswer(api["admin-provision"].accept.$post(withBody({}, input)), provisionAcceptResponseSchema);

export const createInvite = (input: InviteCreateRequest) =>
  readAnswer(api.admin.invites.$post(withBody({}, input)), inviteCreatedSchema);
export const revokeInvite = (id: string) =>
  readAnswer(api.admin.invites[":id"].$delete({ param: { id } }), inviteRevokedSchema);
