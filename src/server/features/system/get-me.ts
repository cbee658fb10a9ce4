import { eq } from "drizzle-orm";
import type { Me } from "@shared/api/system";
import type { Db } from "../../db/client";
import { userProfiles } from "../../db/schema";
import type { Viewer } from "../../auth/session";

export async function getMe(db: Db, viewer: Viewer): Promise<Me> {
  const [profile] = await db.select().from(userProfiles).where(eq(userProfiles.userId, viewer.user.id));
  return {
    user: {
      id: viewer.user.id,
      name: viewer.user.name,
      email: viewer.user.email,
      emailVerified: viewer.user.emailVerified,
      phoneNumber: viewer.user.phoneNumber ?? null,
      twoFactorEnabled: Boolean(viewer.user.twoFactorEnabled),
    },
    role: viewer.role,
    profile: {
      region: profile?.region ?? null,
      language: profile?.language ?? null,
      discreetNotifications: profile?.discreetNotifications ?? true,
      shareCareWithTeam: profile?.shareCareWithTeam ?? false,
    },
  };
}
