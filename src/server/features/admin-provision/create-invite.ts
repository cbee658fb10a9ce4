/** An admin invites another: a one-time link by e-mail or SMS, valid 24 hours, for a region. */
import type { Region } from "@shared/constants";
import type { AppDeps } from "../../deps";
import { adminInvites, auditLog } from "../../db/schema";
import { SEALED, seal } from "../../security/sealed-tables";
import { authMessages } from "../../auth/messages";
import { INVITE_VALID_MS, newInviteToken, provisionLink } from "./invite-token";

export interface InviteInput {
  email: string | null;
  phone: string | null;
  region: Region;
}

export async function createInvite(
  deps: Pick<AppDeps, "db" | "cipher" | "env" | "messaging" | "now">,
  adminId: string,
  input: InviteInput,
): Promise<string> {
  const { token, tokenHash } = newInviteToken();
  const [invite] = await deps.db
    .insert(adminInvites)
    .values(
      // The invitee's address or number is encrypted; deleting their account finds it by its index.
      seal(deps.cipher, SEALED.adminInvites, {
        tokenHash,
        email: input.email,
        phone: input.email ? null : input.phone,
        region: input.region,
        createdBy: adminId,
        expiresAt: new Date(deps.now().getTime() + INVITE_VALID_MS),
      }),
    )
    .returning({ id: adminInvites.id });
  const link = provisionLink(deps.env.publicUrl, token);
  const texts = authMessages(deps.env.SITE_NAME);
  if (input.email) await deps.messaging.sendEmail({ to: input.email, ...texts.adminInviteEmail(link) });
  else if (input.phone) await deps.messaging.sendSms({ to: input.phone, text: texts.adminInviteSms(link) });
  await deps.db.insert(auditLog).values({
    actorId: adminId,
    action: "admin_invited",
    entityType: "admin_invite",
    entityId: invite!.id,
    details: { region: input.region, channel: input.email ? "email" : "sms" },
    createdAt: deps.now(),
  });
  return invite!.id;
}
