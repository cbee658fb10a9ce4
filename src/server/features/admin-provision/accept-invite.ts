/**
 * Accepting a provisioning link: a new account (name, e-mail, password) or the signed-in
 * one becomes an admin of a region. The link is claimed atomically first, so two people
 * racing with one link cannot both succeed; if the account cannot be made, the claim is
 * released. An invited account's e-mail and phone are taken as verified: the link reached them.
 */
import { and, eq, gt, isNull } from "drizzle-orm";
import { APIError } from "better-auth/api";
import type { Region } from "@shared/constants";
import type { AppDeps } from "../../deps";
import type { Viewer } from "../../auth/session";
import { adminInvites, auditLog, user, userProfiles } from "../../db/schema";
import { HttpError } from "../../http/errors";
import { INVALID_LINK, findUsableInvite, isFirstAdminInvite, type InviteRow } from "./find-invite";

type Deps = Pick<AppDeps, "db" | "cipher" | "auth" | "now">;

export interface AcceptInput {
  token: string;
  region?: Region | undefined;
  account?: { name: string; email: string | null; password: string } | undefined;
}

async function claim(deps: Deps, invite: InviteRow): Promise<void> {
  const now = deps.now();
  const claimed = await deps.db
    .update(adminInvites)
    .set({ usedAt: now })
    .where(and(eq(adminInvites.id, invite.id), isNull(adminInvites.usedAt), gt(adminInvites.expiresAt, now)))
    .returning({ id: adminInvites.id });
  if (claimed.length === 0) throw INVALID_LINK();
}

async function release(deps: Deps, invite: InviteRow) {
  await deps.db.update(adminInvites).set({ usedAt: null }).where(eq(adminInvites.id, invite.id));
}

function chooseRegion(invite: InviteRow, input: AcceptInput): Region {
  const region = invite.region ?? input.region;
  if (!region) throw new HttpError(400, "validation", "Choose a region.", { field: "region" });
  return region;
}

async function createAccount(deps: Deps, invite: InviteRow, account: NonNullable<AcceptInput["account"]>) {
  const email = account.email ?? "";
  if (invite.email && invite.email !== email)
    throw new HttpError(400, "validation", "Use the e-mail address the invitation was sent to.", {
      field: "account.email",
    });
  try {
    const result = await deps.auth.api.signUpEmail({
      body: { name: account.name, email, password: account.password },
    });
    return result.user.id;
  } catch (error) {
    if (error instanceof APIError && error.statusCode < 500) {
      const exists =
        error.statusCode === 422 || (error.body as { code?: string })?.code === "USER_ALREADY_EXISTS";
      throw exists
        ? new HttpError(
            409,
            "account_exists",
            "An account with this e-mail exists: sign in, then open the link again.",
            {
              field: "account.email",
            },
          )
        : new HttpError(
            400,
            "validation",
            (error.body as { message?: string })?.message ?? "Invalid account.",
            {
              field: "account.password",
            },
          );
    }
    throw error;
  }
}

function promotable(invite: InviteRow, viewer: Viewer | null): Viewer {
  if (!viewer)
    throw new HttpError(400, "validation", "Enter your name, e-mail and a password.", { field: "account" });
  const matches =
    isFirstAdminInvite(invite) ||
    (invite.email && invite.email === viewer.user.email) ||
    (invite.phone && invite.phone === viewer.user.phoneNumber);
  if (!matches) throw new HttpError(403, "forbidden", "This invitation was sent to someone else.");
  return viewer;
}

export async function acceptInvite(
  deps: Deps,
  input: AcceptInput,
  viewer: Viewer | null,
): Promise<{ userId: string; created: boolean; firstAdmin: boolean }> {
  const invite = await findUsableInvite(deps, input.token, deps.now());
  const region = chooseRegion(invite, input);
  const existing = input.account ? null : promotable(invite, viewer);
  await claim(deps, invite);
  let userId: string;
  try {
    userId = existing ? existing.user.id : await createAccount(deps, invite, input.account!);
  } catch (error) {
    await release(deps, invite);
    throw error;
  }
  // The deployment's first admin leads it; anyone invited joins a team as a member.
  const leadAdmin = isFirstAdminInvite(invite);
  await deps.db.transaction(async (tx) => {
    await tx
      .insert(userProfiles)
      .values({ userId, role: "admin", region, leadAdmin })
      .onConflictDoUpdate({
        target: userProfiles.userId,
        set: { role: "admin", region, leadAdmin, updatedAt: deps.now() },
      });
    if (!existing) {
      // The phone goes on the new account unless another account already holds it.
      const [holder] = invite.phone
        ? await tx.select({ id: user.id }).from(user).where(eq(user.phoneNumber, invite.phone))
        : [];
      await tx
        .update(user)
        .set({
          // The link reached its holder; an operator printed or an admin sent it.
          emailVerified: true,
          ...(invite.phone && !holder ? { phoneNumber: invite.phone, phoneNumberVerified: true } : {}),
        })
        .where(eq(user.id, userId));
    }
    await tx.insert(auditLog).values({
      actorId: invite.createdBy,
      action: "admin_provisioned",
      entityType: "user",
      entityId: userId,
      details: { region, invite: invite.id, created: !existing },
      createdAt: deps.now(),
    });
  });
  return { userId, created: !existing, firstAdmin: isFirstAdminInvite(invite) };
}
